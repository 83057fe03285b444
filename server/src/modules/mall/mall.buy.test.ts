import { mulRate } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth';
import { fund } from '../../../test/wallet';
import { mallTestApp } from './mall.test-kit';

const { app, q, count, stockOf, profile, stocked, player, players, buy, list, snapshot } = mallTestApp({
  apply: true,
});

describe('GET /api/system_shop/:id/buy', () => {
  it('buys with shop score: stock −1, the item in the backpack from the mall, the drop in the feed', async () => {
    const { token, id } = await player();
    const goods = await stocked(1_000, 5_000, 5);
    const usd = goods.price / 1000;
    const shown = async () =>
      (await list(`?price=${usd}&max_price=${usd}&limit=60`)).data.list.find((g: { id: number }) => g.id === goods.id)
        ?.stock;
    expect(await shown()).toBe(5);
    await fund(app(), id, goods.price + 1_234, 'shop_score');
    await fund(app(), id, 50_000);
    const res = await buy(token, goods.id);
    expect(res.body).toMatchObject({ code: 200, msg: 'Success' });
    expect(res.body.data).toEqual({
      knapsack_id: expect.any(Number),
      price: goods.price / 1000,
      shop_score: 1.234,
      stock: 4,
    });
    expect(await stockOf(goods.id)).toBe(4);
    // The listing is shared for a second, but a purchase clears it at once.
    expect(await shown()).toBe(4);
    expect(await profile(token)).toMatchObject({ shop_score: 1.234, money: 50 });
    const [item] = await q('select * from items where knapsack_id = $1', [res.body.data.knapsack_id]);
    expect(item).toMatchObject({ owner_id: id, goods_id: goods.id, source: 'mall', bought_with: 'shop_score' });
    expect(Number(item.price)).toBe(goods.price);
    const history = (await app().request('/api/wallet/transactions?type=mall', { headers: bearer(token) })).body.data;
    expect(history.list).toMatchObject([{ type: 'mall', amount: -goods.price / 1000, currency: 'shop_score' }]);
    const drop = (await app().request('/api/drop?limit=1')).body.data.list[0];
    expect(drop).toMatchObject({
      type: 'mall',
      box: null,
      goods: { id: goods.id },
      user: { name: `Shopper${players()}` },
    });

    // Selling it back credits shop score (minus the handling fee), not the balance.
    const recycle = goods.price - mulRate(goods.price, 0.05);
    const sold = await app().request('/api/system_shop/sell', {
      method: 'POST',
      json: { knapsack_id: [res.body.data.knapsack_id] },
      headers: bearer(token),
    });
    expect(sold.body.data).toMatchObject({ money: 0, shop_score: recycle / 1000 });
    expect(await profile(token)).toMatchObject({ shop_score: (1_234 + recycle) / 1000, money: 50 });
  });

  it('with too little shop score: "Insufficient balance", the exact difference to top up, nothing changed', async () => {
    const { token, id } = await player();
    const goods = await stocked(2_000, 9_000, 3);
    await fund(app(), id, goods.price - 517, 'shop_score');
    await fund(app(), id, goods.price * 2);
    const before = await snapshot(token, id, goods.id);
    const res = await buy(token, goods.id);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 422,
      msg: 'Insufficient balance',
      data: { diff_price: 0.517, diff_type: 'payment' },
    });
    const none = await player();
    const whole = await buy(none.token, goods.id, { Language: 'fr' });
    expect(whole.body.data).toEqual({ diff_price: goods.price / 1000, diff_type: 'payment' });
    expect(await snapshot(token, id, goods.id)).toEqual(before);
    expect(await stockOf(goods.id)).toBe(3);
  });

  it('refuses sold-out goods, goods the mall does not sell, visitors and bad ids', async () => {
    const { token, id } = await player();
    const goods = await stocked(1_000, 5_000, 0);
    await fund(app(), id, 100_000, 'shop_score');
    const [missing] = await q(
      'select id from goods g where not exists (select 1 from mall_stock s where s.goods_id = g.id) limit 1',
    );
    const before = await snapshot(token, id, goods.id);
    expect((await buy(token, goods.id)).body).toEqual({
      code: 409,
      msg: 'Sorry, this item is out of stock',
      data: null,
    });
    expect((await buy(token, missing.id)).body).toMatchObject({ code: 404, msg: 'This item is not sold in the mall' });
    expect((await buy(token, 2_000_000_000)).body.code).toBe(404);
    expect((await buy(token, 0)).body.code).toBe(400);
    expect((await buy(undefined, goods.id)).body).toMatchObject({ code: 401, msg: 'Please log in first' });
    expect((await buy('x'.repeat(43), goods.id)).body.code).toBe(401);
    expect(await snapshot(token, id, goods.id)).toEqual(before);
  });

  it('answers a retried Idempotency-Key with the first purchase and buys once', async () => {
    const { token, id } = await player();
    const goods = await stocked(1_000, 5_000, 10);
    await fund(app(), id, goods.price * 3, 'shop_score');
    const headers = { 'Idempotency-Key': 'mall-retry-1' };
    const first = await buy(token, goods.id, headers);
    expect(first.body.code).toBe(200);
    const again = await buy(token, goods.id, headers);
    expect(again.body).toEqual(first.body);
    expect(await stockOf(goods.id)).toBe(9);
    expect((await profile(token)).shop_score).toBe((goods.price * 2) / 1000);
    const elsewhere = await stocked(1_000, 5_000, 10);
    expect((await buy(token, elsewhere.id, headers)).body).toMatchObject({
      code: 409,
      msg: 'This Idempotency-Key was used for a different request',
    });
    expect((await buy(token, goods.id, { 'Idempotency-Key': 'bad key!' })).body.code).toBe(400);
    expect(await stockOf(elsewhere.id)).toBe(10);
    const other = await buy(token, goods.id, { 'Idempotency-Key': 'mall-retry-2' });
    expect(other.body.data.knapsack_id).not.toBe(first.body.data.knapsack_id);
    expect(await count('select count(*)::int as n from mall_purchases where user_id = $1', [id])).toBe(2);
  });
});

describe('catalogue price changes', () => {
  it('are charged at once and reach the listing’s filter and order with the price sync', async () => {
    const { token, id } = await player();
    const goods = await stocked(1_000, 5_000, 6);
    const changed = 987_654;
    await q('update goods set price = $2 where id = $1', [goods.id, changed]);
    const exact = `?price=${changed / 1000}&max_price=${changed / 1000}`;
    expect((await list(exact)).data.total).toBe(0);
    const old = (await list(`?price=${goods.price / 1000}&max_price=${goods.price / 1000}&limit=60`)).data.list;
    expect(old.find((g: { id: number }) => g.id === goods.id)).toMatchObject({ price: changed / 1000 });

    expect(await app().mall.service.syncPrices()).toBe(1);
    expect(await app().mall.service.syncPrices()).toBe(0);
    expect((await list(exact)).data.list.map((g: { id: number }) => g.id)).toEqual([goods.id]);

    await fund(app(), id, changed, 'shop_score');
    expect((await buy(token, goods.id)).body.data).toMatchObject({ price: changed / 1000, shop_score: 0, stock: 5 });
    await q('update goods set price = $2 where id = $1', [goods.id, goods.price]);
    await app().mall.service.syncPrices();
  });
});
