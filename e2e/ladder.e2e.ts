import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite, TOPPED_UP } from './site';

/**
 * The ladder box and the recharge-open boxes in the browser (issue 21): a climb started, one step drawn (the step
 * lights up after its bar fills), cashed out once; a $25 test deposit unlocks the bronze box, opened on
 * /event/recharge. Screenshots mid-animation and at the result at 1440 and 390 px, and with reduced motion.
 */
let site: Site;
const SLOW = { timeout: 15_000 };
type Box = { climbs_left: number; climb: { step: number; state: string } | null };
type Recharge = { list: Array<{ id: number; state: string; ready: number; opened: number }> };

beforeAll(async () => {
  // The shipped ladder costs coins and its first step is a 90 % draw: this site's is free and its first step sure,
  // so the journey always reaches a step to cash out. The recharge event's dates are moved around now.
  const content = mkdtempSync(join(tmpdir(), 'dropforge-e2e-ladder-content-'));
  cpSync('content', content, { recursive: true });
  const edit = (file: string, change: (json: any) => void) => {
    const path = join(content, 'events', file);
    const json = JSON.parse(readFileSync(path, 'utf8'));
    change(json);
    writeFileSync(path, JSON.stringify(json));
  };
  edit('ladder-box.json', (ladder) => {
    delete ladder.cost;
    ladder.ladder[0].tickets = 100_000_000;
  });
  const now = Date.now();
  edit('recharge-boxes.json', (event) => {
    event.schedule = {
      type: 'dates',
      from: new Date(now - 86_400_000).toISOString(),
      to: new Date(now + 3 * 86_400_000).toISOString(),
    };
  });
  site = await startSite('ladder', { EVENTS_TIME_ZONE: 'UTC', CONTENT_DIR: content });
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

describe('ladder box and recharge boxes', () => {
  it('climbs a step, cashes out once; a test deposit unlocks a recharge box that opens', async () => {
    const token = await site.register();
    for (const [viewport, tag] of [
      [undefined, '1440'],
      [MOBILE, '390'],
    ] as const) {
      const { context, page } = await site.signedInPage(token, viewport);
      await page.goto(`${site.url}/event/ladder`, { waitUntil: 'networkidle' });
      const board = page.getByTestId('ladder-ladder-box');
      await page.getByTestId('ladder-start').click();
      await expect
        .poll(
          async () => (await site.call<Box>('/api/ladder_box/ladder-box/check', undefined, token)).climb?.step,
          SLOW,
        )
        .toBe(0);
      await page.getByTestId('ladder-climb').click();
      // Mid-animation: the step's bar fills while the draw is shown.
      await expect.poll(() => board.getAttribute('data-phase'), SLOW).toBe('drawing');
      await page.waitForTimeout(600);
      await page.screenshot({ path: join(ARTIFACTS, `ladder-climbing-${tag}.png`) });
      await expect.poll(() => board.getAttribute('data-phase'), SLOW).toBe('won');
      await expect.poll(() => page.getByTestId('ladder-step-1').getAttribute('data-state'), SLOW).toBe('won');
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(ARTIFACTS, `ladder-step-won-${tag}.png`) });

      const before = (await site.call<{ score: number }>('/api/user', undefined, token)).score;
      await page.getByTestId('ladder-cash-out').click();
      await expect.poll(() => board.getAttribute('data-phase'), SLOW).toBe('cashed');
      await page.getByTestId('ladder-start').waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `ladder-cashed-${tag}.png`) });
      const after = await site.call<{ score: number } & Record<string, unknown>>('/api/user', undefined, token);
      expect(after.score).toBeCloseTo(before + 0.5, 6);
      expect((await site.call<Box>('/api/ladder_box/ladder-box/check', undefined, token)).climb).toBeNull();
      if (tag === '390')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
      await context.close();
    }

    // Reduced motion: nothing moves, the result is shown in place.
    const calm = await site.signedInPage(token);
    await calm.page.emulateMedia({ reducedMotion: 'reduce' });
    await calm.page.goto(`${site.url}/event/ladder`, { waitUntil: 'networkidle' });
    await calm.page.getByTestId('ladder-start').click();
    await calm.page.getByTestId('ladder-climb').click();
    await expect.poll(() => calm.page.getByTestId('ladder-ladder-box').getAttribute('data-phase'), SLOW).toBe('won');
    await calm.page.screenshot({ path: join(ARTIFACTS, 'ladder-reduced-motion-1440.png') });
    await calm.page.getByTestId('ladder-cash-out').click();
    await expect.poll(() => calm.page.getByTestId('ladder-ladder-box').getAttribute('data-phase'), SLOW).toBe('cashed');
    await calm.context.close();

    // A test deposit ($25) unlocks the bronze box ($10), not the silver ($50) or the gold ($100); a player a viewport.
    for (const [viewport, tag] of [
      [undefined, '1440'],
      [MOBILE, '390'],
    ] as const) {
      const depositor = tag === '1440' ? token : await site.register();
      await site.topUp(depositor, TOPPED_UP);
      const unlocked = await site.call<Recharge>('/api/rechargeOpenBox', undefined, depositor);
      expect(unlocked.list.map((b) => b.state)).toEqual(['ready', 'locked', 'locked']);
      const { context, page } = await site.signedInPage(depositor, viewport);
      await page.goto(`${site.url}/event/recharge`, { waitUntil: 'networkidle' });
      await page.getByTestId('recharge-box-1').waitFor();
      if (tag === '390') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
        await page.getByTestId('recharge-box-1').scrollIntoViewIfNeeded();
      }
      await page.getByTestId('recharge-open-1').click();
      await expect.poll(() => page.getByTestId('recharge-board').getAttribute('data-phase'), SLOW).toBe('opening');
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(ARTIFACTS, `recharge-opening-${tag}.png`) });
      await page.getByTestId('recharge-won-1').waitFor(SLOW);
      await expect.poll(() => page.getByTestId('recharge-box-1').getAttribute('data-state'), SLOW).toBe('opened');
      await page.waitForTimeout(600);
      await page.screenshot({ path: join(ARTIFACTS, `recharge-result-${tag}.png`) });
      const opened = await site.call<Recharge>('/api/rechargeOpenBox', undefined, depositor);
      expect(opened.list[0]).toMatchObject({ state: 'opened', ready: 0, opened: 1 });
      await context.close();
    }
  }, 240_000);
});
