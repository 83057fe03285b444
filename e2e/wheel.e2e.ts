import { join } from 'node:path';
import { nextDayStart, normalizeAngle, ticketToAngle } from '@dropforge/shared/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../server/test/clock';
import { audit, describeFindings } from './axe';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * The prize wheel and the flipping board in the browser (issue 21): `/event` lists both; a free spin's needle comes
 * to rest at the angle of the ticket the server drew (read from the needle's transform in the DOM), at 1440 px and,
 * the next operator day, at 390 px with reduced motion; a card of the flipping board is turned over on both sizes.
 */
const clock = createManualClock();
let site: Site;

beforeAll(async () => {
  site = await startSite('wheel', { EVENTS_TIME_ZONE: 'UTC' }, { clock });
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

type Spins = { list: Array<{ ticket: number; nonce: number; segment: number; paid: boolean }> };
type Board = { cards: Array<{ state: string }>; free_left: number };
const SLOW = { timeout: 15_000 };
const nextDay = () => clock.advance(nextDayStart(clock.now(), 'UTC') - clock.now() + 1000);

/** The needle's rotation as the browser applies it: the angle of its computed transform matrix, in [0, 360). */
async function needleAngle(page: Page): Promise<number> {
  const matrix = await page
    .getByTestId('wheel-pointer')
    .evaluate((el) => getComputedStyle(el as Element).transform as string);
  const [a, b] = /matrix\(([^)]+)\)/
    .exec(matrix)![1]!
    .split(',')
    .map((v) => Number(v.trim()));
  return normalizeAngle((Math.atan2(b!, a!) * 180) / Math.PI);
}

/** Angular distance, across 0°/360°. */
const apart = (x: number, y: number) => Math.min(Math.abs(x - y), 360 - Math.abs(x - y));

async function spinAndCheck(page: Page, token: string, shots: { mid?: string; done: string }) {
  await page.getByTestId('wheel-spin').click();
  if (shots.mid) {
    await page.getByTestId('prize-wheel').and(page.locator('[data-state="spinning"]')).waitFor();
    await page.waitForTimeout(900);
    await page.screenshot({ path: join(ARTIFACTS, shots.mid) });
  }
  await page.locator('[data-testid="prize-wheel"][data-state="landed"]').waitFor(SLOW);
  const spins = await site.call<Spins>('/api/wheel/prize/prize-wheel', undefined, token);
  const last = spins.list[0]!;
  expect(Number(await page.getByTestId('prize-wheel').getAttribute('data-ticket'))).toBe(last.ticket);
  expect(Number(await page.getByTestId('prize-wheel').getAttribute('data-segment'))).toBe(last.segment);
  // The needle rests where the shared mapping puts the server's ticket (ticket / 10^8 × 360°).
  expect(apart(await needleAngle(page), ticketToAngle(last.ticket))).toBeLessThan(0.01);
  await page.getByTestId('wheel-result').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: join(ARTIFACTS, shots.done) });
  return last;
}

describe('prize wheel and flipping board', () => {
  it('a spin lands on the server ticket, a card turns over; again the next day on a phone with reduced motion', async () => {
    const token = await site.register();
    const { context, page } = await site.signedInPage(token);

    await page.goto(`${site.url}/event`, { waitUntil: 'networkidle' });
    await page.getByTestId('event-prize-wheel').waitFor();
    await page.getByTestId('event-flipping-board').waitFor();

    await page.goto(`${site.url}/event/wheel`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('wheel-spin').textContent()).toMatch(/free spin/i);
    const first = await spinAndCheck(page, token, {
      mid: 'wheel-spinning-desktop.png',
      done: 'wheel-result-desktop.png',
    });
    expect(first.paid).toBe(false);
    await expect.poll(() => page.getByTestId('wheel-spin').textContent(), SLOW).toMatch(/spin for 0\.25 coins/i);
    const wheelFindings = await audit(page);
    expect(wheelFindings, describeFindings('/event/wheel (landed)', wheelFindings)).toEqual([]);

    await page.goto(`${site.url}/event/flipping`, { waitUntil: 'networkidle' });
    await page.getByTestId('flip-card-4').click();
    await page.waitForTimeout(250);
    await page.screenshot({ path: join(ARTIFACTS, 'flipping-turning-desktop.png') });
    await expect
      .poll(async () => (await site.call<Board>('/api/flipping/first', undefined, token)).cards[4]!.state, SLOW)
      .toBe('flipped');
    await expect.poll(() => page.getByTestId('flip-card-4').getAttribute('data-state'), SLOW).toBe('flipped');
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(ARTIFACTS, 'flipping-result-desktop.png') });
    const boardFindings = await audit(page);
    expect(boardFindings, describeFindings('/event/flipping (a card turned)', boardFindings)).toEqual([]);
    await context.close();

    nextDay();
    const phone = await site.signedInPage(token, MOBILE);
    await phone.page.emulateMedia({ reducedMotion: 'reduce' });
    await phone.page.goto(`${site.url}/event/wheel`, { waitUntil: 'networkidle' });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    const second = await spinAndCheck(phone.page, token, { done: 'wheel-result-mobile.png' });
    expect(second.paid).toBe(false);
    expect(second.nonce).toBeGreaterThan(first.nonce);

    await phone.page.goto(`${site.url}/event/flipping`, { waitUntil: 'networkidle' });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    expect(
      (await site.call<Board>('/api/flipping/first', undefined, token)).cards.every((c) => c.state === 'hidden'),
    ).toBe(true);
    await phone.page.getByTestId('flip-card-0').click();
    await expect.poll(() => phone.page.getByTestId('flip-card-0').getAttribute('data-state'), SLOW).toBe('flipped');
    await phone.page.getByTestId('flip-card-3').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await phone.page.screenshot({ path: join(ARTIFACTS, 'flipping-result-mobile.png') });
    await phone.context.close();
  }, 180_000);
});
