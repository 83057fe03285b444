import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, DESKTOP, launch, MOBILE } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Opens a page as a returning visitor who already saw today's announcement (it auto-opens once a day). */
async function open(path: string, viewport = DESKTOP, { seenNotice = true } = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  if (seenNotice) {
    await context.addInitScript(() => {
      const d = new Date();
      const stamp = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      localStorage.setItem('notice_day', stamp);
    });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  return { page, context, errors };
}

describe('site shell', () => {
  for (const [lang, prefix] of [
    ['en', '/'],
    ['de', '/de/'],
  ] as const) {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      it(`renders the home page with the whole layout (${lang}, ${label})`, async () => {
        const { page, context, errors } = await open(prefix, viewport);
        await page.getByTestId('site-header').waitFor();
        await page.getByTestId('site-footer').waitFor();
        await page.getByTestId('drop-strip').waitFor();
        await page.getByTestId('counters-bar').waitFor({ state: 'attached' });
        // The pictures show the entrance animations at their end (Playwright fast-forwards them for the capture).
        const still = { animations: 'disabled' } as const;
        await page.screenshot({ path: join(ARTIFACTS, `home-${lang}-${label}.png`), fullPage: false, ...still });
        await page.screenshot({ path: join(ARTIFACTS, `home-${lang}-${label}-full.png`), fullPage: true, ...still });
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('paints the home page quickly and reports first contentful paint', async () => {
    const { page, context } = await open('/');
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    writeFileSync(join(ARTIFACTS, 'metrics.json'), `${JSON.stringify({ homeFirstContentfulPaintMs: fcp }, null, 2)}\n`);
    console.log(`home first contentful paint: ${fcp.toFixed(0)} ms`);
    expect(fcp).toBeGreaterThan(0);
    expect(fcp).toBeLessThan(1000);
    await context.close();
  });

  it('renders German under /de/ and English without a prefix', async () => {
    const en = await open('/');
    const de = await open('/de/');
    const enNav = await en.page.getByTestId('main-nav').textContent();
    const deNav = await de.page.getByTestId('main-nav').textContent();
    expect(deNav).not.toBe(enNav);
    await en.context.close();
    await de.context.close();
  });

  it('renders the French title of the terms of service under /fr/remark/…', async () => {
    const pages = JSON.parse(readFileSync(join(import.meta.dirname, '../content/pages/pages.json'), 'utf8'));
    const terms = pages.find((p: { slug: string }) => p.slug === 'terms-of-service');
    const { page, context } = await open('/fr/remark/terms-of-service');
    const title = page.getByTestId('page-title');
    await title.waitFor();
    expect((await title.textContent())?.trim()).toBe(terms.title.fr);
    await page.screenshot({ path: join(ARTIFACTS, 'remark-fr-desktop.png') });
    await context.close();
  });

  it('switches language by reloading to the prefixed path and sends it as the Language header', async () => {
    const { page, context } = await open('/blog');
    const languages: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) languages.push(r.headers().language ?? '');
    });
    await page.getByTestId('lang-picker').first().click();
    await page
      .getByRole('menuitem', { name: 'Deutsch' })
      .or(page.getByRole('link', { name: 'Deutsch' }))
      .first()
      .click();
    await page.waitForURL(/\/de\/blog$/);
    await page.waitForLoadState('networkidle');
    expect(languages).toContain('de');
    await context.close();
  });

  it('remembers the cookie choice', async () => {
    const { page, context } = await open('/');
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    await banner.getByRole('button').first().click();
    await expect.poll(() => banner.isVisible()).toBe(false);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'cookie_consent')).toBeTruthy();
    await context.close();
  });

  it('opens the announcement once a day', async () => {
    const first = await open('/', DESKTOP, { seenNotice: false });
    const dialog = first.page.getByRole('dialog');
    await dialog.waitFor();
    await first.page.screenshot({ path: join(ARTIFACTS, 'announcement-en-desktop.png') });
    await first.page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await first.page.reload({ waitUntil: 'networkidle' });
    await first.page.waitForTimeout(500);
    expect(await first.page.getByRole('dialog').count()).toBe(0);
    await first.context.close();
  });

  it('shows the sign-in button one second after load for visitors', async () => {
    const { page, context } = await open('/');
    await page.getByTestId('sign-in').first().waitFor({ state: 'visible', timeout: 5000 });
    await context.close();
  });

  it('has the 403 page and a 404 page inside the layout', async () => {
    const forbidden = await open('/403');
    expect(await forbidden.page.locator('body').innerText()).toContain('403 ERROR!');
    await forbidden.context.close();
    const missing = await open('/no-such-page');
    await missing.page.getByTestId('site-footer').waitFor();
    await missing.context.close();
  });
});
