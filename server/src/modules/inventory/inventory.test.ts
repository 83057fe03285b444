import { milli, mulRate, parseMilli } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { auditLedger } from '../wallet';

let app: TestApp;
let token: string;
let userId: number;
type Goods = { id: number; price: number; quality: string; category_type: string };
let goods: Goods[];

beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
  await app.catalog.import({ categories: ['pistol'] });
  token = await registerUser(app, 'Seller', 'seller@example.com');
  userId = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  goods = (
    await app.database.pool.query(
      `select id, price, quality, category_type from goods
       where kind = 'normal' and price between 1000 and 200000 order by id limit 12`,
    )
  ).rows;
}, 60_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

const grant = (ids: number[], source: 'case' | 'mall' | 'raffle' = 'case', user = userId) =>
  app.database.withTx((tx) =>
    app.inventory.service.grant(tx, user, ids, source, source === 'mall' ? 'shop_score' : 'money'),
  );
const sell = (ids: unknown[], t = token) =>
  app.request('/api/system_shop/sell', { method: 'POST', json: { knapsack_id: ids }, headers: bearer(t) });
const profile = async (t = token) => (await app.request('/api/user', { headers: bearer(t) })).body.data;
const stateOf = async (id: number) =>
  (await app.database.pool.query('select state from items where knapsack_id = $1', [id])).rows[0].state;
const net = (price: number) => price - mulRate(milli(price), 0.05);

describe('backpack', () => {
  it('lists owned items with filters, order and pages', async () => {
    const granted = await grant(goods.slice(0, 12).map((g) => g.id));
    expect(granted.map((g) => g.goods_id)).toEqual(goods.slice(0, 12).map((g) => g.id));
    const page1 = await app.request('/api/system_shop/backpack', { headers: bearer(token) });
    expect(page1.body.data.total).toBe(12);
    expect(page1.body.data.list).toHaveLength(10);
    expect(page1.body.data.list[0].knapsack_id).toBe(granted.at(-1)!.knapsack_id);
    const page2 = await app.request('/api/system_shop/backpack?page=2', { headers: bearer(token) });
    expect(page2.body.data.list).toHaveLength(2);
    const item = page1.body.data.list[0];
    expect(item).toMatchObject({ id: item.knapsack_id, source: 'case', sellable: true });
    expect(item.goods_info).toHaveProperty('hash_name');
    expect(item.goods_info.quality).toHaveProperty('color');
    // The variant travels with the item, so cards show StatTrak™ / Souvenir without parsing names.
    expect(['Normal', 'StatTrak™', 'Souvenir']).toContain(item.goods_info.type.name);
    expect(item.goods_info.type.name === 'StatTrak™').toBe(item.goods_info.hash_name.startsWith('StatTrak™'));
    expect(parseMilli(item.recycling_price)).toBe(net(parseMilli(item.price)));

    const byPrice = await app.request('/api/system_shop/backpack?field=price&sort=asc&limit=50', {
      headers: bearer(token),
    });
    const prices = byPrice.body.data.list.map((i: { price: number }) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const quality = goods[0]!.quality;
    const byQuality = await app.request(`/api/system_shop/backpack?limit=50&quality=${encodeURIComponent(quality)}`, {
      headers: bearer(token),
    });
    expect(byQuality.body.data.total).toBe(goods.filter((g) => g.quality === quality).length);
    const cheap = await app.request('/api/system_shop/backpack?limit=50&price=-10', { headers: bearer(token) });
    expect(cheap.body.data.total).toBe(goods.filter((g) => g.price <= 10_000).length);
    const pistols = await app.request('/api/system_shop/backpack?limit=50&type=pistol', { headers: bearer(token) });
    expect(pistols.body.data.total).toBe(12);
    expect((await app.request('/api/system_shop/backpack?price=abc', { headers: bearer(token) })).body.code).toBe(400);
    expect((await app.request('/api/system_shop/backpack')).body.msg).toBe('Please log in first');
  });
});

describe('selling', () => {
  it('sells at the current price minus the fee into the balance the item was bought with', async () => {
    const [a, b] = await grant([goods[0]!.id, goods[1]!.id]);
    const [m] = await grant([goods[2]!.id], 'mall');
    const before = await profile();
    const res = await sell([a!.knapsack_id, b!.knapsack_id, m!.knapsack_id]);
    expect(res.body.code).toBe(200);
    const expectedMoney = net(goods[0]!.price) + net(goods[1]!.price);
    const expectedShop = net(goods[2]!.price);
    expect(parseMilli(res.body.data.money)).toBe(expectedMoney);
    expect(parseMilli(res.body.data.shop_score)).toBe(expectedShop);
    expect(parseMilli(res.body.data.recycling_price)).toBe(expectedMoney + expectedShop);
    const after = await profile();
    expect(parseMilli(after.money) - parseMilli(before.money)).toBe(expectedMoney);
    expect(parseMilli(after.shop_score) - parseMilli(before.shop_score)).toBe(expectedShop);
    expect(await stateOf(a!.knapsack_id)).toBe('sold');
    // Sold once: a second sale fails and changes nothing.
    expect((await sell([a!.knapsack_id])).body.msg).toBe('Sale failed');
    expect((await profile()).money).toBe(after.money);
    const history = await app.request('/api/wallet/transactions?type=sell', { headers: bearer(token) });
    expect(history.body.data.total).toBe(2);
  });

  it('refuses empty requests, raffle prizes and other players’ items, selling nothing of the request', async () => {
    expect((await sell([])).body.msg).toBe('Please select items first');
    const [own] = await grant([goods[3]!.id]);
    const [raffle] = await grant([goods[4]!.id], 'raffle');
    const other = await registerUser(app, 'Other', 'other@example.com');
    const otherId = (await profile(other)).id;
    const [theirs] = await grant([goods[5]!.id], 'case', otherId);
    const before = await profile();
    expect((await sell([own!.knapsack_id, raffle!.knapsack_id])).body.msg).toBe('Sale failed');
    expect((await sell([own!.knapsack_id, theirs!.knapsack_id])).body.msg).toBe('Sale failed');
    expect((await sell([own!.knapsack_id, 999_999_999])).body.msg).toBe('Sale failed');
    expect(await stateOf(own!.knapsack_id)).toBe('owned');
    expect(await stateOf(raffle!.knapsack_id)).toBe('owned');
    expect(await stateOf(theirs!.knapsack_id)).toBe('owned');
    expect((await profile()).money).toBe(before.money);
    const list = await app.request('/api/system_shop/backpack?limit=50', { headers: bearer(token) });
    const shown = list.body.data.list.find((i: { knapsack_id: number }) => i.knapsack_id === raffle!.knapsack_id);
    expect(shown).toMatchObject({ source: 'raffle', sellable: false, recycling_price: 0 });
    expect((await sell([own!.knapsack_id])).body.code).toBe(200);
  });

  it('100 parallel sells of one item credit once', async () => {
    const [item] = await grant([goods[6]!.id]);
    const before = parseMilli((await profile()).money);
    const results = await Promise.all(Array.from({ length: 100 }, () => sell([item!.knapsack_id])));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.msg === 'Sale failed')).toBe(true);
    expect(parseMilli((await profile()).money) - before).toBe(net(goods[6]!.price));
    const credits = await app.database.pool.query(
      `select count(*)::int as n from ledger_tx where kind = 'sell' and idempotency_key like 'sell:money:' || $1`,
      [item!.knapsack_id],
    );
    expect(credits.rows[0].n).toBe(1);
  }, 60_000);
});
