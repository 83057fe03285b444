import { join } from 'node:path';
import { CASE_REEL_MS, revealDelayMs } from '@dropforge/shared/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS } from './browser';
import { type Envelope, type Site, startSite } from './site';

/**
 * No spoilers (issue 14): a player opens a case and the live strip shows the drop only after the reel has
 * landed on it, on the player's own page and on a spectator's, at the production reel length (the shared
 * CASE_REEL_MS, no test hook).
 */
let site: Site;
const BOX = 'budget-one-buck';

beforeAll(async () => {
  site = await startSite('spoilers');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

/** Records (Date.now()) when a strip card of the feed's drop `id` first shows; read with `shownAt`. */
async function watchStrip(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __shown: Record<string, number> };
    w.__shown = {};
    const scan = () => {
      for (const el of document.querySelectorAll('[data-testid="drop-strip"] [data-drop-id]')) {
        const id = el.getAttribute('data-drop-id')!;
        w.__shown[id] ??= Date.now();
      }
    };
    scan();
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
  });
}
const shownAt = (page: Page, id: number) =>
  page.evaluate((i) => (window as unknown as { __shown: Record<string, number> }).__shown[String(i)] ?? null, id);

describe('no spoilers', () => {
  it('shows my drop on the strip only after my reel has landed (and not earlier to a spectator)', async () => {
    const token = await site.register();
    await site.topUp(token);
    const { context, page } = await site.signedInPage(token);
    const spectator = await site.signedInPage(await site.register());

    // A loaded machine (the e2e run shares 2 cores) can be slow to settle: wait for elements, not the network.
    for (const p of [page, spectator.page]) p.setDefaultTimeout(90_000);
    await spectator.page.goto(site.url, { waitUntil: 'domcontentloaded' });
    await spectator.page.getByTestId('drop-strip').waitFor();
    await watchStrip(spectator.page);
    await page.goto(`${site.url}/case/${BOX}`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('case-contents').waitFor();
    await page.getByTestId('drop-strip').waitFor();
    await watchStrip(page);

    await page.getByTestId('case-count-1').click();
    const answer = page.waitForResponse(
      (r) => r.url().includes(`/api/box/${BOX}/open`) && r.request().method() === 'POST',
    );
    const clicked = Date.now();
    await page.getByTestId('case-open').click();
    const drop = ((await (await answer).json()) as Envelope<{ list: { knapsack_id: number }[] }>).data.list[0]!;
    const { rows } = await site.running.database.pool.query('select id from drop_feed where knapsack_id = $1', [
      drop.knapsack_id,
    ]);
    const id = Number(rows[0].id);

    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(ARTIFACTS, 'spoilers-reel-spinning.png') });
    expect(await shownAt(page, id)).toBeNull();
    await page.getByTestId('case-result').waitFor({ timeout: 20_000 });
    const landed = Date.now();
    // The reel ran its production length.
    expect(landed - clicked).toBeGreaterThanOrEqual(CASE_REEL_MS);
    expect(await shownAt(page, id)).toBeNull();
    expect(await shownAt(spectator.page, id)).toBeNull();

    // Then it comes, to both.
    await expect.poll(() => shownAt(page, id), { timeout: 15_000 }).not.toBeNull();
    await expect.poll(() => shownAt(spectator.page, id), { timeout: 15_000 }).not.toBeNull();
    expect((await shownAt(page, id))!).toBeGreaterThanOrEqual(landed);
    expect((await shownAt(spectator.page, id))! - clicked).toBeGreaterThanOrEqual(revealDelayMs.case(0));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(ARTIFACTS, 'spoilers-strip-after.png') });
    await spectator.context.close();
    await context.close();
  }, 240_000);
});
