import { join } from 'node:path';
import {
  angleUnderPointer,
  type PrizeEntry,
  prizeRanges,
  segmentAt,
  TURNTABLE_SPIN_MS,
  turntableStop,
} from '@dropforge/shared/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, describeFindings } from './axe';
import { ARTIFACTS, MOBILE } from './browser';
import { type Envelope, type Site, startSite } from './site';

/**
 * The web turntable in the browser (issue 21): a $25 deposit earns two chances ($10 each); a spin stops the disc
 * where the server's ticket says (the angle recomputed from the published reward list and the ticket, and read back
 * from the disc's own transform); the second spin with reduced motion on a phone, without sideways scrolling.
 */
let site: Site;

beforeAll(async () => {
  site = await startSite('turntable');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

type Turntables = { list: Array<{ id: string; chances: { balance: number } }> };
type Rewards = { list: Array<{ index: number; tickets: number }> };
type Draw = { index: number; angle: number; chances: number; roll: { ticket: number } };
const SLOW = { timeout: 15_000 };

/** The disc angle under the top pointer, from the disc's computed transform (what the player sees). */
async function shownAngle(page: Page): Promise<number> {
  const matrix = await page
    .getByTestId('turntable-disc')
    .evaluate((el) => getComputedStyle(el).transform.match(/matrix\(([^)]+)\)/)?.[1] ?? '1, 0');
  const [a, b] = matrix.split(',').map(Number) as [number, number];
  return angleUnderPointer((Math.atan2(b, a) * 180) / Math.PI);
}

/** Spins once through the page: answers the server's draw once the disc has landed, screenshots on the way. */
async function spin(page: Page, shots: string, midMs: number): Promise<Draw> {
  const answer = page.waitForResponse((r) => r.url().includes('/get_reward'));
  await page.getByTestId('turntable-spin').click();
  const draw = ((await (await answer).json()) as Envelope<Draw>).data;
  await page.waitForTimeout(midMs);
  await page.screenshot({ path: join(ARTIFACTS, `${shots}-spinning.png`) });
  await page.getByTestId('turntable-result').waitFor(SLOW);
  await page.screenshot({ path: join(ARTIFACTS, `${shots}-result.png`) });
  return draw;
}

describe('web turntable', () => {
  it('a deposit earns chances; the disc stops on the segment and angle of the server ticket', async () => {
    const token = await site.register();
    const before = await site.call<Turntables>('/api/web_turntable', undefined, token);
    expect(before.list[0]!.chances.balance).toBe(0);
    await site.topUp(token);
    const id = before.list[0]!.id;
    await expect
      .poll(async () => (await site.call<Turntables>('/api/web_turntable', undefined, token)).list[0]!.chances.balance)
      .toBe(2);
    const rewards = await site.call<Rewards>(`/api/web_turntable/${id}/rewardList`, undefined, token);
    const ranges = prizeRanges(rewards.list as unknown as PrizeEntry[]);

    const { context, page } = await site.signedInPage(token);
    await page.goto(`${site.url}/turntable`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('turntable-balance').textContent(), SLOW).toBe('2');
    const draw = await spin(page, 'turntable-desktop', Math.round(TURNTABLE_SPIN_MS / 4));
    expect(draw.chances).toBe(1);
    const stop = turntableStop(ranges, draw.roll.ticket);
    expect(draw).toMatchObject({ index: stop.index, angle: stop.angle });
    const shown = await shownAngle(page);
    expect(Math.abs(shown - draw.angle)).toBeLessThan(0.01);
    expect(segmentAt(shown, rewards.list.length)).toBe(draw.index);
    expect(await page.getByTestId('turntable-result').getAttribute('data-index')).toBe(String(draw.index));
    const findings = await audit(page);
    expect(findings, describeFindings('/turntable after a spin', findings)).toEqual([]);
    await expect.poll(() => page.getByTestId('turntable-balance').textContent(), SLOW).toBe('1');
    await context.close();

    const phone = await site.signedInPage(token, MOBILE);
    await phone.page.emulateMedia({ reducedMotion: 'reduce' });
    await phone.page.goto(`${site.url}/turntable`, { waitUntil: 'networkidle' });
    // Reduced motion: the disc fades out, jumps and fades back in (about half a second).
    const second = await spin(phone.page, 'turntable-mobile-reduced', 100);
    expect(second.angle).toBe(turntableStop(ranges, second.roll.ticket).angle);
    expect(Math.abs((await shownAngle(phone.page)) - second.angle)).toBeLessThan(0.01);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    expect(await phone.page.getByTestId('turntable-spin').isDisabled()).toBe(true);
    await phone.context.close();
  }, 180_000);
});
