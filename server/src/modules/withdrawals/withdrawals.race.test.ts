import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer } from '../../../test/auth';
import { grantItems } from '../../../test/items';
import { auditLedger } from '../wallet';
import { extract, itemState, player, someGoods, TEST_APP_OPTIONS, testSettings } from './withdrawals.test-kit';

/** DESIGN §9 over real HTTP: the same request many times at once; exactly the allowed number succeed. */
let app: TestApp;
let goods: Awaited<ReturnType<typeof someGoods>>;

beforeAll(async () => {
  app = await startTestApp({ ...TEST_APP_OPTIONS, withdrawals: testSettings() }, { CAPTCHA_MODE: 'off' });
  await app.catalog.import({ categories: ['pistol'] });
  goods = await someGoods(app);
}, 90_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

const sell = (token: string, ids: number[]) =>
  app.request('/api/system_shop/sell', { method: 'POST', json: { knapsack_id: ids }, headers: bearer(token) });
const count = async (sql: string, params: unknown[]) =>
  (await app.database.pool.query(sql, params)).rows[0].n as number;
const withdrawalsOfItem = (id: number) =>
  count('select count(*)::int as n from withdrawals where knapsack_id = $1', [id]);
const sellCredits = (id: number) =>
  count(`select count(*)::int as n from ledger_tx where kind = 'sell' and idempotency_key like '%:' || $1`, [id]);

describe('withdrawal races', () => {
  it('50 parallel extracts of one item create one withdrawal', async () => {
    const p = await player(app);
    const [item] = await grantItems(app, p.id, [goods[0]!.id]);
    const results = await Promise.all(Array.from({ length: 50 }, () => extract(app, p.token, [item])));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.body.code !== 200);
    expect(refused.every((r) => r.body.code === 409 && r.body.msg === 'Withdraw failed')).toBe(true);
    expect(await withdrawalsOfItem(item!)).toBe(1);
    expect(['withdrawing', 'withdrawn']).toContain(await itemState(app, item!));
  }, 60_000);

  it('50 parallel extracts of overlapping item sets lock each item once', async () => {
    const p = await player(app);
    const items = await grantItems(
      app,
      p.id,
      goods.slice(0, 4).map((g) => g.id),
    );
    const sets = Array.from({ length: 50 }, (_, i) => [items[i % 4]!, items[(i + 1) % 4]!]);
    const results = await Promise.all(sets.map((ids) => extract(app, p.token, ids)));
    const won = results.filter((r) => r.body.code === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(won.length).toBeLessThanOrEqual(2);
    for (const item of items) expect(await withdrawalsOfItem(item)).toBeLessThanOrEqual(1);
    const rows = await count('select count(*)::int as n from withdrawals where user_id = $1', [p.id]);
    expect(rows).toBe(won.length * 2);
  }, 60_000);

  it('an extract and a sale of the same item at once: exactly one wins', async () => {
    const p = await player(app);
    const items = await grantItems(
      app,
      p.id,
      Array.from({ length: 10 }, (_, i) => goods[i % goods.length]!.id),
    );
    for (const item of items) {
      const requests = Array.from({ length: 20 }, (_, i) =>
        i % 2 ? sell(p.token, [item]) : extract(app, p.token, [item]),
      );
      const results = await Promise.all(requests);
      expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
      const withdrawn = await withdrawalsOfItem(item);
      const credited = await sellCredits(item);
      expect(withdrawn + credited).toBe(1);
      expect(await itemState(app, item)).toMatch(withdrawn ? /^(withdrawing|withdrawn)$/ : /^sold$/);
    }
  }, 60_000);
});
