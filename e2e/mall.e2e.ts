import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * Mall journey (issue 6): search and filter the mall, open an item the player cannot afford, top up the
 * difference as shop score through the sandbox processor, come back and finish "Buy and withdraw", then
 * watch the withdrawal reach success on the history page, live. A phone buys, then withdraws from the
 * owned state. The simulated marketplace answers fast and never fails here.
 */
let site: Site;
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_-12';

beforeAll(async () => {
  site = await startSite('mall', {
    // Each marketplace step lasts long enough for a busy machine's page to show it (the offer link while `ready`).
    WITHDRAW_SANDBOX_STEP_MS: '2500',
    WITHDRAW_SANDBOX_FAIL_RATE: '0',
    WITHDRAW_SANDBOX_DECLINE_RATE: '0',
    WITHDRAW_SANDBOX_PRICE_DRIFT: '0',
    WITHDRAW_POLL_SECONDS: '0.5',
  });
  await site.running.mall.apply();
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

type Profile = { shop_score: number; money: number };
type Card = { id: number; price: number };

async function playerWithTradeUrl(): Promise<string> {
  const token = await site.register();
  await site.call('/api/user/trade_url', { trade_url: TRADE_URL }, token);
  return token;
}

/** Searches the mall for AK-47s between $8 and $20 and answers the first card's goods. */
async function searchMall(page: Page, suffix: string): Promise<Card> {
  await page.goto(`${site.url}/mall`, { waitUntil: 'networkidle' });
  await page.getByTestId('mall-card').first().waitFor();
  await page.getByTestId('mall-search').fill('AK-47');
  await page.getByTestId('mall-search').press('Enter');
  await page.waitForURL(/name=AK-47/);
  await page.getByTestId('mall-price-min').fill('8');
  await page.getByTestId('mall-price-max').fill('20');
  // Applied 500 ms after the last change, and kept in the address.
  await page.waitForURL(/price=8.*max_price=20|max_price=20.*price=8/, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const cards = page.getByTestId('mall-card');
  await expect.poll(() => cards.count()).toBeGreaterThan(0);
  const texts = await cards.allInnerTexts();
  for (const text of texts) expect(text).toContain('AK-47');
  await page.screenshot({ path: join(ARTIFACTS, `mall-${suffix}.png`), fullPage: true });

  // The same filters through the API: every card is an AK-47 priced within the range.
  const api = await site.call<{ list: Array<Card & { hash_name: string }> }>(
    '/api/system_shop?name=AK-47&price=8&max_price=20',
  );
  expect(api.list.length).toBeGreaterThan(0);
  for (const goods of api.list) {
    expect(goods.hash_name).toContain('AK-47');
    expect(goods.price).toBeGreaterThanOrEqual(8);
    expect(goods.price).toBeLessThanOrEqual(20);
  }
  return api.list[0] as Card;
}

/** Records, in the page, every state a withdrawal row shows and whether it offers the trade link: `state:offer|-`. */
async function recordRowStates(page: Page, id: number): Promise<void> {
  await page.evaluate((rowId) => {
    const seen: string[] = [];
    (window as unknown as { __rowStates: string[] }).__rowStates = seen;
    const record = () => {
      const row = document.querySelector<HTMLElement>(`[data-testid="withdrawal-row"][data-id="${rowId}"]`);
      if (!row) return;
      const now = `${row.dataset.state}:${row.querySelector('[data-testid="offer-link"]') ? 'offer' : '-'}`;
      if (seen.at(-1) !== now) seen.push(now);
    };
    record();
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
  }, id);
}

async function stateOf(token: string, id: number): Promise<string> {
  const list = await site.call<{ list: Array<{ id: number; state: string }> }>('/api/withdrawals', undefined, token);
  return list.list.find((w) => w.id === id)?.state ?? 'missing';
}

describe('mall', () => {
  it('buys with too little shop score: top up the difference, come back, buy and withdraw, watch it succeed', async () => {
    const token = await playerWithTradeUrl();
    const { context, page } = await site.signedInPage(token);
    const card = await searchMall(page, 'desktop');

    await page.goto(`${site.url}/item/${card.id}`, { waitUntil: 'networkidle' });
    const hashName = await page.getByTestId('item-hash-name').innerText();
    await expect.poll(() => page.title()).toContain(hashName);
    // No shop score yet: the whole price is missing, and the button offers to top it up.
    await expect.poll(() => page.getByTestId('item-shortfall').innerText()).toContain(card.price.toFixed(2));
    await page.screenshot({ path: join(ARTIFACTS, 'item-not-owned-desktop.png'), fullPage: true });

    await page.getByTestId('buy-withdraw').click();
    await page.waitForURL(/\/pay\?/);
    const payUrl = new URL(page.url());
    expect(payUrl.searchParams.get('od')).toBe('1');
    expect(Number(payUrl.searchParams.get('p'))).toBeGreaterThanOrEqual(card.price);
    await page.getByTestId('pay-method-card').click();
    await page.getByTestId('pay-submit').click();
    await page.waitForURL(/\/sandbox\/checkout\/DF/);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/pay\/result\?order_sn=DF/);
    await page.locator('[data-testid="pay-result-state"][data-state="paid"]').waitFor({ timeout: 20_000 });
    const afterTopUp = await site.call<Profile>('/api/user', undefined, token);
    expect(afterTopUp.shop_score).toBeGreaterThanOrEqual(card.price);
    expect(afterTopUp.money).toBe(0);

    // "Back" returns to the item page, which reopens the purchase now that the shop score covers it.
    await page.getByTestId('pay-result-back').click();
    await page.waitForURL(new RegExp(`/item/${card.id}`));
    await page.getByTestId('confirm-buy-withdraw').waitFor({ timeout: 10_000 });
    await page.screenshot({ path: join(ARTIFACTS, 'item-confirm-desktop.png'), fullPage: true });
    await page.getByTestId('confirm-buy-withdraw').click();
    await page.waitForURL(/od=od&oid=\d+/);
    await page.getByTestId('owned-panel').waitFor();
    const oid = Number(new URL(page.url()).searchParams.get('oid'));
    await expect.poll(() => page.getByTestId('track-withdrawal').count(), { timeout: 30_000 }).toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, 'item-owned-desktop.png'), fullPage: true });

    const paid = await site.call<Profile>('/api/user', undefined, token);
    expect(paid.shop_score).toBeCloseTo(afterTopUp.shop_score - card.price, 3);
    const [withdrawal] = (
      await site.call<{ list: Array<{ id: number; knapsack_id: number }> }>('/api/withdrawals', undefined, token)
    ).list;
    expect(withdrawal?.knapsack_id).toBe(oid);

    // The history page follows the withdrawal live to success, with the offer link on the way.
    await page.getByTestId('track-withdrawal').click();
    await page.waitForURL(/\/my\/history\/withdrawals/);
    const row = page.locator(`[data-testid="withdrawal-row"][data-id="${withdrawal!.id}"]`);
    await row.waitFor();
    await recordRowStates(page, withdrawal!.id);
    await page.locator(`[data-testid="withdrawal-row"][data-id="${withdrawal!.id}"][data-state="ready"]`).waitFor({
      timeout: 30_000,
    });
    await page.screenshot({ path: join(ARTIFACTS, 'withdrawals-ready-desktop.png'), fullPage: true });
    await page.locator(`[data-testid="withdrawal-row"][data-id="${withdrawal!.id}"][data-state="success"]`).waitFor({
      timeout: 30_000,
    });
    expect(await stateOf(token, withdrawal!.id)).toBe('success');
    // While it was `ready`, the row offered the trade offer's link (every state the page drew was recorded).
    const seen = await page.evaluate(() => (window as unknown as { __rowStates: string[] }).__rowStates);
    expect(seen).toContain('ready:offer');
    expect(seen.at(-1)).toBe('success:-');
    await page.screenshot({ path: join(ARTIFACTS, 'withdrawals-success-desktop.png'), fullPage: true });

    // The backpack keeps the item as withdrawn, and the ticker names it.
    const backpack = await site.call<{ list: Array<{ knapsack_id: number; state: string }> }>(
      '/api/system_shop/backpack?state=all',
      undefined,
      token,
    );
    expect(backpack.list.find((i) => i.knapsack_id === oid)?.state).toBe('withdrawn');
    const ticker = await site.call<{ withdrawal: Array<{ goods: { hash_name: string } }> }>('/api/rolling_data');
    expect(ticker.withdrawal.map((w) => w.goods.hash_name)).toContain(hashName);
    await context.close();
  });

  it('buys on a phone, then withdraws from the owned item page', async () => {
    const token = await playerWithTradeUrl();
    await site.topUp(token);
    // A deposit straight into shop score, the way /pay?od=1 makes one.
    const { order_sn } = await site.call<{ order_sn: string }>(
      '/api/system_shop/recharge',
      { amount: 25, payment_id: 'card', country: 'US', od: 1 },
      token,
    );
    await fetch(`${site.url}/sandbox/checkout/${order_sn}/pay`, { method: 'POST', redirect: 'manual' });
    await expect
      .poll(async () => (await site.call<Profile>('/api/user', undefined, token)).shop_score, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(25);

    const { context, page } = await site.signedInPage(token, MOBILE);
    const card = await searchMall(page, 'mobile');
    await page.goto(`${site.url}/item/${card.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('buy-only').click();
    await page.getByTestId('buy-only').click();
    await page.waitForURL(/od=od&oid=\d+/);
    await page.getByTestId('owned-panel').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'item-owned-mobile.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    await page.getByTestId('withdraw').click();
    await page.waitForURL(/\/my\/history\/withdrawals/);
    await page.locator('[data-testid="withdrawal-row"][data-state="success"]').first().waitFor({ timeout: 40_000 });
    await page.screenshot({ path: join(ARTIFACTS, 'withdrawals-mobile.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  });
});
