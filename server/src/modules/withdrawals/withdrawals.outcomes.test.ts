import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer } from '../../../test/auth';
import { grantItems } from '../../../test/items';
import { auditLedger } from '../wallet';
import type { WithdrawalSettings } from './withdrawals.settings';
import {
  extract,
  itemState,
  listen,
  player,
  someGoods,
  TEST_APP_OPTIONS,
  testSettings,
  waitForState,
} from './withdrawals.test-kit';

/** One app per market behaviour; each failed or cancelled withdrawal gives its item back exactly once. */
function scenario(name: string, settings: WithdrawalSettings, body: (ctx: () => Ctx) => void) {
  describe(name, () => {
    let ctx: Ctx;
    beforeAll(async () => {
      const app = await startTestApp({ ...TEST_APP_OPTIONS, withdrawals: settings }, { CAPTCHA_MODE: 'off' });
      await app.catalog.import({ categories: ['pistol'] });
      ctx = { app, goods: await someGoods(app) };
    }, 90_000);
    afterEach(async () => {
      expect(await auditLedger(ctx.app.database.pool)).toEqual([]);
    });
    afterAll(() => ctx?.app.close());
    body(() => ctx);
  });
}
type Ctx = { app: TestApp; goods: Awaited<ReturnType<typeof someGoods>> };

/** Extracts one item, waits for the end state, and checks the item came back once and can be used again. */
async function returnsOnce(ctx: Ctx, end: 'failed' | 'cancelled', passesReady: boolean) {
  const { app } = ctx;
  const p = await player(app);
  const feed = listen(app, p.id);
  const [item] = await grantItems(app, p.id, [ctx.goods[0]!.id]);
  const res = await extract(app, p.token, [item]);
  expect(res.body.code).toBe(200);
  const id = res.body.data.list[0].id as number;
  const row = await waitForState(app, id, end);
  expect(row.finished_at).not.toBeNull();
  expect(await itemState(app, item!)).toBe('owned');
  // Steps that run again (a duplicate job, a sweep) find nothing left to do.
  await Promise.all(Array.from({ length: 10 }, () => app.withdrawals.steps.advance(id)));
  expect(await app.withdrawals.steps.advance(id)).toBeNull();
  expect(await itemState(app, item!)).toBe('owned');
  const moves = await app.database.pool.query(
    "select count(*)::int as n from withdrawals where knapsack_id = $1 and state in ('failed', 'cancelled')",
    [item],
  );
  expect(moves.rows[0].n).toBe(1);
  await expect.poll(() => feed.states(id)).toEqual(passesReady ? ['in_progress', 'ready', end] : ['in_progress', end]);
  expect(feed.events.at(-1)!.reason).toBe(row.reason);
  feed.stop();
  // Back in the backpack: sellable once more, and withdrawable again.
  const sold = await app.request('/api/system_shop/sell', {
    method: 'POST',
    json: { knapsack_id: [item] },
    headers: bearer(p.token),
  });
  expect(sold.body.code).toBe(200);
  return row;
}

scenario('a purchase the market cannot fill', testSettings({}, { failRate: 1 }), (ctx) => {
  it('fails and returns the item once', async () => {
    const row = await returnsOnce(ctx(), 'failed', false);
    expect(row.reason).toBe('sandbox market: no seller could deliver this item');
    expect(row.offer_url).toBeNull();
  });
});

scenario('a price above what the house pays', testSettings({ maxMarkup: 0 }, { priceDrift: 0.5 }), (ctx) => {
  it('fails the items whose market price drifted above the catalogue price, returning them', async () => {
    const { app, goods } = ctx();
    const p = await player(app);
    const items = await grantItems(
      app,
      p.id,
      goods.map((g) => g.id),
    );
    const list = (await extract(app, p.token, items)).body.data.list as Array<{ id: number; knapsack_id: number }>;
    const ends = await Promise.all(
      list.map(async (w) => {
        await expect
          .poll(
            async () =>
              (await app.database.pool.query('select state from withdrawals where id = $1', [w.id])).rows[0].state,
            {
              timeout: 15_000,
            },
          )
          .toMatch(/^(success|failed)$/);
        return (
          await app.database.pool.query('select state, reason, cost, price from withdrawals where id = $1', [w.id])
        ).rows[0];
      }),
    );
    for (const [i, end] of ends.entries()) {
      const expected = end.state === 'success' ? 'withdrawn' : 'owned';
      expect(await itemState(app, list[i]!.knapsack_id)).toBe(expected);
      if (end.state === 'success') expect(Number(end.cost)).toBeLessThanOrEqual(Number(end.price));
      else expect(end.reason).toBe('Item price has increased or item is no longer available');
    }
  });
});

scenario('an offer the player declines', testSettings({}, { declineRate: 1 }), (ctx) => {
  it('is cancelled after the offer was sent and returns the item once', async () => {
    const row = await returnsOnce(ctx(), 'cancelled', true);
    expect(row.reason).toBe('trade offer declined');
    expect(row.offer_url).toMatch(/^https:\/\/steamcommunity\.com\/tradeoffer\//);
  });
});

scenario('an offer nobody answers in time', testSettings({ offerExpiryMs: 50 }, { stepMs: 400 }), (ctx) => {
  it('expires, is cancelled and returns the item once', async () => {
    const row = await returnsOnce(ctx(), 'cancelled', true);
    expect(row.reason).toBe('trade offer expired');
  });
});
