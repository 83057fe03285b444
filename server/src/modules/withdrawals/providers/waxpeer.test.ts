import { milli } from '@dropforge/shared/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MarketUnavailable, type PurchaseOrder, PurchaseRefused } from './provider';
import { createWaxpeerMarket } from './waxpeer';
import { type FakeWaxpeer, startFakeWaxpeer } from './waxpeer.fake';

const KEY = 'test-waxpeer-key';
const NAME = 'AK-47 | Redline (Field-Tested)';
let fake: FakeWaxpeer;
let market: ReturnType<typeof createWaxpeerMarket>;
let n = 0;

const order = (over: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  customId: `dropforge-${++n}`,
  hashName: NAME,
  price: milli(12_000),
  maxPrice: 13_200,
  tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCdEf12',
  partner: '123456',
  token: 'AbCdEf12',
  ...over,
});

beforeAll(async () => {
  fake = await startFakeWaxpeer(KEY);
  market = createWaxpeerMarket({ apiKey: KEY, baseUrl: fake.url, projectId: 'dropforge', timeoutMs: 300, pollMs: 50 });
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.state.balance = 1_000_000;
  fake.state.listings.clear();
  fake.state.faults.length = 0;
});

describe('Waxpeer adapter against a local fake of the documented API', () => {
  it('buys by name for the trade link with our project id, in mils', async () => {
    fake.list(NAME, 12_500, 11_900);
    const o = order();
    const bought = await market.buy(o);
    const call = fake.state.calls.at(-1)!;
    expect(call.path).toBe('buy-one-p2p-name');
    expect(Object.fromEntries(call.query)).toEqual({
      api: KEY,
      name: NAME,
      price: '13200',
      token: 'AbCdEf12',
      partner: '123456',
      project_id: o.customId,
      game: 'csgo',
    });
    const trade = fake.trade(bought.externalId)!;
    expect(trade).toMatchObject({ price: 11_900, project_id: o.customId });
    expect(fake.state.balance).toBe(1_000_000 - 11_900);
    expect(await market.lookup(o.customId)).toEqual({ externalId: String(trade.id), cost: 11_900 });
    expect(await market.lookup('dropforge-unknown')).toBeUndefined();
    expect(await market.balance!()).toBe(1_000_000 - 11_900);
    fake.fail('user', 'http500');
    await expect(market.balance!()).rejects.toThrow('waxpeer user: HTTP 500');
  });

  it('follows a purchase through the documented statuses', async () => {
    fake.list(NAME, 12_000, 12_000, 12_000);
    const ask = async (id: string, sent = false) =>
      market.status({ customId: 'x', externalId: id, offer: sent ? { sentAt: new Date(), expiresAt: null } : null });
    const a = (await market.buy(order())).externalId;
    expect(await ask(a)).toEqual({ state: 'pending', cost: 12_000 });
    fake.setStatus(a, 4);
    const sent = await ask(a);
    const trade = fake.trade(a)!;
    expect(sent).toEqual({
      state: 'sent',
      offerId: trade.trade_id,
      offerUrl: `https://steamcommunity.com/tradeoffer/${trade.trade_id}/`,
      expiresAt: new Date(trade.send_until! * 1000),
      cost: 12_000,
    });
    fake.setStatus(a, 5);
    expect(await ask(a, true)).toEqual({ state: 'accepted', cost: 12_000 });

    // Cancelled before an offer existed: the market failed to deliver; after one was sent: declined/expired.
    const b = (await market.buy(order())).externalId;
    fake.setStatus(b, 6, 'seller failed to send');
    expect(await ask(b)).toEqual({ state: 'failed', reason: 'seller failed to send' });
    const c = (await market.buy(order())).externalId;
    fake.setStatus(c, 4);
    fake.setStatus(c, 6, 'Buyer failed to accept');
    expect(await ask(c, true)).toEqual({ state: 'cancelled', reason: 'Buyer failed to accept' });
  });

  it('refuses for good on the documented error answers (nothing bought)', async () => {
    const refused = async (o: PurchaseOrder) => {
      const e = await market.buy(o).catch((err: unknown) => err);
      expect(e).toBeInstanceOf(PurchaseRefused);
      return (e as PurchaseRefused).reason;
    };
    fake.list(NAME, 20_000);
    expect(await refused(order())).toBe(
      'item not available at that price: Item price has increased or item is no longer available',
    );
    expect(await refused(order({ hashName: 'Nothing | Like This (Factory New)' }))).toBe(
      'item not available at that price: No items found',
    );
    fake.state.balance = 100;
    expect(await refused(order({ maxPrice: 25_000 }))).toBe('not enough balance on the marketplace: Not enough money');
    expect(await refused(order({ maxPrice: 25_000, token: 'bad' }))).toBe(
      'invalid trade link: invalid buyer tradelink',
    );
    const wrongKey = createWaxpeerMarket({
      apiKey: 'nope',
      baseUrl: fake.url,
      projectId: 'x',
      timeoutMs: 300,
      pollMs: 50,
    });
    expect(await wrongKey.buy(order()).catch((e: PurchaseRefused) => e.reason)).toBe(
      'marketplace API key rejected: wrong api',
    );
    expect(fake.state.trades.filter((t) => t.price === 20_000)).toEqual([]);
  });

  it('never repeats a buy on 5xx, timeouts or "System busy": the outcome is unknown', async () => {
    fake.list(NAME, 12_000);
    for (const fault of ['http500', 'hang', 'busy'] as const) {
      const calls = fake.state.calls.length;
      fake.fail('buy-one-p2p-name', fault);
      await expect(market.buy(order())).rejects.toBeInstanceOf(MarketUnavailable);
      expect(fake.state.calls.length - calls).toBe(1);
    }
  });

  it('retries the idempotent status calls on 5xx, timeouts and unsuccessful answers', async () => {
    fake.list(NAME, 12_000);
    const o = order();
    const id = (await market.buy(o)).externalId;
    fake.fail('check-many-steam', 'http500');
    fake.fail('check-many-steam', 'hang');
    expect(await market.status({ customId: o.customId, externalId: id, offer: null })).toMatchObject({
      state: 'pending',
    });
    fake.fail('check-many-project-id', 'unsuccessful', 2);
    expect(await market.lookup(o.customId)).toMatchObject({ externalId: id });
    fake.fail('check-many-steam', 'http500', 3);
    await expect(market.status({ customId: o.customId, externalId: id, offer: null })).rejects.toBeInstanceOf(
      MarketUnavailable,
    );
    // A purchase the market does not list is asked about again, never given up as failed.
    await expect(market.status({ customId: 'x', externalId: '424242', offer: null })).rejects.toBeInstanceOf(
      MarketUnavailable,
    );
  });
});
