import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite, TOPPED_UP } from './site';

/**
 * Case battles (issue 7): player A creates a 2-player battle of two cheap boxes on /battle/create, player B
 * opens the room from the list and joins; both pages play the rounds the server reveals, every reel stops on
 * the server's drop, both pages crown the winner the API names and the winner's backpack holds every item.
 * On a phone, a creator calls bots into a 3-player battle and watches it to the end. Rounds every 1.5 s.
 */
let site: Site;

beforeAll(async () => {
  site = await startSite('battles', { BATTLE_ROUND_MS: '1500' });
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

type Drop = { slot: number; goods: { id: number }; value: number };
type Detail = {
  id: number;
  state: string;
  rounds: number;
  winners: number[];
  results: Array<{ round: number; drops: Drop[] }>;
  slots: Array<{ slot: number; won: boolean | null } | null>;
};

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage });

/**
 * Starts recording, in the page, every reel that stops: `round:slot:goodsId` of the card under the line. A mutation
 * observer sees every state the page commits, however briefly it stays (a poll would miss one on a busy machine).
 */
async function recordLandings(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { __landed: Set<string> }).__landed = seen;
    const record = () => {
      for (const reel of document.querySelectorAll<HTMLElement>('[data-testid="battle-reel"][data-state="landed"]')) {
        const card = reel.querySelector<HTMLElement>('[data-testid="battle-reel-winner"]');
        if (card) seen.add(`${reel.dataset.round}:${reel.dataset.slot}:${card.dataset.goodsId}`);
      }
    };
    record();
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state', 'data-round', 'data-testid'],
    });
  });
}

async function landings(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __landed: Set<string> }).__landed]);
}

/** What the API says each reel must stop on, as `round:slot:goodsId`. */
function expectedLandings(detail: Detail): string[] {
  return detail.results.flatMap((r) => r.drops.map((d) => `${r.round}:${d.slot}:${d.goods.id}`));
}

/** The page's drops under each seat (`round:slot:goodsId`), the winner it crowns and who it lights. */
async function pageOutcome(page: Page) {
  const drops = await page
    .locator('[data-testid="battle-drop"]')
    .evaluateAll((els) => els.map((el) => `${el.dataset.round}:${el.dataset.slot}:${el.dataset.goodsId}`));
  const winners = await page.getByTestId('battle-result').getAttribute('data-winners');
  const lit = await page
    .locator('[data-testid="battle-seat"][data-won="true"]')
    .evaluateAll((els) => els.map((el) => Number(el.dataset.slot)));
  return { drops: drops.sort(), winners, lit };
}

async function waitForRoom(page: Page): Promise<number> {
  await page.waitForURL(/\/battle\/\d+/);
  await page.getByTestId('battle-room').waitFor();
  return Number(/\/battle\/(\d+)/.exec(page.url())![1]);
}

async function finish(page: Page, id: number, token: string): Promise<Detail> {
  await page.getByTestId('battle-result').waitFor({ timeout: 40_000 });
  const detail = await site.call<Detail>(`/api/battle/${id}`, undefined, token);
  expect(detail.state).toBe('ended');
  expect(detail.results).toHaveLength(detail.rounds);
  return detail;
}

const boxPrice = async (id: string) => (await site.call<{ price: number }>(`/api/box/${id}`)).price;
const usd = (amount: number) => `$${amount.toFixed(2)}`;

describe('battles', () => {
  it('two players: create, join from the list, reels stop on the drops, one winner everywhere (desktop)', async () => {
    const [tokenA, tokenB] = await Promise.all([site.register(), site.register()]);
    // Case prices follow the catalogue (market prices, or the estimate when the price file is absent).
    const entry = 2 * (await boxPrice('budget-one-buck'));
    const left = usd(TOPPED_UP - entry);
    await Promise.all([site.topUp(tokenA), site.topUp(tokenB)]);
    const a = await site.signedInPage(tokenA);
    const b = await site.signedInPage(tokenB);

    // B watches the waiting list; A builds the battle: One Buck twice, 1v1 standard.
    await b.page.goto(`${site.url}/battle`, { waitUntil: 'networkidle' });
    await a.page.goto(`${site.url}/battle/create`, { waitUntil: 'networkidle' });
    await a.page.getByTestId('battle-box-search').fill('One Buck');
    const option = a.page.locator('[data-testid="battle-box-option"][data-box-id="budget-one-buck"]');
    await option.click();
    await option.click();
    await expect.poll(() => a.page.getByTestId('battle-create-cost').innerText()).toBe(usd(entry));
    expect(await a.page.getByTestId('battle-selection-row').count()).toBe(1);
    await shot(a.page, 'battle-create-desktop');
    await a.page.locator('[data-testid="battle-create-submit"]:visible').click();
    const id = await waitForRoom(a.page);
    await expect.poll(() => a.page.getByTestId('balance').innerText()).toContain(left);

    // The new battle reaches B's list live (no reload); B opens it and joins seat 1.
    const card = b.page.locator(`[data-testid="battle-card"][data-battle-id="${id}"]`);
    await card.waitFor({ timeout: 10_000 });
    await shot(b.page, 'battles-list-desktop');
    await card.getByTestId('battle-card-join').click();
    await waitForRoom(b.page);
    await recordLandings(a.page);
    await recordLandings(b.page);
    await b.page.locator('[data-testid="battle-join"][data-slot="1"]').click();

    // Both pages play the rounds as the server reveals them.
    await a.page.locator('[data-testid="battle-reel"][data-state="spinning"]').first().waitFor({ timeout: 15_000 });
    await a.page.waitForTimeout(350);
    await shot(a.page, 'battle-round-desktop', false);
    const detail = await finish(a.page, id, tokenA);
    await b.page.getByTestId('battle-result').waitFor({ timeout: 15_000 });

    const expected = expectedLandings(detail);
    for (const page of [a.page, b.page]) {
      // Every reel stopped on the server's drop, and nothing else was ever under the line.
      expect((await landings(page)).sort()).toEqual([...expected].sort());
      const outcome = await pageOutcome(page);
      expect(outcome.drops).toEqual([...expected].sort());
      expect(outcome.winners).toBe(detail.winners.join(','));
      expect(outcome.lit).toEqual(detail.winners);
    }
    await a.page.waitForTimeout(600);
    await shot(a.page, 'battle-result-desktop');
    await shot(b.page, 'battle-result-desktop-b');

    // The winner's backpack holds every item of the battle; each player paid the entry and nothing came back in cash.
    const winnerToken = detail.winners[0] === 0 ? tokenA : tokenB;
    const backpack = await site.call<{ list: Array<{ goods_info: { id: number } }> }>(
      '/api/system_shop/backpack?page=1&limit=50',
      undefined,
      winnerToken,
    );
    const held = backpack.list.map((item) => item.goods_info.id).sort();
    const won = detail.results.flatMap((r) => r.drops.map((d) => d.goods.id)).sort();
    expect(held).toEqual(won);
    for (const token of [tokenA, tokenB]) {
      expect((await site.call<{ money: number }>('/api/user', undefined, token)).money).toBeCloseTo(
        TOPPED_UP - entry,
        3,
      );
    }
    await expect.poll(() => b.page.getByTestId('balance').innerText()).toContain(left);
    await a.context.close();
    await b.context.close();
  });

  it('a creator calls bots into a 3-player battle and watches it to the end (phone)', async () => {
    const token = await site.register();
    await site.topUp(token);
    const { context, page } = await site.signedInPage(token, MOBILE);
    await page.goto(`${site.url}/battle`, { waitUntil: 'networkidle' });
    await shot(page, 'battles-list-mobile');

    await page.goto(`${site.url}/battle/create`, { waitUntil: 'networkidle' });
    await page.getByTestId('battle-layout-1v1v1').click();
    await page.locator('[data-testid="battle-box-option"][data-box-id="budget-pennies"]').click();
    await page.locator('[data-testid="battle-box-option"][data-box-id="budget-half-dollar"]').click();
    const cost = (await boxPrice('budget-pennies')) + (await boxPrice('budget-half-dollar'));
    await expect.poll(() => page.getByTestId('battle-create-cost').innerText()).toBe(usd(cost));
    await shot(page, 'battle-create-mobile', false);
    await page.locator('[data-testid="battle-create-submit"]:visible').click();
    const id = await waitForRoom(page);
    expect(await page.locator('[data-testid="battle-join"]').count()).toBe(0);
    await recordLandings(page);
    await page.getByTestId('battle-bots').click();

    await page.locator('[data-testid="battle-reel"][data-state="spinning"]').first().waitFor({ timeout: 15_000 });
    await page.getByTestId('battle-round-counter').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -70));
    await page.waitForTimeout(300);
    await shot(page, 'battle-round-mobile', false);
    const detail = await finish(page, id, token);
    expect(detail.slots.map((s) => s !== null)).toEqual([true, true, true]);
    const expected = expectedLandings(detail);
    expect((await landings(page)).sort()).toEqual([...expected].sort());
    const outcome = await pageOutcome(page);
    expect(outcome.drops).toEqual([...expected].sort());
    expect(outcome.winners).toBe(detail.winners.join(','));
    expect(outcome.lit).toEqual(detail.winners);
    await page.waitForTimeout(600);
    await page.getByTestId('battle-result').scrollIntoViewIfNeeded();
    await shot(page, 'battle-result-mobile', false);
    await context.close();
  });

  it('a private battle asks for its room password; the link with the code opens it', async () => {
    const token = await site.register();
    await site.topUp(token);
    const created = await site.call<{ id: number; code: string | null }>(
      '/api/battle',
      { boxes: ['budget-pennies'], players: 2, mode: 'crazy', private: true },
      token,
    );
    expect(created.code).toBeTruthy();
    const visitor = await site.register();
    const { context, page } = await site.signedInPage(visitor);
    await page.goto(`${site.url}/battle/${created.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('battle-password').waitFor();
    await page.getByTestId('battle-password').locator('input').fill(created.code!);
    await page.getByTestId('battle-password').locator('button[type="submit"]').click();
    await page.getByTestId('battle-room').waitFor();
    expect(page.url()).toContain(`code=${created.code}`);
    expect(await page.locator('[data-testid="battle-join"][data-slot="1"]').count()).toBe(1);
    await context.close();
  });
});
