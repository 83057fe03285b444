import { DESKTOP, launch, MOBILE } from '../browser';
import { detail, prize, room, user } from '../../web/src/features/giveaways/lib/fixtures.test-kit';

const [url, token] = [process.argv[2]!, process.argv[3]!];
const env = (data: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, msg: 'ok', data }) });
const list = [
  room(1, { title: 'Hourly coin rain', condition: 0 }),
  room(2, { title: 'Streamer night with knives', kind: 'host', host: user(5, 'xQc_fan'), condition: 4, conditions: { ticket: null, min_deposit: null, vip: null, password: true, invite_code: false }, prize: [prize(450), prize(80), prize(12)] }),
  room(3, { title: 'VIP weekly', condition: 3, conditions: { ticket: null, min_deposit: null, vip: 3, password: false, invite_code: false }, end_time: new Date(Date.now() + 3 * 86400_000).toISOString() }),
  room(4, { title: 'Continuous 50', type: 0, end_time: null, time_slot_end: null, people_target: 50, total_people: 31, condition: 1, conditions: { ticket: { currency: 'coins', amount: 50 }, min_deposit: null, vip: null, password: false, invite_code: false } }),
  room(5, { title: 'Drawn yesterday', state: 3 }),
];
const browser = await launch();
const shot = async (page: import('playwright-core').Page, path: string, mobile: boolean) => {
  await page.screenshot({ path: `${path}.png`, fullPage: true });
  if (!mobile) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 0; y < Math.min(height, 3600); y += 1200, i++) {
    await page.screenshot({ path: `${path}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 390, height: Math.min(1200, height - y) } });
  }
};
for (const [vp, tag] of [[DESKTOP, 'd'], [MOBILE, 'm']] as const) {
  const ctx = await browser.newContext({ viewport: vp, deviceScaleFactor: 1 });
  await ctx.addInitScript((t) => { localStorage.setItem('authsk', t); const d = new Date(); localStorage.setItem('notice_day', `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`); }, token);
  await ctx.addCookies([{ name: 'cookie_consent', value: '1', url }, { name: 'authsk', value: token, url }]);
  await ctx.route('**/api/gift/shop?**', (r) => r.fulfill(env({ list, page: 1, total: 40 })));
  await ctx.route('**/api/gift/shop/7', (r) => r.fulfill(env(detail(7, 14, false, { title: 'Stream night: AWP giveaway', kind: 'host', host: user(5, 'xQc_fan'), condition: 1, conditions: { ticket: { currency: 'coins', amount: 50 }, min_deposit: { amount: 10, days: 7 }, vip: null, password: true, invite_code: false }, gift_user_count: 3, prize: [prize(450), prize(80), prize(35), prize(12, 'coins', '12 coins'), prize(5, 'cash', '$5')] }))));
  await ctx.route('**/api/gift/shop/8', (r) => r.fulfill(env(detail(8, 9, true, { title: 'Drawn room', gift_user_count: 2 }))));
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.error('page error', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.error('console', m.text()); });
  await page.goto(`${url}/giveaway`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(600);
  await shot(page, `/tmp/gweb/list-${tag}`, tag === 'm');
  await page.goto(`${url}/giveaway/7`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(600);
  await shot(page, `/tmp/gweb/room-${tag}`, tag === 'm');
  await page.goto(`${url}/giveaway/8`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/gweb/spin-${tag}.png`, fullPage: false });
  await page.waitForTimeout(9000);
  await shot(page, `/tmp/gweb/drawn-${tag}`, tag === 'm');
  await ctx.close();
}
await browser.close();
