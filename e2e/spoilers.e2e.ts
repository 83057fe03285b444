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

type Marks = { shown: Record<string, number>; clicked?: number; landed?: number };

/**
 * Records in the page (Date.now(), one clock for both pages) when each strip card of a feed drop first shows,
 * when Open is clicked and when the case result (all reels landed) shows: a loaded machine may stall the test
 * between two steps, so the order is judged from these marks, not from when the test looked.
 */
async function watch(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __marks: Marks };
    w.__marks = { shown: {} };
    const scan = () => {
      for (const el of document.querySelectorAll('[data-testid="drop-strip"] [data-drop-id]')) {
        w.__marks.shown[el.getAttribute('data-drop-id')!] ??= Date.now();
      }
      if (document.querySelector('[data-testid="case-result"]')) w.__marks.landed ??= Date.now();
    };
    scan();
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
    document.addEventListener(
      'click',
      (e) => {
        if ((e.target as Element).closest?.('[data-testid="case-open"]')) w.__marks.clicked ??= Date.now();
      },
      true,
    );
  });
}
const marks = (page: Page) => page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);

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
    await watch(spectator.page);
    await page.goto(`${site.url}/case/${BOX}`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('case-contents').waitFor();
    await page.getByTestId('drop-strip').waitFor();
    await watch(page);

    await page.getByTestId('case-count-1').click();
    const answer = page.waitForResponse(
      (r) => r.url().includes(`/api/box/${BOX}/open`) && r.request().method() === 'POST',
    );
    await page.getByTestId('case-open').click();
    const drop = ((await (await answer).json()) as Envelope<{ list: { knapsack_id: number }[] }>).data.list[0]!;
    const { rows } = await site.running.database.pool.query('select id from drop_feed where knapsack_id = $1', [
      drop.knapsack_id,
    ]);
    const id = String(rows[0].id);
    await page.screenshot({ path: join(ARTIFACTS, 'spoilers-reel-spinning.png') });

    // The drop comes to both strips in the end.
    await page.getByTestId('case-result').waitFor();
    await expect.poll(async () => (await marks(page)).shown[id], { timeout: 60_000 }).toBeDefined();
    await expect.poll(async () => (await marks(spectator.page)).shown[id], { timeout: 60_000 }).toBeDefined();
    const mine = await marks(page);
    const theirs = await marks(spectator.page);
    // The reel ran its production length, and the player's strip showed the drop only after it had landed.
    expect(mine.landed! - mine.clicked!).toBeGreaterThanOrEqual(CASE_REEL_MS);
    expect(mine.shown[id]!).toBeGreaterThanOrEqual(mine.landed!);
    // A spectator (no reel, no hold on that page) got it no earlier than the server's delay after the click.
    expect(theirs.shown[id]! - mine.clicked!).toBeGreaterThanOrEqual(revealDelayMs.case(0));
    await page.evaluate(() => window.scrollTo(0, 0));
    // Past the card's slide-in, for the picture.
    await page.locator(`[data-testid="drop-strip"] [data-drop-id="${id}"]`).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(ARTIFACTS, 'spoilers-strip-after.png') });
    await spectator.context.close();
    await context.close();
  }, 240_000);
});
