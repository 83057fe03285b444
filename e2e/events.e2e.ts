import { join } from 'node:path';
import { nextDayStart } from '@dropforge/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../server/test/clock';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * The daily events in the browser (issue 20): check in on two consecutive days (the site's clock is moved to the
 * next operator day), flip a card (and, on the next day, with reduced motion), claim free coins through the top bar's link;
 * `/event` lists the events at 1440 and 390 px without sideways scrolling.
 */
const clock = createManualClock();
let site: Site;

beforeAll(async () => {
  site = await startSite('events', { EVENTS_TIME_ZONE: 'UTC' }, { clock });
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

type CheckIn = { streak: number; today_done: boolean };
type Cards = { flips_left: number; cards: Array<{ state: string }> };
/** Polls an answer for up to 15 s (the machine may be busy with other runs). */
const SLOW = { timeout: 15_000 };
const nextDay = () => clock.advance(nextDayStart(clock.now(), 'UTC') - clock.now() + 1000);

describe('daily events', () => {
  it('checks in on two days, flips a card (also with reduced motion) and claims free coins', async () => {
    const token = await site.register();
    const { context, page } = await site.signedInPage(token);

    await page.goto(`${site.url}/event/check`, { waitUntil: 'networkidle' });
    await page.getByTestId('check-in-button').click();
    await expect.poll(async () => (await site.call<CheckIn>('/api/check_in', undefined, token)).streak, SLOW).toBe(1);
    await page.getByText(/next check-in in/i).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'events-check-in-day1-desktop.png') });

    nextDay();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('check-in-button').click();
    await expect.poll(async () => (await site.call<CheckIn>('/api/check_in', undefined, token)).streak, SLOW).toBe(2);
    await expect.poll(() => page.locator('li[aria-current="step"]').count(), SLOW).toBe(0);

    await page.goto(`${site.url}/event/cards`, { waitUntil: 'networkidle' });
    await page.getByTestId('card-3').click();
    await expect.poll(async () => (await site.call<Cards>('/api/cards', undefined, token)).flips_left, SLOW).toBe(0);
    await expect.poll(() => page.getByTestId('card-0').isDisabled(), SLOW).toBe(true);
    await page.waitForTimeout(900);
    await page.screenshot({ path: join(ARTIFACTS, 'events-cards-flipped-desktop.png') });

    nextDay();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('card-1').click();
    await expect
      .poll(async () => (await site.call<Cards>('/api/cards', undefined, token)).cards[1]!.state, SLOW)
      .toBe('flipped');
    await page.screenshot({ path: join(ARTIFACTS, 'events-cards-reduced-motion-desktop.png') });

    await page.locator('a[href="/event#free-coins"]').click();
    await page.getByTestId('free-coins-claim').click();
    await expect
      .poll(
        async () => (await site.call<{ claimed: number | null }>('/api/free_coins', undefined, token)).claimed,
        SLOW,
      )
      .not.toBeNull();
    await context.close();

    const phone = await site.signedInPage(token, MOBILE);
    await phone.page.goto(`${site.url}/event`, { waitUntil: 'networkidle' });
    await phone.page.getByTestId('event-daily-cards').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await phone.page.screenshot({ path: join(ARTIFACTS, 'events-mobile.png'), fullPage: true });
    await phone.context.close();
  });
});
