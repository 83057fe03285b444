import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, MOBILE } from './browser';
import { type Envelope, type Site, startSite } from './site';

/**
 * Smashing windows and the snowball smash (issue 21) in the browser, on the shipped events: a player tops up and
 * opens cases on the case page, which earns hammers ($2 wagered each) on top of the deposit's; a window is smashed
 * (mid-animation and result, desktop and phone, and once with reduced motion) and shows the prize the server drew;
 * a snowball is thrown at a target of the winter season, which runs today.
 */
let site: Site;
const BOX = 'budget-one-buck';
const SLOW = { timeout: 15_000 };

beforeAll(async () => {
  site = await startSite('smash');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

type Tokens = { balance: number };
type Board = { board: number; hammers: Tokens; windows: Array<{ state: string }> };
type Grant = { prize: { kind: string; amount: number | null; name: string | null }; roll: { game: string } };

async function smashOnPage(page: Page, index: number, suffix: string): Promise<Grant> {
  const answer = page.waitForResponse(
    (r) => r.url().includes(`/api/smashing_windows/${index}/smash`) && r.request().method() === 'POST',
  );
  await page.getByTestId(`window-${index}`).click();
  // Mid-animation: the cracks have spread and the shards are falling (the animation runs from the click).
  // (A full-page capture itself takes a moment on a busy machine: aim early.)
  await page.waitForTimeout(350);
  await page.screenshot({ path: join(ARTIFACTS, `smash-windows-mid-${suffix}.png`) });
  const body = (await (await answer).json()) as Envelope<Grant>;
  expect(body.code).toBe(200);
  expect(body.data.roll.game).toBe('windows');
  await page.getByTestId('windows-result').waitFor(SLOW);
  await expect.poll(() => page.getByTestId(`window-${index}`).getAttribute('data-state'), SLOW).toBe('broken');
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(ARTIFACTS, `smash-windows-result-${suffix}.png`) });
  return body.data;
}

describe('smash events', () => {
  it('hammers from case opens smash a window; a snowball hits a target', async () => {
    const token = await site.register();
    await site.topUp(token);
    const start = await site.call<Board>('/api/smashing_windows', undefined, token);
    // The $25 deposit: one hammer per $5.
    expect(start.hammers.balance).toBe(5);

    const { context, page } = await site.signedInPage(token);
    await page.goto(`${site.url}/case/${BOX}`, { waitUntil: 'networkidle' });
    await page.getByTestId('case-contents').waitFor();
    await page.getByTestId('case-count-3').click();
    const opened = page.waitForResponse((r) => r.url().includes(`/api/box/${BOX}/open`));
    await page.getByTestId('case-open').click();
    expect(((await (await opened).json()) as Envelope<unknown>).code).toBe(200);
    const { price } = await site.call<{ price: number }>(`/api/box/${BOX}`);
    const earned = Math.floor((3 * price) / 2 + 1e-9);
    expect(earned).toBeGreaterThan(0);
    await expect
      .poll(async () => (await site.call<Board>('/api/smashing_windows', undefined, token)).hammers.balance, SLOW)
      .toBe(5 + earned);

    await page.goto(`${site.url}/event/windows`, { waitUntil: 'networkidle' });
    await page.getByTestId('windows-board').waitFor();
    await expect.poll(() => page.getByTestId('hammers-balance').textContent(), SLOW).toBe(String(5 + earned));
    await page.screenshot({ path: join(ARTIFACTS, 'smash-windows-desktop.png'), fullPage: true });
    const won = await smashOnPage(page, 4, 'desktop');
    const shown = await page.getByTestId('windows-result').textContent();
    if (won.prize.name) expect(shown).toContain(won.prize.name);
    const after = await site.call<Board>('/api/smashing_windows', undefined, token);
    expect(after.windows[4]!.state).toBe('smashed');
    expect(after.hammers.balance).toBe(4 + earned);
    await expect.poll(() => page.getByTestId('hammers-balance').textContent(), SLOW).toBe(String(4 + earned));
    const log = await site.call<{ total: number }>('/api/smashing_windows_log?limit=20&page=1', undefined, token);
    expect(log.total).toBe(1);

    // Reduced motion: the glass fades, the prize appears.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload({ waitUntil: 'networkidle' });
    await smashOnPage(page, 0, 'reduced-motion');

    // The snowball season runs today (content/events/winter-snowball.json).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(`${site.url}/event/snow`, { waitUntil: 'networkidle' });
    await page.getByTestId('snow-field').waitFor();
    const snow = await site.call<{ active: boolean; snowballs: Tokens }>('/api/snowball', undefined, token);
    expect(snow.active).toBe(true);
    expect(snow.snowballs.balance).toBeGreaterThan(0);
    const thrown = page.waitForResponse((r) => r.url().includes('/api/snowball/1/throw'));
    await page.getByTestId('target-1').click();
    await page.waitForTimeout(450);
    await page.screenshot({ path: join(ARTIFACTS, 'smash-snow-mid-desktop.png') });
    const hit = (await (await thrown).json()) as Envelope<Grant & { snowballs_left: number }>;
    expect(hit.code).toBe(200);
    expect(hit.data.roll.game).toBe('snowball');
    await page.getByTestId('snow-result').waitFor(SLOW);
    await page.screenshot({ path: join(ARTIFACTS, 'smash-snow-result-desktop.png') });
    expect(hit.data.snowballs_left).toBe(snow.snowballs.balance - 1);
    await context.close();

    const phone = await site.signedInPage(token, MOBILE);
    await phone.page.goto(`${site.url}/event/windows`, { waitUntil: 'networkidle' });
    await phone.page.getByTestId('windows-board').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await smashOnPage(phone.page, 8, 'mobile');
    await phone.page.goto(`${site.url}/event/snow`, { waitUntil: 'networkidle' });
    await phone.page.getByTestId('snow-field').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    const phoneThrow = phone.page.waitForResponse((r) => r.url().includes('/api/snowball/4/throw'));
    await phone.page.getByTestId('target-4').click();
    await phone.page.waitForTimeout(450);
    await phone.page.screenshot({ path: join(ARTIFACTS, 'smash-snow-mid-mobile.png') });
    expect(((await (await phoneThrow).json()) as Envelope<unknown>).code).toBe(200);
    await phone.page.getByTestId('snow-result').waitFor(SLOW);
    await phone.page.screenshot({ path: join(ARTIFACTS, 'smash-snow-result-mobile.png'), fullPage: true });
    await phone.context.close();
  }, 240_000);
});
