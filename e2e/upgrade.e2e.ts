import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, MOBILE } from './browser';
import { type Envelope, type Site, startSite } from './site';

/**
 * Upgrade journey: a player tops up, opens a case, stakes the drop on /upgrade toward a ×2 target and
 * watches the wheel land on the server's roll; the result and the backpack agree with the answer.
 */
let site: Site;

beforeAll(async () => {
  site = await startSite('upgrade');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

type UpgradeAnswer = { success: boolean; ticket: number; chance: number; knapsack_id: number | null; coins: number };

async function upgradeOnPage(page: Page, knapsackId: number, suffix: string): Promise<UpgradeAnswer> {
  await page.goto(`${site.url}/upgrade`, { waitUntil: 'networkidle' });
  const stake = page.locator(`[data-testid="upgrade-stake-item"][data-knapsack-id="${knapsackId}"]`);
  await stake.locator('label').click();
  await page.locator('[data-testid="upgrade-stake-item"][data-selected]').waitFor();
  await page.getByTestId('upgrade-multiplier-2').click();
  await page.getByTestId('upgrade-chosen').waitFor();
  await expect.poll(async () => (await page.getByTestId('upgrade-chance').first().innerText()).trim()).toMatch(/\d/);
  await page.screenshot({ path: join(ARTIFACTS, `upgrade-before-${suffix}.png`), fullPage: true });

  const answered = page.waitForResponse((r) => r.url().endsWith('/api/upgrade') && r.request().method() === 'POST');
  await page.getByTestId('upgrade-submit').click();
  const answer = ((await (await answered).json()) as Envelope<UpgradeAnswer>).data;
  await page.waitForTimeout(900);
  await page.screenshot({ path: join(ARTIFACTS, `upgrade-spin-${suffix}.png`) });
  await page.getByTestId('upgrade-result').waitFor({ timeout: 20_000 });
  // The pointer stopped on the server's ticket and the page tells the outcome the server decided.
  expect(await page.getByTestId('upgrade-wheel').getAttribute('data-ticket')).toBe(String(answer.ticket));
  expect(await page.getByTestId('upgrade-result').getAttribute('data-success')).toBe(String(answer.success));
  await page.waitForTimeout(400);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(ARTIFACTS, `upgrade-after-${suffix}.png`), fullPage: true });
  return answer;
}

async function openOneCase(token: string): Promise<number> {
  const opened = await site.call<{ list: Array<{ knapsack_id: number }> }>(
    '/api/box/budget-one-buck/open',
    { number: 1 },
    token,
  );
  return opened.list[0]!.knapsack_id;
}

describe('upgrade', () => {
  it('stakes a case drop toward a ×2 target and lands the wheel on the roll (desktop)', async () => {
    const token = await site.register();
    await site.topUp(token);
    const knapsackId = await openOneCase(token);
    const { context, page } = await site.signedInPage(token);
    const answer = await upgradeOnPage(page, knapsackId, 'desktop');

    // The stake is gone; on success the target is in the backpack, on failure the coins gift arrived.
    const backpack = await site.call<{ list: Array<{ knapsack_id: number }> }>(
      '/api/system_shop/backpack?page=1',
      undefined,
      token,
    );
    const ids = backpack.list.map((i) => i.knapsack_id);
    expect(ids).not.toContain(knapsackId);
    if (answer.success) expect(ids).toContain(answer.knapsack_id);
    else expect((await site.call<{ score: number }>('/api/user', undefined, token)).score).toBe(answer.coins);
    await page.getByTestId('upgrade-history').waitFor();
    await context.close();
  });

  it('upgrades on a phone', async () => {
    const token = await site.register();
    await site.topUp(token);
    const knapsackId = await openOneCase(token);
    const { context, page } = await site.signedInPage(token, MOBILE);
    await upgradeOnPage(page, knapsackId, 'mobile');
    await context.close();
  });
});
