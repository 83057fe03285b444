import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, MOBILE } from './browser';
import { type Envelope, type Site, startSite, TOPPED_UP } from './site';

/**
 * Cases journey: a player tops up through the sandbox processor, opens a $1 case three times at once
 * and watches the reels land on what the server drew, keeps the drops, verifies one roll on
 * /provablyfair after rotating the seed pair, then sells one drop from the sell dialog. Desktop and phone.
 */
let site: Site;
const BOX = 'budget-one-buck';

beforeAll(async () => {
  site = await startSite('cases');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

type Drop = {
  knapsack_id: number;
  goods: { id: number; name: string };
  ticket: number;
  nonce: number;
  clientSeed: string;
};

/** Opens `count` cases from the case page; answers the server's drops after the reels have landed. */
async function openOnPage(page: Page, count: number, suffix: string): Promise<Drop[]> {
  await page.getByTestId(`case-count-${count}`).click();
  const answer = page.waitForResponse(
    (r) => r.url().includes(`/api/box/${BOX}/open`) && r.request().method() === 'POST',
  );
  await page.getByTestId('case-open').click();
  const drops = ((await (await answer).json()) as Envelope<{ list: Drop[] }>).data.list;
  expect(drops).toHaveLength(count);
  await page.waitForTimeout(700);
  await page.screenshot({ path: join(ARTIFACTS, `case-reel-${suffix}.png`) });
  await page.getByTestId('case-result').waitFor({ timeout: 20_000 });
  // Each reel stopped on the item the server drew, in order.
  const landed = await page
    .getByTestId('case-reel-winner')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-goods-id'))));
  expect(landed).toEqual(drops.map((d) => d.goods.id));
  await page.waitForTimeout(400);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(ARTIFACTS, `case-result-${suffix}.png`), fullPage: true });
  return drops;
}

describe('cases', () => {
  it('opens ×3, lands on the drawn items, verifies a roll and sells one drop (desktop)', async () => {
    const token = await site.register();
    await site.topUp(token);
    const { context, page } = await site.signedInPage(token);

    await page.goto(site.url, { waitUntil: 'networkidle' });
    // Under a loaded machine the grid can render after the network settles: wait for it, then count.
    await expect.poll(() => page.getByTestId('case-card').count(), { timeout: 15_000 }).toBeGreaterThan(20);
    await page.screenshot({ path: join(ARTIFACTS, 'cases-home-desktop.png'), fullPage: true });

    await page.goto(`${site.url}/case/${BOX}`, { waitUntil: 'networkidle' });
    await page.getByTestId('case-contents').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'case-page-desktop.png'), fullPage: true });

    const drops = await openOnPage(page, 3, 'desktop');
    const box = await site.call<{ price: number }>(`/api/box/${BOX}`);
    const afterOpen = Math.round((TOPPED_UP - 3 * box.price) * 1000) / 1000;
    await expect.poll(() => page.getByTestId('balance').innerText()).toContain(`$${afterOpen.toFixed(2)}`);
    await page.getByTestId('case-keep').first().click();

    // Rotating reveals the server seed the drops were rolled with; the page recomputes the first roll.
    await page.goto(`${site.url}/provablyfair`, { waitUntil: 'networkidle' });
    await page.getByTestId('fair-seeds').waitFor();
    const rotated = page.waitForResponse((r) => r.url().endsWith('/api/pfv_api') && r.request().method() === 'POST');
    await page.getByTestId('fair-rotate').click();
    await page.getByTestId('fair-rotate-confirm').click();
    const previous = (
      (await (await rotated).json()) as Envelope<{ previous: { serverSeed: string; serverSeedHash: string } }>
    ).data.previous;
    const first = drops[0]!;
    const query = new URLSearchParams({
      serverSeed: previous.serverSeed,
      hash: previous.serverSeedHash,
      clientSeed: first.clientSeed,
      nonce: String(first.nonce),
      case: BOX,
      ticket: String(first.ticket),
    });
    await page.goto(`${site.url}/provablyfair?${query}`, { waitUntil: 'networkidle' });
    await expect
      .poll(async () => (await page.getByTestId('fair-ticket').innerText()).replace(/\D/g, ''))
      .toBe(String(first.ticket));
    await expect.poll(() => page.getByTestId('fair-hash-match').getAttribute('data-match')).toBe('true');
    await expect.poll(() => page.getByTestId('fair-ticket-match').getAttribute('data-match')).toBe('true');
    await expect
      .poll(() => page.getByTestId('fair-item').innerText())
      .toContain(first.goods.name.split(' | ')[1] ?? '');
    await page.screenshot({ path: join(ARTIFACTS, 'provablyfair-desktop.png'), fullPage: true });

    // Sell one drop from the sell dialog; the other two stay in the backpack.
    await page.goto(`${site.url}/my`, { waitUntil: 'networkidle' });
    await page.getByTestId('sell-open').click();
    const dialog = page.getByTestId('sell-dialog');
    await dialog.getByTestId('backpack-item').first().waitFor();
    await dialog.getByTestId('backpack-item').first().locator('label').click();
    await dialog.locator('[data-testid="backpack-item"][data-selected]').first().waitFor();
    const sold = page.waitForResponse((r) => r.url().endsWith('/api/system_shop/sell'));
    await dialog.getByTestId('sell-submit').click();
    const recycling = ((await (await sold).json()) as Envelope<{ recycling_price: number }>).data.recycling_price;
    expect(recycling).toBeGreaterThan(0);
    const money = (await site.call<{ money: number }>('/api/user', undefined, token)).money;
    expect(money).toBeCloseTo(afterOpen + recycling, 3);
    const owned = await site.call<{ total: number }>('/api/system_shop/backpack?page=1', undefined, token);
    expect(owned.total).toBe(2);
    await page.screenshot({ path: join(ARTIFACTS, 'sell-dialog-desktop.png') });
    await context.close();
  });

  it('opens a case on a phone', async () => {
    const token = await site.register();
    await site.topUp(token);
    const { context, page } = await site.signedInPage(token, MOBILE);
    await page.goto(site.url, { waitUntil: 'networkidle' });
    await page.screenshot({ path: join(ARTIFACTS, 'cases-home-mobile.png'), fullPage: true });
    await page.goto(`${site.url}/case/${BOX}`, { waitUntil: 'networkidle' });
    await page.getByTestId('case-contents').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'case-page-mobile.png'), fullPage: true });
    await openOnPage(page, 1, 'mobile');
    await context.close();
  });
});
