import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer } from '../../../test/auth';
import { fund } from '../../../test/wallet';
import { auditLedger } from '../wallet';

/** DESIGN §9: every money-moving endpoint sent many times at once; exactly the allowed number succeed. */
let app: TestApp;
let players = 0;
let goods: { id: number; price: number };

beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
  await app.catalog.import({ categories: ['pistol', 'smg'] });
  await app.mall.apply();
  const { rows } = await app.database.pool.query(
    `select g.id, g.price from goods g join mall_stock s on s.goods_id = g.id
     where g.price between 1000 and 3000 order by g.price, g.id limit 1`,
  );
  goods = { id: Number(rows[0].id), price: Number(rows[0].price) };
}, 90_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

/** A signed-in player with `shopScore` thousandths (made directly, as the bench does: 50 e-mail sign-ups are slow). */
async function player(shopScore: number) {
  players += 1;
  const { rows } = await app.database.pool.query<{ id: number }>(
    'insert into users (name, extension_code) values ($1, $2) returning id',
    [`MallRacer${players}`, `MR${players}`],
  );
  const id = rows[0]!.id;
  if (shopScore > 0) await fund(app, id, shopScore, 'shop_score');
  const req = { headers: { 'user-agent': 'race' }, ip: '127.0.0.1' } as unknown as FastifyRequest;
  return { id, token: await app.sessions.create(id, req) };
}
const buy = (token: string, headers: Record<string, string> = {}) =>
  app.request(`/api/system_shop/${goods.id}/buy`, { headers: { ...bearer(token), ...headers } });
const shopScoreOf = async (id: number) =>
  Number(
    (
      await app.database.pool.query(
        `select coalesce(sum(balance), 0) as b from accounts
         where owner = 'user' and owner_id = $1 and name = 'main' and currency = 'shop_score'`,
        [id],
      )
    ).rows[0].b,
  );
const setStock = (stock: number) =>
  app.database.pool.query('update mall_stock set stock = $2, restock = $2 where goods_id = $1', [goods.id, stock]);
const stock = async () =>
  (await app.database.pool.query('select stock from mall_stock where goods_id = $1', [goods.id])).rows[0].stock;

describe('mall races', () => {
  it('50 players buying the last unit at once: one gets it, 49 are told it is out of stock', async () => {
    await setStock(1);
    const racers = await Promise.all(Array.from({ length: 50 }, () => player(goods.price)));
    const results = await Promise.all(racers.map((p) => buy(p.token)));
    const won = results.flatMap((r, i) => (r.body.code === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    const refused = results.filter((r) => r.body.code !== 200).map((r) => [r.body.code, r.body.msg]);
    expect(refused).toEqual(Array(49).fill([409, 'Sorry, this item is out of stock']));
    expect(results[won[0]!]!.body.data).toMatchObject({ stock: 0, shop_score: 0, price: goods.price / 1000 });
    expect(await stock()).toBe(0);
    const balances = await Promise.all(racers.map((p) => shopScoreOf(p.id)));
    expect(balances).toEqual(racers.map((_, i) => (i === won[0] ? 0 : goods.price)));
    const { rows } = await app.database.pool.query(
      `select owner_id, source, bought_with from items where goods_id = $1 and owner_id = any($2::int[])`,
      [goods.id, racers.map((p) => p.id)],
    );
    expect(rows).toEqual([{ owner_id: racers[won[0]!]!.id, source: 'mall', bought_with: 'shop_score' }]);
  }, 60_000);

  it('one player firing 50 buys with shop score for 3: exactly 3 bought, the rest short by the exact difference', async () => {
    await setStock(100);
    const spare = goods.price - 1;
    const { id, token } = await player(goods.price * 3 + spare);
    const results = await Promise.all(Array.from({ length: 50 }, () => buy(token)));
    const won = results.filter((r) => r.body.code === 200);
    expect(won).toHaveLength(3);
    const refused = results.filter((r) => r.body.code !== 200).map((r) => r.body);
    expect(refused).toEqual(
      Array(47).fill({ code: 422, msg: 'Insufficient balance', data: { diff_price: 0.001, diff_type: 'payment' } }),
    );
    expect(won.map((r) => r.body.data.stock).sort((a, b) => b - a)).toEqual([99, 98, 97]);
    expect(won.map((r) => r.body.data.shop_score).sort((a, b) => b - a)).toEqual(
      [2, 1, 0].map((n) => (goods.price * n + spare) / 1000),
    );
    expect(await stock()).toBe(97);
    expect(await shopScoreOf(id)).toBe(spare);
    const bought = await app.database.pool.query(
      `select count(*)::int as n from items where owner_id = $1 and source = 'mall'`,
      [id],
    );
    expect(bought.rows[0].n).toBe(3);
  }, 60_000);

  it('one Idempotency-Key sent 30 times at once buys once, and every copy answers the same purchase', async () => {
    await setStock(50);
    const { id, token } = await player(goods.price * 5);
    const results = await Promise.all(Array.from({ length: 30 }, () => buy(token, { 'Idempotency-Key': 'same-buy' })));
    expect(results.map((r) => r.body.code)).toEqual(Array(30).fill(200));
    expect(new Set(results.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
    expect(results[0]!.body.data).toMatchObject({ stock: 49, shop_score: (goods.price * 4) / 1000 });
    expect(await stock()).toBe(49);
    expect(await shopScoreOf(id)).toBe(goods.price * 4);
    const bought = await app.database.pool.query('select count(*)::int as n from mall_purchases where user_id = $1', [
      id,
    ]);
    expect(bought.rows[0].n).toBe(1);
  }, 60_000);
});
