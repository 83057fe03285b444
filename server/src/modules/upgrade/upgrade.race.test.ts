import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { goodsBetween, grantItems } from '../../../test/items';
import { fund } from '../../../test/wallet';
import { auditLedger } from '../wallet';

/** DESIGN §9: every money-moving endpoint sent many times at once; exactly the allowed number succeed. */
let app: TestApp;
let players = 0;
let stakeGoods: { id: number; price: number };
let target: { id: number; price: number };

beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
  await app.catalog.import({ categories: ['pistol', 'smg'] });
  stakeGoods = (await goodsBetween(app, 1_000, 3_000))!;
  target = (await goodsBetween(app, stakeGoods.price * 2, stakeGoods.price * 4))!;
}, 90_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

async function player() {
  players += 1;
  const token = await registerUser(app, `Racer${players}`, `upgrade-racer${players}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  return { token, id };
}
const upgrade = (token: string, knapsackIds: number[], amount = 0) =>
  app.request('/api/upgrade', {
    method: 'POST',
    json: { knapsack_id: knapsackIds, amount, target_id: target.id, direction: 'under' },
    headers: bearer(token),
  });
const sell = (token: string, knapsackIds: number[]) =>
  app.request('/api/system_shop/sell', { method: 'POST', json: { knapsack_id: knapsackIds }, headers: bearer(token) });
const count = async (sql: string, params: unknown[] = []) =>
  (await app.database.pool.query(sql, params)).rows[0].n as number;
const stateOf = async (id: number) =>
  (await app.database.pool.query('select state from items where knapsack_id = $1', [id])).rows[0]?.state as string;

describe('upgrade races', () => {
  it('the same stake item in 50 parallel upgrades is consumed once', async () => {
    const { token, id } = await player();
    const [stake] = await grantItems(app, id, [stakeGoods.id]);
    const results = await Promise.all(Array.from({ length: 50 }, () => upgrade(token, [stake!])));
    const won = results.filter((r) => r.body.code === 200);
    expect(won).toHaveLength(1);
    const refused = results.filter((r) => r.body.code !== 200).map((r) => [r.body.code, r.body.msg]);
    expect(refused).toEqual(Array(49).fill([409, 'This item is no longer in your backpack']));
    expect(await stateOf(stake!)).toBe('consumed');
    expect(await count('select count(*)::int as n from upgrades where user_id = $1', [id])).toBe(1);
    expect(await count('select count(*)::int as n from rolls where user_id = $1', [id])).toBe(1);
    expect((await app.request('/api/pfv_api', { headers: bearer(token) })).body.data.nonce).toBe(1);
    const owned = await count(`select count(*)::int as n from items where owner_id = $1 and state = 'owned'`, [id]);
    expect(owned).toBe(won[0]!.body.data.success ? 1 : 0);
  }, 60_000);

  it('50 parallel balance upgrades on a balance for exactly 10 spend exactly 10', async () => {
    const { token, id } = await player();
    await fund(app, id, 10_000);
    const results = await Promise.all(Array.from({ length: 50 }, () => upgrade(token, [], 1)));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(10);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.msg === 'Insufficient balance')).toBe(true);
    expect((await app.request('/api/user', { headers: bearer(token) })).body.data.money).toBe(0);
    expect(await count('select count(*)::int as n from upgrades where user_id = $1', [id])).toBe(10);
    const nonces = results.flatMap((r) => (r.body.code === 200 ? [r.body.data.nonce] : []));
    expect(nonces.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  }, 60_000);

  it('a stake item sold at the same moment as an upgrade is used by exactly one of them', async () => {
    const { token, id } = await player();
    const items = await grantItems(app, id, Array(10).fill(stakeGoods.id));
    const raced = await Promise.all(
      items.map(async (item, i) => {
        // Alternate which request leaves first, so each side sometimes gets the row lock.
        const [a, b] =
          i % 2 === 0 ? [sell(token, [item]), upgrade(token, [item])] : [upgrade(token, [item]), sell(token, [item])];
        const [first, second] = await Promise.all([a, b]);
        const [sold, upgraded] = i % 2 === 0 ? [first, second] : [second, first];
        return {
          item,
          sold: sold.body.code === 200,
          upgraded: upgraded.body.code === 200,
          msgs: [sold.body.msg, upgraded.body.msg],
        };
      }),
    );
    for (const r of raced) {
      expect(r.sold !== r.upgraded, `item ${r.item}: ${r.msgs.join(' / ')}`).toBe(true);
      expect(await stateOf(r.item)).toBe(r.sold ? 'sold' : 'consumed');
    }
    const upgrades = raced.filter((r) => r.upgraded).length;
    expect(await count('select count(*)::int as n from upgrades where user_id = $1', [id])).toBe(upgrades);
    const sales = await count(`select count(*)::int as n from ledger_tx where user_id = $1 and kind = 'sell'`, [id]);
    expect(sales).toBe(raced.length - upgrades);
  }, 60_000);
});
