import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Guess } from '@dropforge/shared/contract';
import { milli } from '@dropforge/shared/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuess, loadEventContent, MECHANIC_SPECS, settleGuess } from '../server/src/modules/events';
import { wallet } from '../server/src/modules/wallet';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * Guess (issue 21): the operator's CLI code path creates a guess of the shipped `guess` event; a second player backs
 * the other option through the API; the player backs an option on /guess in the browser (pool bars fill), the
 * operator settles it, and the page reveals the result and pays the share on Receive. Screens at 1440 and 390 px,
 * the reveal also with reduced motion.
 */
let site: Site;
const SLOW = { timeout: 15_000 };

beforeAll(async () => {
  site = await startSite('guess');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

async function coinsFor(token: string, amount: number) {
  const me = await site.call<{ id: number }>('/api/user', undefined, token);
  await site.running.database.withTx((tx) =>
    wallet.credit(tx, {
      userId: me.id,
      from: 'promotions',
      currency: 'score',
      amount: milli(amount * 1000),
      kind: 'adjustment',
      key: `e2e-guess:${randomUUID()}`,
      ref: { kind: 'test', id: me.id },
    }),
  );
}
const score = async (token: string) => (await site.call<{ score: number }>('/api/user', undefined, token)).score;

async function noSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
}

describe('guess', () => {
  it('a guess made by the ops code path is backed in the browser, settled and received', async () => {
    const [player, other] = [await site.register(), await site.register()];
    await coinsFor(player, 50);
    await coinsFor(other, 50);
    const event = loadEventContent(site.running.config.contentDir, new Set(MECHANIC_SPECS.keys())).find(
      (e) => e.mechanic === 'guess',
    )!;
    const id = await createGuess(site.running.database, {
      event,
      title: 'Major final: who lifts the trophy?',
      options: ['Natus Vincere', 'FaZe Clan', 'Vitality'],
      closesInMs: 30 * 60_000,
      now: Date.now(),
    });
    await site.call(`/api/guess/${id}/support/2`, { amount: 20 }, other);

    const { context, page } = await site.signedInPage(player);
    await page.goto(`${site.url}/guess?id=${id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('guess-title').waitFor();
    expect(await page.getByTestId('guess-countdown').innerText()).toMatch(/^\d\d:\d\d:\d\d$/);
    await page.getByTestId('guess-option-1').click();
    await page.getByTestId('guess-amount').fill('10');
    await page.getByTestId('guess-back').click();
    await expect
      .poll(async () => (await site.call<Guess>(`/api/guess/${id}/detail`, undefined, player)).my?.stake, SLOW)
      .toBe(10);
    await page.getByText(/Your stake: 10/).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(ARTIFACTS, 'guess-backed-filling-desktop.png') });
    await page.waitForTimeout(1200);
    await page.screenshot({ path: join(ARTIFACTS, 'guess-backed-desktop.png') });
    expect(await page.getByTestId('guess-odds-1').innerText()).toBe('×2.85');

    // The operator settles (the `npm run ops -- guess settle` code path): pool 30, edge 1.5, the backer wins 28.5.
    const settled = await settleGuess(site.running.database, id, 1, Date.now());
    expect(settled).toMatchObject({ state: 'settled', pool: 30_000, edge: 1_500, winners: 1 });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('guess-receive').waitFor();
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(ARTIFACTS, 'guess-reveal-mid-desktop.png') });
    await page.waitForTimeout(900);
    await page.screenshot({ path: join(ARTIFACTS, 'guess-result-desktop.png') });
    const before = await score(player);
    await page.getByTestId('guess-receive').click();
    await expect.poll(() => score(player), SLOW).toBeCloseTo(before + 28.5, 3);
    await expect.poll(() => page.getByTestId('guess-receive').isDisabled(), SLOW).toBe(true);
    await context.close();

    const phone = await site.signedInPage(player, MOBILE);
    await phone.page.emulateMedia({ reducedMotion: 'reduce' });
    await phone.page.goto(`${site.url}/guess?id=${id}`, { waitUntil: 'networkidle' });
    await phone.page.getByTestId('guess-mine').waitFor();
    await noSideScroll(phone.page);
    await phone.page.screenshot({ path: join(ARTIFACTS, 'guess-result-mobile-reduced.png'), fullPage: true });
    await phone.context.close();

    const fresh = await site.register();
    await coinsFor(fresh, 5);
    const next = await createGuess(site.running.database, {
      event,
      title: 'Will the final go to overtime?',
      options: ['Yes', 'No'],
      closesInMs: 3_600_000,
      now: Date.now(),
    });
    await site.call(`/api/guess/${next}/support/1`, { amount: 3 }, other);
    const mobile = await site.signedInPage(fresh, MOBILE);
    await mobile.page.goto(`${site.url}/guess?id=${next}`, { waitUntil: 'networkidle' });
    await mobile.page.getByTestId('guess-form').waitFor();
    await noSideScroll(mobile.page);
    await mobile.page.waitForTimeout(1200);
    await mobile.page.screenshot({ path: join(ARTIFACTS, 'guess-open-mobile.png'), fullPage: true });
    await mobile.context.close();
  });
});
