import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../server/test/clock';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * A seasonal open in the browser (issue 21): on Thanksgiving 2026 (the shipped `thanksgiving-2026` runs) a deposit
 * earns acorns, the player opens a harvest basket on `/event/thanksgiving`; the stage shakes, then shows the prize the
 * server drew (its ticket on the card); with reduced motion the second open shows its result without the shaking.
 * Christmas 2026 has not started: its page says so and offers no open. Phone layout without sideways scrolling.
 */
const clock = createManualClock(Date.parse('2026-11-26T12:00:00Z'));
let site: Site;

beforeAll(async () => {
  site = await startSite('seasonal', { EVENTS_TIME_ZONE: 'UTC' }, { clock });
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

type Info = {
  active: boolean;
  opened: number;
  tokens: { balance: number };
  milestones: Array<{ state: string }>;
};
const SLOW = { timeout: 15_000 };

/** A $25 sandbox deposit (the hosted page's Pay): at $5 per acorn it earns 5. */
async function deposit(token: string) {
  const { order_sn } = await site.call<{ order_sn: string }>(
    '/api/system_shop/recharge',
    { amount: 25, payment_id: 'card', country: 'US' },
    token,
  );
  await fetch(`${site.url}/sandbox/checkout/${order_sn}/pay`, { method: 'POST', redirect: 'manual' });
}
const info = (token: string) => site.call<Info>('/api/thanksgiving_day', undefined, token);

describe('seasonal events', () => {
  it('earns acorns by a deposit and opens a harvest basket inside the Thanksgiving window', async () => {
    const token = await site.register();
    await deposit(token);
    await expect.poll(async () => (await info(token)).tokens.balance, SLOW).toBe(5);

    const { context, page } = await site.signedInPage(token);
    await page.goto(`${site.url}/event/thanksgiving`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('seasonal-balance').textContent(), SLOW).toBe('5');
    await page.getByTestId('seasonal-open-harvest-basket-1').click();
    const stage = page.getByTestId('seasonal-stage');
    await stage.waitFor();
    expect(await stage.getAttribute('data-state')).toBe('opening');
    await page.screenshot({ path: join(ARTIFACTS, 'seasonal-opening-desktop.png') });
    await expect.poll(() => stage.getAttribute('data-state'), SLOW).toBe('result');
    await page.waitForTimeout(700);
    await page.screenshot({ path: join(ARTIFACTS, 'seasonal-result-desktop.png') });

    // The card shows the ticket the server drew; the open is in the player's fair log with game `seasonal`.
    const shownTicket = Number(
      await page.getByTestId('seasonal-result').locator('li').first().getAttribute('data-ticket'),
    );
    const log = await site.call<{ list: Array<{ game: string; ticket: number }> }>('/api/pfv_log', undefined, token);
    expect(log.list.filter((l) => l.game === 'seasonal').map((l) => l.ticket)).toEqual([shownTicket]);
    const after = await info(token);
    expect(after).toMatchObject({ active: true, opened: 1, tokens: { balance: 0 } });
    await page.getByTestId('seasonal-close').click();
    await expect.poll(() => page.getByTestId('seasonal-opened').textContent(), SLOW).toContain('1');
    await page.screenshot({ path: join(ARTIFACTS, 'seasonal-page-desktop.png'), fullPage: true });

    // Reduced motion: the second open's result shows without the shaking stage in between.
    await deposit(token);
    await expect.poll(async () => (await info(token)).tokens.balance, SLOW).toBe(5);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('seasonal-open-harvest-basket-1').click();
    await expect.poll(() => page.getByTestId('seasonal-stage').getAttribute('data-state'), SLOW).toBe('result');
    await page.screenshot({ path: join(ARTIFACTS, 'seasonal-result-reduced-desktop.png') });
    expect((await info(token)).opened).toBe(2);
    await context.close();

    // The phone: the same open at 390 px, mid-animation and at its result, and the page without sideways scrolling.
    await deposit(token);
    await expect.poll(async () => (await info(token)).tokens.balance, SLOW).toBe(5);
    const phone = await site.signedInPage(token, MOBILE);
    await phone.page.goto(`${site.url}/event/thanksgiving`, { waitUntil: 'networkidle' });
    await phone.page.getByTestId('milestones').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await phone.page.screenshot({ path: join(ARTIFACTS, 'seasonal-mobile.png'), fullPage: true });
    await phone.page.screenshot({ path: join(ARTIFACTS, 'seasonal-mobile-top.png') });
    await phone.page.getByTestId('seasonal-open-harvest-basket-1').click();
    const phoneStage = phone.page.getByTestId('seasonal-stage');
    await phoneStage.waitFor();
    await phone.page.screenshot({ path: join(ARTIFACTS, 'seasonal-opening-mobile.png') });
    await expect.poll(() => phoneStage.getAttribute('data-state'), SLOW).toBe('result');
    await phone.page.waitForTimeout(700);
    await phone.page.screenshot({ path: join(ARTIFACTS, 'seasonal-result-mobile.png') });
    expect((await info(token)).opened).toBe(3);
    await phone.page.getByTestId('seasonal-close').click();

    await phone.page.goto(`${site.url}/event/christmas`, { waitUntil: 'networkidle' });
    await expect.poll(() => phone.page.getByTestId('seasonal-window').getAttribute('data-active'), SLOW).toBe('false');
    expect(await phone.page.getByTestId('seasonal-open-stocking-1').isDisabled()).toBe(true);
    await phone.context.close();
  }, 180_000);
});
