import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { grantItems } from '../../../test/items';
import { auditLedger } from '../wallet';
import { type FakeWaxpeer, startFakeWaxpeer } from './providers/waxpeer.fake';
import {
  extract,
  itemState,
  player,
  someGoods,
  TEST_APP_OPTIONS,
  testSettings,
  waitForState,
} from './withdrawals.test-kit';

/** The whole withdrawal path with WITHDRAW_PROVIDER=waxpeer against a local fake of Waxpeer's documented API. */
const KEY = 'wd-test-key';
let app: TestApp;
let fake: FakeWaxpeer;
let goods: Awaited<ReturnType<typeof someGoods>>;

beforeAll(async () => {
  fake = await startFakeWaxpeer(KEY);
  const settings = testSettings({
    provider: 'waxpeer',
    pollMs: 100,
    maxAttempts: 3,
    waxpeer: { apiKey: KEY, baseUrl: fake.url, projectId: 'dftest', timeoutMs: 500 },
  });
  app = await startTestApp({ ...TEST_APP_OPTIONS, withdrawals: settings }, { CAPTCHA_MODE: 'off' });
  await app.catalog.import({ categories: ['pistol'] });
  goods = await someGoods(app);
}, 90_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
  fake.state.faults.length = 0;
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

async function withdrawOne(goodsIndex = 0) {
  const p = await player(app);
  const [item] = await grantItems(app, p.id, [goods[goodsIndex]!.id]);
  const res = await extract(app, p.token, [item]);
  expect(res.body.code).toBe(200);
  expect(res.body.data.list[0].provider).toBe('waxpeer');
  return { item: item!, id: res.body.data.list[0].id as number };
}
const tradesOf = (id: number) => fake.state.trades.filter((t) => t.project_id === `dftest-${id}`);
async function tradeOf(id: number) {
  await expect.poll(() => tradesOf(id).length, { timeout: 10_000 }).toBe(1);
  return tradesOf(id)[0]!;
}

describe('withdrawals through Waxpeer', () => {
  it('buys for the trade link, follows the offer and delivers', async () => {
    const g = goods[0]!;
    fake.list(g.hashName, g.price + 1);
    const { item, id } = await withdrawOne();
    const trade = await tradeOf(id);
    const call = fake.state.calls.find(
      (c) => c.path === 'buy-one-p2p-name' && c.query.get('project_id') === `dftest-${id}`,
    )!;
    expect(Number(call.query.get('price'))).toBe(Math.ceil(g.price * 1.1));
    expect(call.query.get('partner')).toBe('123456789');
    expect(call.query.get('token')).toBe('AbCdEf12');
    // The market's answer is recorded after the call the fake saw: wait for it, still in progress.
    await expect.poll(async () => (await waitForState(app, id, 'in_progress')).external_id).toBe(String(trade.id));
    fake.setStatus(trade.id, 4);
    const ready = await waitForState(app, id, 'ready');
    expect(ready.offer_url).toBe(`https://steamcommunity.com/tradeoffer/${trade.trade_id}/`);
    expect(new Date(ready.expires_at).getTime()).toBe(trade.send_until! * 1000);
    fake.setStatus(trade.id, 5);
    const done = await waitForState(app, id, 'success');
    expect(Number(done.cost)).toBe(g.price + 1);
    expect(await itemState(app, item)).toBe('withdrawn');
  });

  it('fails without buying when the market refuses (not enough balance, no such item) and returns the item', async () => {
    const g = goods[1]!;
    fake.list(g.hashName, g.price);
    const balance = fake.state.balance;
    fake.state.balance = 0;
    const poor = await withdrawOne(1);
    const row = await waitForState(app, poor.id, 'failed');
    expect(row.reason).toBe('not enough balance on the marketplace: Not enough money');
    expect(await itemState(app, poor.item)).toBe('owned');
    fake.state.balance = balance;

    const missing = await withdrawOne(2);
    expect((await waitForState(app, missing.id, 'failed')).reason).toBe(
      'item not available at that price: No items found',
    );
    expect(await itemState(app, missing.item)).toBe('owned');
  });

  it('retries a buy after an HTTP 5xx, looking the purchase up first: one purchase', async () => {
    const g = goods[3]!;
    fake.list(g.hashName, g.price, g.price);
    fake.fail('buy-one-p2p-name', 'http500');
    const { id } = await withdrawOne(3);
    const trade = await tradeOf(id);
    const paths = fake.state.calls.filter(
      (c) => c.query.get('id') === `dftest-${id}` || c.query.get('project_id') === `dftest-${id}`,
    );
    expect(paths.map((c) => c.path)).toEqual(['buy-one-p2p-name', 'check-many-project-id', 'buy-one-p2p-name']);
    // The market's answer is recorded after the call the fake saw: wait for it, still in progress.
    await expect.poll(async () => (await waitForState(app, id, 'in_progress')).external_id).toBe(String(trade.id));
  });

  it('adopts a purchase whose answer was lost instead of buying twice', async () => {
    const g = goods[4]!;
    fake.list(g.hashName, g.price, g.price);
    const balance = fake.state.balance;
    fake.fail('buy-one-p2p-name', 'lost');
    const { id, item } = await withdrawOne(4);
    const trade = await tradeOf(id);
    await expect.poll(async () => (await waitForState(app, id, 'in_progress')).external_id).toBe(String(trade.id));
    expect(fake.state.balance).toBe(balance - g.price);
    expect(fake.state.listings.get(g.hashName)).toHaveLength(1);
    fake.setStatus(trade.id, 4);
    await waitForState(app, id, 'ready');
    fake.setStatus(trade.id, 6, 'Buyer declined');
    const row = await waitForState(app, id, 'cancelled');
    expect(row.reason).toBe('Buyer declined');
    expect(await itemState(app, item)).toBe('owned');
    expect(tradesOf(id)).toHaveLength(1);
  });

  it("the console's retry runs the next step at once, not at the time its step was put off to", async () => {
    const g = goods[1]!;
    fake.list(g.hashName, g.price);
    const { id } = await withdrawOne(1);
    const trade = await tradeOf(id);
    await expect.poll(async () => (await waitForState(app, id, 'in_progress')).external_id).toBe(String(trade.id));
    // Put the waiting status check ten minutes out, as a long backoff would, until it is the only step left (none
    // running, none due).
    const key = `withdrawal:${id}`;
    const putOff = () =>
      app.database.pool.query(
        `update pgboss.job set start_after = now() + interval '10 minutes'
         where name = 'withdrawal-step' and singleton_key = $1 and state = 'created'`,
        [key],
      );
    await expect
      .poll(
        async () => {
          await putOff();
          const steps = await app.database.pool.query<{ state: string; far: boolean }>(
            `select state, start_after > now() + interval '5 minutes' as far from pgboss.job
             where name = 'withdrawal-step' and singleton_key = $1 and state in ('created', 'retry', 'active')`,
            [key],
          );
          return steps.rows.length === 1 && steps.rows[0]!.state === 'created' && steps.rows[0]!.far;
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
    fake.setStatus(trade.id, 4);
    await app.withdrawals.operator.retry(id);
    const ready = await waitForState(app, id, 'ready', 5_000);
    expect(ready.offer_url).toContain(String(trade.trade_id));
  });

  it('gives up after WITHDRAW_MAX_ATTEMPTS unanswered buys when the market has no purchase', async () => {
    const g = goods[0]!;
    fake.list(g.hashName, g.price);
    fake.fail('buy-one-p2p-name', 'hang', 10);
    const { id, item } = await withdrawOne(0);
    const row = await waitForState(app, id, 'failed', 20_000);
    expect(row.reason).toBe('marketplace unavailable');
    expect(await itemState(app, item)).toBe('owned');
    expect(tradesOf(id)).toHaveLength(0);
  }, 30_000);
});
