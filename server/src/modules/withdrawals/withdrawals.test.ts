import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer } from '../../../test/auth';
import { grantItems } from '../../../test/items';
import { auditLedger } from '../wallet';
import {
  extract,
  itemState,
  listen,
  player,
  saveTradeUrl,
  someGoods,
  TEST_APP_OPTIONS,
  testSettings,
  waitForState,
  withdrawalsOf,
} from './withdrawals.test-kit';

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

describe('withdrawal requests', () => {
  it('refuses without items, trade URL, deposit or when the operator flagged the account', async () => {
    const p = await player(app, { ready: false });
    const [item] = await grantItems(app, p.id, [goods[0]!.id]);
    expect((await extract(app, p.token, [])).body).toMatchObject({ code: 422, msg: 'Please select items first' });
    expect((await extract(app, p.token, [item])).body).toMatchObject({ code: 400, msg: 'Trade URL required' });
    await saveTradeUrl(app, p.token);
    // The lifetime deposit rule (WITHDRAW_MIN_DEPOSIT, $1 here): no deposit yet.
    expect((await extract(app, p.token, [item])).body).toMatchObject({
      code: 403,
      msg: 'Sorry, you cannot withdraw items right now',
    });
    const q = await player(app);
    const [theirs] = await grantItems(app, q.id, [goods[0]!.id]);
    await app.database.pool.query('update users set flagged = true where id = $1', [q.id]);
    expect((await extract(app, q.token, [theirs])).body.msg).toBe('Sorry, you cannot withdraw items right now');
    expect((await extract(app, p.token, ['abc'])).body.code).toBe(400);
    expect(
      (await app.request('/api/system_shop/extract', { method: 'POST', json: { knapsack_id: [1] } })).body.msg,
    ).toBe('Please log in first');
    expect(await itemState(app, item!)).toBe('owned');
    expect(await itemState(app, theirs!)).toBe('owned');
  });

  it('refuses other players’ and no longer owned items, all or nothing', async () => {
    const p = await player(app);
    const q = await player(app);
    const [own, sold] = await grantItems(app, p.id, [goods[0]!.id, goods[1]!.id]);
    const [theirs] = await grantItems(app, q.id, [goods[2]!.id]);
    await app.request('/api/system_shop/sell', {
      method: 'POST',
      json: { knapsack_id: [sold] },
      headers: bearer(p.token),
    });
    for (const ids of [
      [own, theirs],
      [own, sold],
      [own, 999_999_999],
    ]) {
      expect((await extract(app, p.token, ids)).body).toMatchObject({ code: 409, msg: 'Withdraw failed' });
    }
    expect(await itemState(app, own!)).toBe('owned');
    expect(await withdrawalsOf(app, p.token)).toEqual([]);
  });
});

describe('a withdrawal through the sandbox market', () => {
  it('buys, sends the offer and delivers: in progress → ready → success, told live', async () => {
    const p = await player(app);
    const feed = listen(app, p.id);
    const [a, b] = await grantItems(app, p.id, [goods[0]!.id, goods[1]!.id]);
    // A giveaway prize cannot be sold but can be withdrawn.
    const [prize] = await grantItems(app, p.id, [goods[2]!.id], 'raffle');
    const res = await extract(app, p.token, [b, a, prize]);
    expect(res.body.code).toBe(200);
    const list = res.body.data.list;
    expect(list.map((w: { knapsack_id: number }) => w.knapsack_id)).toEqual([a, b, prize]);
    expect(list[0]).toMatchObject({
      state: 'in_progress',
      provider: 'sandbox',
      price: goods[0]!.price / 1000,
      offer_url: null,
      goods: { id: goods[0]!.id, hash_name: goods[0]!.hashName },
    });
    expect(await itemState(app, a!)).toBe('withdrawing');
    const backpack = await app.request('/api/system_shop/backpack?state=all', { headers: bearer(p.token) });
    const shown = backpack.body.data.list.find((i: { knapsack_id: number }) => i.knapsack_id === a);
    expect(shown).toMatchObject({ state: 'withdrawing', sellable: false });
    // A locked item cannot be sold or withdrawn again.
    const again = await app.request('/api/system_shop/sell', {
      method: 'POST',
      json: { knapsack_id: [a] },
      headers: bearer(p.token),
    });
    expect(again.body.msg).toBe('Sale failed');
    expect((await extract(app, p.token, [a])).body.msg).toBe('Withdraw failed');

    const id = list[0].id as number;
    const ready = await waitForState(app, id, 'ready');
    expect(ready.offer_url).toMatch(/^https:\/\/steamcommunity\.com\/tradeoffer\/\d+\/$/);
    expect(new Date(ready.expires_at).getTime()).toBeGreaterThan(Date.now());
    const done = await waitForState(app, id, 'success');
    expect(Number(done.cost)).toBeGreaterThan(0);
    for (const w of list) await waitForState(app, w.id, 'success');
    expect(await itemState(app, a!)).toBe('withdrawn');
    expect(await itemState(app, prize!)).toBe('withdrawn');
    await expect.poll(() => feed.states(id)).toEqual(['in_progress', 'ready', 'success']);
    feed.stop();

    const mine = await withdrawalsOf(app, p.token);
    expect(mine.map((w) => w.id)).toEqual(list.map((w: { id: number }) => w.id).reverse());
    expect(mine[2]).toMatchObject({ state: 'success', offer_url: ready.offer_url });
    expect((await withdrawalsOf(app, p.token, '?state=ready')).length).toBe(0);
    expect((await withdrawalsOf(app, p.token, '?state=success&limit=2&page=2')).map((w) => w.id)).toEqual([id]);
    expect((await app.request('/api/withdrawals')).body.msg).toBe('Please log in first');
  });

  it('shows withdrawals in the ticker (masked) and in the history and its CSV', async () => {
    const p = await player(app);
    const [item] = await grantItems(app, p.id, [goods[3]!.id]);
    const id = (await extract(app, p.token, [item])).body.data.list[0].id;
    await waitForState(app, id, 'success');
    const rolling = await app.request('/api/rolling_data');
    expect(rolling.body.data.withdrawal[0]).toEqual({
      name: `${p.name.slice(0, 2)}…`,
      goods: { hash_name: goods[3]!.hashName },
    });

    const deposits = await app.request('/api/wallet/transactions?type=deposit', { headers: bearer(p.token) });
    const depositRows = deposits.body.data.total as number;
    expect(depositRows).toBeGreaterThan(0);
    const history = await app.request('/api/wallet/transactions', { headers: bearer(p.token) });
    const types = history.body.data.list.map((t: { type: string }) => t.type);
    expect(types).toEqual(['withdrawal', ...Array(depositRows).fill('deposit')]);
    expect(history.body.data.total).toBe(depositRows + 1);
    // An item leaving, not a balance debit: amount 0, the item with its value and the withdrawal's state.
    expect(history.body.data.list[0]).toMatchObject({
      type: 'withdrawal',
      amount: 0,
      currency: 'money',
      state: 'success',
      order_sn: `WD${id}`,
      memo: goods[3]!.hashName,
      item_count: 1,
      items: [
        { knapsack_id: item, goods_id: goods[3]!.id, hash_name: goods[3]!.hashName, price: goods[3]!.price / 1000 },
      ],
    });
    expect(history.body.data.list[0].items[0].picture).toMatch(/^https?:|^\//);
    const only = await app.request('/api/wallet/transactions?type=withdrawal', { headers: bearer(p.token) });
    expect(only.body.data).toMatchObject({ total: 1, list: [{ order_sn: `WD${id}` }] });
    const csv = await app.request('/api/wallet/transactions.csv', { headers: bearer(p.token) });
    const lines = String(csv.body).trim().split('\n');
    expect(lines).toHaveLength(depositRows + 2);
    // (The CSV guards cells starting with `-` against formulas, debits included.)
    expect(lines[1]).toContain(`,withdrawal,0.000,money,success,WD${id},${goods[3]!.hashName}`);
  });

  it('follows a withdrawal’s state in the history and names the items a sale sold', async () => {
    const p = await player(app);
    const [kept, sold1, sold2] = await grantItems(app, p.id, [goods[0]!.id, goods[1]!.id, goods[2]!.id]);
    const [mallItem] = await grantItems(app, p.id, [goods[4]!.id], 'mall', 'shop_score');
    const rowOf = async (type: string) =>
      (await app.request(`/api/wallet/transactions?type=${type}`, { headers: bearer(p.token) })).body.data.list;

    // The entry shows the withdrawal's current state, then its final one.
    const id = (await extract(app, p.token, [kept])).body.data.list[0].id;
    const first = (await rowOf('withdrawal'))[0];
    expect(['in_progress', 'ready', 'success']).toContain(first.state);
    expect(first).toMatchObject({ amount: 0, items: [{ knapsack_id: kept }] });
    await waitForState(app, id, 'success');
    expect((await rowOf('withdrawal'))[0].state).toBe('success');

    // One sale of two balance items and one mall item: an entry per currency, each naming its own items.
    const sale = await app.request('/api/system_shop/sell', {
      method: 'POST',
      json: { knapsack_id: [sold1, sold2, mallItem] },
      headers: bearer(p.token),
    });
    expect(sale.body.code).toBe(200);
    const sells = await rowOf('sell');
    expect(sells).toHaveLength(2);
    const money = sells.find((t: { currency: string }) => t.currency === 'money');
    const shop = sells.find((t: { currency: string }) => t.currency === 'shop_score');
    expect(money).toMatchObject({ item_count: 2, amount: sale.body.data.money });
    expect(money.items.map((i: { knapsack_id: number }) => i.knapsack_id).sort()).toEqual([sold1, sold2].sort());
    expect(money.memo).toContain(goods[1]!.hashName);
    expect(money.memo).toContain(goods[2]!.hashName);
    expect(shop).toMatchObject({ item_count: 1, memo: goods[4]!.hashName, items: [{ knapsack_id: mallItem }] });
    // Names follow the request's language (the catalogue's localized names).
    const de = await app.request('/api/wallet/transactions?type=sell', {
      headers: { ...bearer(p.token), Language: 'de' },
    });
    expect(de.body.data.list[0].items[0].name).toBeTruthy();
    const csv = String(
      (await app.request('/api/wallet/transactions.csv?type=sell', { headers: bearer(p.token) })).body,
    );
    expect(csv).toContain(goods[4]!.hashName);
  });
});
