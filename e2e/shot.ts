// Development helper (not a test): a Chromium screenshot of one page, optionally signed in.
//   npx tsx e2e/shot.ts <url> <out.png> [--mobile] [--token T] [--wait ms] [--click selector] [--viewport]
import { parseArgs } from 'node:util';
import { DESKTOP, launch, MOBILE } from './browser';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    mobile: { type: 'boolean', default: false },
    token: { type: 'string' },
    wait: { type: 'string', default: '800' },
    click: { type: 'string', multiple: true },
    viewport: { type: 'boolean', default: false },
  },
});
const [url, out] = positionals;
if (!url || !out) throw new Error('usage: tsx e2e/shot.ts <url> <out.png> [--mobile] [--token T]');

const browser = await launch();
const context = await browser.newContext({ viewport: values.mobile ? MOBILE : DESKTOP, deviceScaleFactor: 1 });
const origin = new URL(url).origin;
await context.addInitScript((t) => {
  const d = new Date();
  const stamp = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  localStorage.setItem('notice_day', stamp);
  if (t) localStorage.setItem('authsk', t);
}, values.token ?? '');
await context.addCookies([
  { name: 'cookie_consent', value: '1', url: origin },
  ...(values.token ? [{ name: 'authsk', value: values.token, url: origin }] : []),
]);
const page = await context.newPage();
page.on('pageerror', (e) => console.error('page error:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
for (const selector of values.click ?? []) {
  await page.locator(selector).first().click();
  await page.waitForTimeout(Number(values.wait));
}
await page.waitForTimeout(Number(values.wait));
await page.screenshot({ path: out, fullPage: !values.viewport });
await browser.close();
console.log(out);
