import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { readMilli } from '../../platform/db';
import { auditLedger } from '../wallet';

/**
 * The mall's integration test files share this: a real app over HTTP with pistols and rifles imported (no
 * price-sync timer: price tests sync by hand), the ledger audited after every test, and helpers.
 */
export function mallTestApp(opts: { apply: boolean }) {
  const kit = { app: undefined as unknown as TestApp };
  beforeAll(async () => {
    kit.app = await startTestApp(
      { trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
      { CAPTCHA_MODE: 'off', MALL_PRICE_SYNC_SECONDS: '0' },
    );
    await kit.app.catalog.import({ categories: ['pistol', 'rifle'] });
    if (opts.apply) await kit.app.mall.apply();
  }, 90_000);
  afterEach(async () => {
    expect(await auditLedger(kit.app.database.pool)).toEqual([]);
  });
  afterAll(() => kit.app?.close());

  let players = 0;
  const used = new Set<number>();
  const app = () => kit.app;
  const q = async (text: string, params: unknown[] = []) => (await app().database.pool.query(text, params)).rows;
  const count = async (text: string, params: unknown[] = []) => (await q(text, params))[0].n as number;
  const stockOf = async (goodsId: number) =>
    (await q('select stock from mall_stock where goods_id = $1', [goodsId]))[0]?.stock as number | undefined;
  const profile = async (token: string) => (await app().request('/api/user', { headers: bearer(token) })).body.data;

  /** A mall goods priced within [lo, hi] thousandths not used by another test, set to `stock` units. */
  async function stocked(lo: number, hi: number, stock: number) {
    const rows = await q(
      `select g.id, g.price, g.item_id from goods g join mall_stock s on s.goods_id = g.id
       where g.price between $1 and $2 and not (g.id = any($3::int[])) order by g.price, g.id limit 1`,
      [lo, hi, [...used]],
    );
    const row = rows[0]!;
    used.add(row.id);
    await q('update mall_stock set stock = $2 where goods_id = $1', [row.id, stock]);
    return { id: Number(row.id), price: readMilli(row.price), itemId: Number(row.item_id) };
  }

  return {
    app,
    q,
    count,
    stockOf,
    profile,
    stocked,
    /** The number of the latest player (their name is `Shopper{n}`). */
    players: () => players,
    async player() {
      players += 1;
      const token = await registerUser(app(), `Shopper${players}`, `shopper${players}@example.com`);
      const id: number = (await app().request('/api/user', { headers: bearer(token) })).body.data.id;
      return { token, id };
    },
    buy: (token: string | undefined, id: number, headers: Record<string, string> = {}) =>
      app().request(`/api/system_shop/${id}/buy`, { headers: { ...(token ? bearer(token) : {}), ...headers } }),
    itemPage: (id: number, token?: string, query = '') =>
      app().request(`/api/system_shop/item/${id}${query}`, { headers: token ? bearer(token) : {} }),
    list: async (query: string, headers: Record<string, string> = {}) =>
      (await app().request(`/api/system_shop${query}`, { headers })).body,
    /** Everything a purchase could change for a player and a goods. */
    async snapshot(token: string, id: number, goodsId: number) {
      const p = await profile(token);
      return {
        money: p.money,
        shop_score: p.shop_score,
        stock: await stockOf(goodsId),
        items: await q('select knapsack_id, state from items where owner_id = $1 order by 1', [id]),
        ledger: await count('select count(*)::int as n from ledger_tx where user_id = $1', [id]),
        purchases: await count('select count(*)::int as n from mall_purchases where user_id = $1', [id]),
        drops: await count(`select count(*)::int as n from drop_feed where type = 'mall'`),
      };
    },
  };
}
