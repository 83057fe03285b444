import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { roll } from '@dropforge/shared/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, DESKTOP, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * Withdrawing what you won (issue 14): a player with a case drop and an upgrade win (no mall purchase) ticks
 * both in the backpack on /my, presses Withdraw, saves the trade URL inside the dialog, confirms, follows the
 * link to the withdrawal history and watches both reach success live through the sandbox market; the item page
 * of another case drop shows it owned (from a case, under "My items", with the exact sale credit); the
 * transaction history lists the withdrawals as item entries. At 1440 and 390 px. Like the mall journey, the
 * simulated market answers fast and never fails or declines here.
 */
let site: Site;
const BOX = 'budget-one-buck';
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_-12';
const SHOTS = process.env.WITHDRAW_SHOTS_DIR;
/** Waits on a shared, busy machine: an awaited condition, never a fixed sleep. */
const POLL = { timeout: 60_000, interval: 200 };

beforeAll(async () => {
  site = await startSite('withdraw', {
    WITHDRAW_SANDBOX_STEP_MS: '700',
    WITHDRAW_SANDBOX_FAIL_RATE: '0',
    WITHDRAW_SANDBOX_DECLINE_RATE: '0',
    WITHDRAW_SANDBOX_PRICE_DRIFT: '0',
    WITHDRAW_POLL_SECONDS: '0.5',
  });
}, 300_000);
afterAll(async () => {
  await site?.stop();
});

type BackpackRow = { knapsack_id: number; source: string; state: string; goods_info: { id: number; price: number } };

async function shot(page: Page, name: string, fullPage = true) {
  const path = join(ARTIFACTS, `${name}.png`);
  // A full page from the top (scrolled, the sticky header would be drawn over the middle of it).
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage });
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(path, join(SHOTS, `${name}.png`));
  }
}

async function openCase(token: string): Promise<number> {
  const opened = await site.call<{ list: Array<{ knapsack_id: number }> }>(
    `/api/box/${BOX}/open`,
    { number: 1 },
    token,
  );
  return opened.list[0]!.knapsack_id;
}

/**
 * An upgrade the player wins: balance staked toward a ×2 target, the direction chosen from the player's next
 * roll (read from the still secret server seed, which only a test may do) and a new client seed when the roll
 * is near the middle. Answers the won item's knapsack id.
 */
async function winUpgrade(token: string): Promise<number> {
  const me = await site.call<{ id: number }>('/api/user', undefined, token);
  const [target] = (
    await site.call<{ list: Array<{ id: number; price: number }> }>(
      '/api/upgrade/targets?min=2&price=3.6&max_price=6&limit=1',
      undefined,
      token,
    )
  ).list;
  const stake = Math.round(target!.price * 500) / 1000;
  for (let attempt = 0; attempt < 20; attempt++) {
    await site.running.fair.service.current(me.id);
    const { rows } = await site.running.database.pool.query(
      'select server_seed, client_seed, nonce from fair_seeds where user_id = $1 and active',
      [me.id],
    );
    const seed = rows[0] as { server_seed: string; client_seed: string; nonce: string };
    const next = roll({
      serverSeed: seed.server_seed,
      game: 'upgrade',
      clientSeed: seed.client_seed,
      nonce: Number(seed.nonce),
    });
    // The chance is about 45 % (half the value × RTP 0.9): keep well inside either side.
    const direction = next.ticket < 30_000_000 ? 'under' : next.ticket >= 70_000_000 ? 'over' : null;
    if (!direction) {
      await site.call('/api/pfv_api', { clientSeed: `withdraw-e2e-${attempt}` }, token);
      continue;
    }
    const answer = await site.call<{ success: boolean; knapsack_id: number | null }>(
      '/api/upgrade',
      { knapsack_id: [], amount: stake, target_id: target!.id, direction },
      token,
    );
    expect(answer.success).toBe(true);
    return answer.knapsack_id!;
  }
  throw new Error('no winnable roll in 20 client seeds');
}

/** A funded player (the deposit also meets WITHDRAW_MIN_DEPOSIT) with two case drops and an upgrade win. */
async function winner() {
  const token = await site.register();
  await site.topUp(token);
  const drop = await openCase(token);
  const spare = await openCase(token);
  const won = await winUpgrade(token);
  const backpack = await site.call<{ list: BackpackRow[] }>('/api/system_shop/backpack?limit=50', undefined, token);
  const byId = new Map(backpack.list.map((i) => [i.knapsack_id, i]));
  expect(byId.get(drop)?.source).toBe('case');
  expect(byId.get(won)?.source).toBe('upgrade');
  return { token, drop, spare: byId.get(spare)!, won };
}

/** `$9.50`, or `$0.285` when the amount has thousandths (how the item page writes credits). */
function exact(amount: number): string {
  const milli = Math.round(amount * 1000);
  return `$${(milli / 1000).toFixed(milli % 10 === 0 ? 2 : 3)}`;
}

const card = (page: Page, knapsackId: number) =>
  page.locator(`[data-testid="backpack-item"][data-knapsack-id="${knapsackId}"]`);

async function journey(viewport: typeof DESKTOP, suffix: string) {
  const { token, drop, spare, won } = await winner();
  const { context, page } = await site.signedInPage(token, viewport);
  // The machine running the suite may be busy: awaited conditions get a minute.
  page.setDefaultTimeout(60_000);
  try {
    await steps(page, viewport, suffix, { token, drop, spare, won });
  } catch (e) {
    await shot(page, `failure-${suffix}`).catch(() => undefined);
    throw e;
  } finally {
    await context.close();
  }
}

async function steps(
  page: Page,
  viewport: typeof DESKTOP,
  suffix: string,
  { token, drop, spare, won }: Awaited<ReturnType<typeof winner>>,
) {
  const noOverflow = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

  // Nothing withdrawn yet: the empty page points to the backpack, not only to the mall.
  await page.goto(`${site.url}/my/history/withdrawals`, { waitUntil: 'networkidle' });
  await page.getByTestId('withdrawals-to-backpack').waitFor();
  await shot(page, `withdrawals-empty-${suffix}`);
  await page.getByTestId('withdrawals-to-backpack').click();
  await page.waitForURL(/\/my#backpack$/);
  await card(page, drop).waitFor();

  // The item page of a case drop: owned, from a case, under "My items", with what a sale really credits.
  await card(page, spare.knapsack_id).getByTestId('backpack-item-details').click();
  await page.waitForURL(new RegExp(`/item/${spare.goods_info.id}\\?oid=${spare.knapsack_id}$`));
  const owned = page.getByTestId('owned-panel');
  await owned.waitFor();
  expect(await owned.getAttribute('data-source')).toBe('case');
  expect(await page.getByTestId('owned-title').innerText()).not.toMatch(/just bought/i);
  expect(await page.getByTestId('owned-origin').innerText()).toMatch(/case/i);
  expect(await page.getByTestId('item-breadcrumb').innerText()).toMatch(/my items/i);
  const page1 = await site.call<{ owned: { recycling_price: number; sell_fee: number } }>(
    `/api/system_shop/item/${spare.goods_info.id}?oid=${spare.knapsack_id}`,
    undefined,
    token,
  );
  const note = await page.getByTestId('sell-note').innerText();
  // Exactly what a sale credits (thousandths shown when there are any), to the balance, and the fee.
  expect(note).toContain(exact(page1.owned.recycling_price));
  expect(note).toContain('balance');
  expect(note).toContain(exact(page1.owned.sell_fee));
  expect(note).toContain('5%');
  await noOverflow();
  await shot(page, `item-owned-case-${suffix}`);

  // The backpack: tick the case drop and the upgrade win; Withdraw with nothing ticked only asks to select.
  await page.goto(`${site.url}/my`, { waitUntil: 'networkidle' });
  await card(page, drop).waitFor();
  await page.getByTestId('backpack-withdraw-selected').click();
  await page.getByText('Please select items first').first().waitFor();
  await card(page, drop).locator('label').click();
  await card(page, won).locator('label').click();
  await expect.poll(() => page.getByTestId('sell-count').first().innerText(), POLL).toBe('2');
  await noOverflow();
  await card(page, drop).scrollIntoViewIfNeeded();
  await shot(page, `my-selection-${suffix}`, false);

  // No trade URL yet: the dialog asks for it first, inline.
  await page.getByTestId('backpack-withdraw-selected').click();
  const dialog = page.getByTestId('withdraw-dialog');
  await dialog.waitFor();
  await expect.poll(() => dialog.getByTestId('withdraw-step').getAttribute('data-step'), POLL).toBe('tradeUrl');
  expect(await dialog.getByTestId('withdraw-item').count()).toBe(2);
  expect(await dialog.getByTestId('withdraw-confirm').isDisabled()).toBe(true);
  await shot(page, `withdraw-trade-url-${suffix}`, false);
  await dialog.locator('input[name="trade_url"]').fill(TRADE_URL);
  await dialog.getByTestId('save-trade-url').click();
  await expect.poll(() => dialog.getByTestId('withdraw-step').getAttribute('data-step'), POLL).toBe('confirm');
  await shot(page, `withdraw-confirm-${suffix}`, false);
  await dialog.getByTestId('withdraw-confirm').click();
  await dialog.getByTestId('withdraw-track').waitFor();
  await shot(page, `withdraw-done-${suffix}`, false);

  const mine = await site.call<{ list: Array<{ id: number; knapsack_id: number; state: string }> }>(
    '/api/withdrawals',
    undefined,
    token,
  );
  const ids = mine.list.filter((w) => w.knapsack_id === drop || w.knapsack_id === won).map((w) => w.id);
  expect(ids).toHaveLength(2);

  // The history follows both withdrawals live to success.
  await dialog.getByTestId('withdraw-track').click();
  await page.waitForURL(/\/my\/history\/withdrawals$/);
  for (const id of ids) {
    await page.locator(`[data-testid="withdrawal-row"][data-id="${id}"]`).waitFor();
  }
  for (const id of ids) {
    await page
      .locator(`[data-testid="withdrawal-row"][data-id="${id}"][data-state="success"]`)
      .waitFor({ timeout: 90_000 });
  }
  await noOverflow();
  await shot(page, `withdrawals-success-${suffix}`);
  const after = await site.call<{ list: BackpackRow[] }>(
    '/api/system_shop/backpack?state=all&limit=50',
    undefined,
    token,
  );
  expect(after.list.find((i) => i.knapsack_id === drop)?.state).toBe('withdrawn');
  expect(after.list.find((i) => i.knapsack_id === won)?.state).toBe('withdrawn');

  // The transaction history: withdrawals are item entries with their state, not money debits.
  await page.goto(`${site.url}/my/history`, { waitUntil: 'networkidle' });
  const rows = page.locator('[data-testid="history-row"][data-type="withdrawal"]');
  await expect.poll(() => rows.count(), POLL).toBe(2);
  expect(await page.locator('[data-testid="history-row"][data-type="withdrawal"][data-state="success"]').count()).toBe(
    2,
  );
  expect(await rows.first().getByTestId('history-item-out').count()).toBe(1);
  expect(await rows.first().getByTestId('history-items').count()).toBe(1);
  await noOverflow();
  await shot(page, `history-${suffix}`);
}

describe('withdrawing what you won', () => {
  it('withdraws a case drop and an upgrade win from the backpack to success (1440 px)', async () => {
    await journey(DESKTOP, 'desktop');
  }, 420_000);

  it('does the same on a phone (390 px)', async () => {
    await journey(MOBILE, 'mobile');
  }, 420_000);
});
