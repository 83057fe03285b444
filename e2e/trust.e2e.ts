import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * The trust centre: realised RTP after real opens (the chart row of the opened case, the game totals), the
 * published liabilities and a player verifying their own proof in the browser, and the RTP chart on a phone.
 * Screenshots at 1440 and 390 px.
 */
let site: Site;
let token: string;
const BOX = 'budget-one-buck';

const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

beforeAll(async () => {
  site = await startSite('trust', { RTP_DRAIN_MS: '300', LIABILITIES_EVERY_HOURS: '0' });
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

describe('trust centre', () => {
  it('shows realised RTP of the opened case with its band, and the published liabilities (desktop)', async () => {
    token = await site.register();
    await site.topUp(token);
    for (let i = 0; i < 3; i++) await site.call(`/api/box/${BOX}/open`, { number: 2 }, token);
    await site.running.trust.liabilities.snapshot();
    const { context, page } = await site.visitorPage();
    await page.goto(`${site.url}/trust`, { waitUntil: 'networkidle' });
    await page.getByTestId('trust-page').waitFor();
    const row = page.locator(`[data-testid="rtp-row"][data-box="${BOX}"]`);
    // The opens reach the totals within the drain period.
    await expect.poll(async () => row.getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/6 opens/);
    expect(await page.getByTestId('rtp-games').innerText()).toMatch(/cases/i);
    const money = page.locator('[data-testid="liabilities"] [data-currency="money"]');
    expect(await money.innerText()).toMatch(/Total owed|\$\d/);
    expect(await page.getByTestId('liabilities').innerText()).toMatch(/Sign in to verify/);
    expect(await page.getByTestId('version-log').innerText()).toMatch(/One Buck/);
    await shot(page, 'trust-desktop');
    // The case page shows the hash its rolls are drawn against.
    const box = await site.call<{ contents_hash: string }>(`/api/box/${BOX}`);
    await page.goto(`${site.url}/case/${BOX}`, { waitUntil: 'networkidle' });
    expect(await page.getByTestId('contents-hash').innerText()).toContain(box.contents_hash);
    await context.close();
  });

  it('a player verifies their liabilities proof in the browser, step by step', async () => {
    const { context, page } = await site.signedInPage(token);
    await page.goto(`${site.url}/trust#liabilities`, { waitUntil: 'networkidle' });
    await page.getByTestId('verify-liabilities').click();
    const result = page.getByTestId('proof-result');
    await result.waitFor();
    expect(await result.getAttribute('data-ok')).toBe('true');
    expect(await result.innerText()).toMatch(/root and the total match/);
    await result.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'trust-proof-desktop.png') });
    await context.close();
  });

  it('sorts the RTP chart and fits a phone', async () => {
    const { context, page } = await site.signedInPage(token, MOBILE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${site.url}/fairness/stats`, { waitUntil: 'networkidle' });
    await page.getByTestId('fairness-stats-page').waitFor();
    await page.getByRole('button', { name: 'Most opened' }).waitFor();
    const first = page.getByTestId('rtp-row').first();
    expect(await first.getAttribute('data-box')).toBe(BOX);
    await page.getByRole('button', { name: 'Name' }).click();
    expect(await page.getByRole('button', { name: 'Name' }).getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'fairness-stats-mobile');
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => {
          if (e.getBoundingClientRect().right <= window.innerWidth + 1) return false;
          for (let p = e.parentElement; p; p = p.parentElement)
            if (['auto', 'hidden', 'scroll', 'clip'].includes(getComputedStyle(p).overflowX)) return false;
          return true;
        })
        .slice(0, 5)
        .map((e) => `${e.tagName}.${String(e.className).slice(0, 80)} ${Math.round(e.getBoundingClientRect().right)}`),
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, wide.join('\n')).toBeLessThanOrEqual(MOBILE.width);
    await page.goto(`${site.url}/trust`, { waitUntil: 'networkidle' });
    await page.getByTestId('verify-liabilities').click();
    await page.getByTestId('proof-result').waitFor();
    await shot(page, 'trust-mobile');
    await context.close();
  });
});
