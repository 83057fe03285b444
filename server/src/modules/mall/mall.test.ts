import { mulRate } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth';
import { grantItems } from '../../../test/items';
import { fund } from '../../../test/wallet';
import { readMilli } from '../../platform/db';
import { mallTestApp } from './mall.test-kit';

// The content is applied by the first test; the listing and item page tests use that stock.
const { app, q, count, stockOf, stocked, player, buy, itemPage, list } = mallTestApp({ apply: false });

describe('content/mall applied to the catalogue', () => {
  it('offers the configured goods once, keeps sold units across re-applies, restocks on a new edition', async () => {
    const first = await app().mall.apply();
    expect(first.offered).toBeGreaterThan(100);
    expect(first).toMatchObject({ added: first.offered, written: first.offered, removed: 0 });
    expect(await count('select count(*)::int as n from mall_stock')).toBe(first.offered);
    expect(await count('select count(*)::int as n from mall_stock where stock <> restock or stock <= 0')).toBe(0);
    // Only pistols and rifles were imported: every offered row is one of them.
    expect(
      await count(`select count(*)::int as n from mall_stock s join goods g on g.id = s.goods_id
        where g.category_type not in ('pistol', 'rifle')`),
    ).toBe(0);

    const again = await app().mall.apply();
    expect(again).toMatchObject({ offered: first.offered, added: 0, restocked: 0, removed: 0, written: 0 });

    const [row] = await q('select goods_id, restock from mall_stock order by goods_id limit 1');
    await q('update mall_stock set stock = 1 where goods_id = $1', [row.goods_id]);
    expect((await app().mall.apply()).written).toBe(0);
    expect(await stockOf(row.goods_id)).toBe(1);

    const { loadMallContent } = await import('./mall.content');
    const content = loadMallContent(app().config.contentDir);
    const [hash] = await q('select hash_name from goods where id = $1', [row.goods_id]);
    const edited = { ...content, edition: `${content.edition}-b`, exclude: [hash.hash_name, 'No | Such (Thing)'] };
    const restocked = await app().mall.apply(edited);
    // The excluded goods leaves; its rule may take one other goods in its place.
    expect(restocked.removed).toBe(1);
    expect(restocked.added).toBeLessThanOrEqual(1);
    expect(restocked).toMatchObject({
      offered: first.offered - 1 + restocked.added,
      restocked: first.offered - 1,
      unknown: ['No | Such (Thing)'],
    });
    expect(await stockOf(row.goods_id)).toBeUndefined();

    const back = await app().mall.apply();
    expect(back).toMatchObject({ offered: first.offered, added: 1, removed: restocked.added });
    expect(await stockOf(row.goods_id)).toBe(row.restock);
    expect(await count('select count(*)::int as n from mall_stock where stock <> restock')).toBe(0);
  });
});

describe('GET /api/system_shop', () => {
  const inStock = 'from mall_stock s join goods g on g.id = s.goods_id where s.stock > 0';

  it('lists in-stock goods by price, 15 a page, with their stock, in both directions and deep pages', async () => {
    const total = await count(`select count(*)::int as n ${inStock}`);
    const first = await list('');
    expect(first).toMatchObject({ code: 200, msg: 'Success', data: { page: 1, total } });
    expect(first.data.list).toHaveLength(15);
    const ordered = (await q(`select g.id, s.stock ${inStock} order by g.price, g.id limit 45`)).map((r) => [
      Number(r.id),
      r.stock,
    ]);
    expect(first.data.list.map((g: { id: number; stock: number }) => [g.id, g.stock])).toEqual(ordered.slice(0, 15));
    const page3 = await list('?page=3');
    expect(page3.data.list.map((g: { id: number }) => g.id)).toEqual(ordered.slice(30, 45).map((r) => r[0]));
    const desc = (await list('?sort=desc&limit=60')).data.list.map((g: { price: number }) => g.price);
    expect(desc).toHaveLength(60);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const last = await list(`?page=${Math.ceil(total / 15)}`);
    expect(last.data.list).toHaveLength(total % 15 || 15);
    expect((await list(`?page=${Math.ceil(total / 15) + 1}`)).data).toEqual({
      list: [],
      page: Math.ceil(total / 15) + 1,
      total,
    });
    const g = first.data.list[0];
    expect(g).toMatchObject({
      hash_name: expect.any(String),
      quality: { value: expect.any(String) },
      stock: expect.any(Number),
    });
  });

  it('filters by price (USD, inclusive) and leaves sold-out goods out', async () => {
    const { id, price } = await stocked(1_000, 5_000, 7);
    const usd = price / 1000;
    const exact = await list(`?price=${usd}&max_price=${usd}&limit=60`);
    expect(exact.data.list.map((g: { id: number }) => g.id)).toContain(id);
    expect(exact.data.list.every((g: { price: number }) => g.price === usd)).toBe(true);
    expect(exact.data.total).toBe(await count(`select count(*)::int as n ${inStock} and g.price = $1`, [price]));
    const ranged = await list('?price=2&max_price=3.5&limit=60');
    expect(ranged.data.list.every((g: { price: number }) => g.price >= 2 && g.price <= 3.5)).toBe(true);
    expect(ranged.data.total).toBe(
      await count(`select count(*)::int as n ${inStock} and g.price between 2000 and 3500`),
    );
    // Stock edited behind the site's back shows once the shared page is a second old (a purchase clears it at once).
    await q('update mall_stock set stock = 0 where goods_id = $1', [id]);
    const exactly = `?price=${usd}&max_price=${usd}&limit=60`;
    await expect
      .poll(async () => (await list(exactly)).data.total, { timeout: 3000, interval: 200 })
      .toBe(exact.data.total - 1);
    expect((await list(exactly)).data.list.map((g: { id: number }) => g.id)).not.toContain(id);
  });

  it('searches the hash name and every language’s name, case-insensitive, `%` taken literally', async () => {
    const glock = await list('?name=gLoCk-18&limit=60');
    expect(glock.data.total).toBeGreaterThan(0);
    expect(glock.data.list.every((g: { hash_name: string }) => g.hash_name.includes('Glock-18'))).toBe(true);
    const byName = (pattern: string) =>
      count(
        `select count(*)::int as n ${inStock} and (g.hash_name ilike $1
           or exists (select 1 from jsonb_each_text(g.names) n where n.value ilike $1))`,
        [pattern],
      );
    expect(glock.data.total).toBe(await byName('%glock-18%'));
    const [zh] = await q(
      `select g.id, g.names->>'zh' as zh ${inStock} and g.names->>'zh' ~ '[|]' and g.names->>'zh' !~ '[a-zA-Z]' limit 1`,
    );
    const part = (zh.zh as string).split('|')[1]!.trim();
    const byZh = await list(`?name=${encodeURIComponent(part)}&limit=60`);
    expect(byZh.data.list.map((g: { id: number }) => g.id)).toContain(zh.id);
    expect(byZh.data.total).toBe(await byName(`%${part}%`));
    const de = await list(`?name=${encodeURIComponent(part)}&limit=1`, { Language: 'de' });
    expect(de.data.list[0].name).toBe(
      (await q('select names->>$2 as n from goods where id = $1', [de.data.list[0].id, 'de']))[0].n,
    );
    expect((await list('?name=%25')).data.total).toBe(0);
    expect((await list('?name=_')).data.total).toBe(0);
  });

  it('sorts by name in the request language', async () => {
    const page = await list('?field=name&limit=60', { Language: 'en' });
    const expected = (
      await q(`select g.id ${inStock} order by coalesce(nullif(g.names->>'en', ''), g.names->>'en'), g.id limit 60`)
    ).map((r) => Number(r.id));
    expect(page.data.list.map((g: { id: number }) => g.id)).toEqual(expected);
    const desc = await list('?field=name&sort=desc&limit=5', { Language: 'ru' });
    const expectedDesc = (await q(`select g.id ${inStock} order by g.names->>'ru' desc, g.id desc limit 5`)).map((r) =>
      Number(r.id),
    );
    expect(desc.data.list.map((g: { id: number }) => g.id)).toEqual(expectedDesc);
  });

  it('refuses bad queries with the field named in the envelope', async () => {
    for (const [query, field] of [
      ['?limit=61', 'limit'],
      ['?page=0', 'page'],
      ['?sort=up', 'sort'],
      ['?field=colour', 'field'],
      ['?price=-1', 'price'],
      ['?max_price=abc', 'max_price'],
    ] as const) {
      const res = await app().request(`/api/system_shop${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ code: 400, data: { field } });
      expect(res.body.msg, query).toContain(field);
    }
  });
});

describe('GET /api/system_shop/item/:id', () => {
  it('answers visitors the whole price to pay and the mall’s other variants of the item', async () => {
    const goods = await stocked(1_000, 50_000, 4);
    const res = await itemPage(goods.id);
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      goods: { id: goods.id, price: goods.price / 1000, stock: 4 },
      in_mall: true,
      diff_price: goods.price / 1000,
      diff_type: 'payment',
      owned: null,
    });
    const variants = await q(
      `select g.id, g.price, s.stock, g.appearance_short, g.type_name from goods g join mall_stock s on s.goods_id = g.id
       where g.item_id = $1 and g.id <> $2 order by g.id`,
      [goods.itemId, goods.id],
    );
    expect(data.ex).toEqual(
      variants.map((v) => ({
        id: Number(v.id),
        appearance: { value: expect.any(String), short: v.appearance_short },
        type: { name: v.type_name },
        price: Number(v.price) / 1000,
        stock: v.stock,
      })),
    );
    const [missing] = await q(
      'select id from goods g where not exists (select 1 from mall_stock s where s.goods_id = g.id) limit 1',
    );
    expect((await itemPage(missing.id)).body.data).toMatchObject({ in_mall: false, goods: { stock: 0 } });
    expect((await itemPage(2_000_000_000)).body).toMatchObject({ code: 404, msg: 'This item is not sold in the mall' });
  });

  it('answers a player what is short of their shop score, and their own item from `oid`', async () => {
    const { token, id } = await player();
    const goods = await stocked(1_500, 20_000, 4);
    await fund(app(), id, goods.price - 250, 'shop_score');
    expect((await itemPage(goods.id, token)).body.data).toMatchObject({ diff_price: 0.25, diff_type: 'payment' });
    await fund(app(), id, 250 + 1_000, 'shop_score');
    expect((await itemPage(goods.id, token)).body.data).toMatchObject({ diff_price: 0, diff_type: 'none' });

    const bought = (await buy(token, goods.id)).body.data;
    const oid = `?od=od&oid=${bought.knapsack_id}`;
    const owned = (await itemPage(goods.id, token, oid)).body.data;
    expect(owned.owned).toEqual({
      knapsack_id: bought.knapsack_id,
      state: 'owned',
      recycling_price: (goods.price - mulRate(goods.price, 0.05)) / 1000,
      bought_with: 'shop_score',
      source: 'mall',
      sell_fee: mulRate(goods.price, 0.05) / 1000,
      sell_fee_rate: 0.05,
    });
    expect(owned).toMatchObject({
      goods: { stock: 3 },
      diff_price: (goods.price - 1_000) / 1000,
      diff_type: 'payment',
    });
    const other = await player();
    expect((await itemPage(goods.id, other.token, oid)).body.data.owned).toBeNull();
    expect((await itemPage(goods.id, undefined, oid)).body.data.owned).toBeNull();

    await app().request('/api/system_shop/sell', {
      method: 'POST',
      json: { knapsack_id: [bought.knapsack_id] },
      headers: bearer(token),
    });
    expect((await itemPage(goods.id, token, oid)).body.data.owned).toMatchObject({ state: 'sold', recycling_price: 0 });
    expect((await itemPage(goods.id, token, '?oid=0')).body.code).toBe(400);
  });

  it('shows any copy the player owns, e.g. a case drop: where it came from and what a sale credits to the balance', async () => {
    const { token, id } = await player();
    // Not a mall goods at all: a drop can be anything in the catalogue.
    const [goods, another] = await q(
      `select g.id, g.price from goods g where g.price between 2000 and 30000
         and not exists (select 1 from mall_stock s where s.goods_id = g.id) order by g.price, g.id limit 2`,
    );
    const price = readMilli(goods.price);
    const [drop] = await grantItems(app(), id, [goods.id], 'case');
    const [won] = await grantItems(app(), id, [goods.id], 'upgrade');
    const page = (await itemPage(goods.id, token, `?oid=${drop}`)).body.data;
    expect(page.in_mall).toBe(false);
    const fee = mulRate(price, 0.05);
    expect(page.owned).toEqual({
      knapsack_id: drop,
      state: 'owned',
      recycling_price: (price - fee) / 1000,
      bought_with: 'money',
      source: 'case',
      sell_fee: fee / 1000,
      sell_fee_rate: 0.05,
    });
    expect((await itemPage(goods.id, token, `?oid=${won}`)).body.data.owned).toMatchObject({ source: 'upgrade' });
    // The oid of another goods is not this page's item.
    const [other] = await grantItems(app(), id, [another.id], 'case');
    expect((await itemPage(goods.id, token, `?oid=${other}`)).body.data.owned).toBeNull();

    // The page's amount is what the sale credits: to the balance (money), fee taken once.
    const before = (await app().request('/api/user', { headers: bearer(token) })).body.data.money;
    const sold = await app().request('/api/system_shop/sell', {
      method: 'POST',
      json: { knapsack_id: [drop] },
      headers: bearer(token),
    });
    expect(sold.body.data).toMatchObject({ money: page.owned.recycling_price, shop_score: 0 });
    const after = (await app().request('/api/user', { headers: bearer(token) })).body.data.money;
    expect(Math.round((after - before) * 1000)).toBe(price - fee);
    expect((await itemPage(goods.id, token, `?oid=${drop}`)).body.data.owned).toMatchObject({
      state: 'sold',
      recycling_price: 0,
      sell_fee: 0,
    });
  });
});
