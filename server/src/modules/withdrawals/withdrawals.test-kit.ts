import type { Withdrawal, WithdrawalState } from '@dropforge/shared/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { deposit } from '../../../test/deposits';
import type { WithdrawalSettings } from './withdrawals.settings';

/** Withdrawal settings for tests: a fast, deterministic sandbox (nothing fails or is declined unless asked). */
export function testSettings(
  over: Partial<WithdrawalSettings> = {},
  sandbox: Partial<WithdrawalSettings['sandbox']> = {},
) {
  return {
    provider: 'sandbox',
    minDeposit: 1000,
    maxMarkup: 0.1,
    offerExpiryMs: 60_000,
    pollMs: 100,
    maxAttempts: 3,
    waxpeer: { apiKey: undefined, baseUrl: 'http://127.0.0.1:1', projectId: 'dftest', timeoutMs: 500 },
    ...over,
    sandbox: { stepMs: 150, priceDrift: 0.02, failRate: 0, declineRate: 0, ...sandbox },
  } satisfies WithdrawalSettings;
}

export const TEST_APP_OPTIONS = { trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] };
export const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';

let players = 0;

/** A signed-up player; with `ready` (default) they saved a trade URL and paid a $5 deposit. */
export async function player(app: TestApp, opts: { ready?: boolean } = {}) {
  players += 1;
  const name = `Wd${players}${Math.random().toString(36).slice(2, 6)}`;
  const token = await registerUser(app, name, `${name.toLowerCase()}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  if (opts.ready !== false) {
    await saveTradeUrl(app, token);
    await deposit(app, token, 5);
  }
  return { token, id, name };
}

export async function saveTradeUrl(app: TestApp, token: string, url = TRADE_URL) {
  const res = await app.request('/api/user/trade_url', {
    method: 'POST',
    json: { trade_url: url },
    headers: bearer(token),
  });
  expect(res.body.code).toBe(200);
}

export const extract = (app: TestApp, token: string, ids: unknown[]) =>
  app.request('/api/system_shop/extract', { method: 'POST', json: { knapsack_id: ids }, headers: bearer(token) });

export async function withdrawalsOf(app: TestApp, token: string, query = ''): Promise<Withdrawal[]> {
  const res = await app.request(`/api/withdrawals${query}`, { headers: bearer(token) });
  expect(res.body.code).toBe(200);
  return res.body.data.list;
}

/** Waits until withdrawal `id` is in `state` (polling the database) and answers its row. */
export async function waitForState(app: TestApp, id: number, state: WithdrawalState, timeout = 15_000) {
  await expect
    .poll(
      async () => (await app.database.pool.query('select state from withdrawals where id = $1', [id])).rows[0]?.state,
      {
        timeout,
        interval: 50,
      },
    )
    .toBe(state);
  return (await app.database.pool.query('select * from withdrawals where id = $1', [id])).rows[0];
}

export const itemState = async (app: TestApp, knapsackId: number) =>
  (await app.database.pool.query('select state from items where knapsack_id = $1', [knapsackId])).rows[0]
    ?.state as string;

/** Collects the `withdrawal` events on a player's notifications channel. */
export function listen(app: TestApp, userId: number) {
  const events: Withdrawal[] = [];
  const stop = app.bus.subscribe((m) => {
    if (m.channel === `notifications.${userId}` && m.event === 'withdrawal') events.push(m.data as Withdrawal);
  });
  return { events, stop, states: (id: number) => events.filter((e) => e.id === id).map((e) => e.state) };
}

/** Cheapest goods priced strictly between lo and hi thousandths. */
export async function someGoods(app: TestApp, lo = 1_000, hi = 50_000, n = 5) {
  const { rows } = await app.database.pool.query(
    'select id, hash_name, price from goods where price > $1 and price < $2 order by price, id limit $3',
    [lo, hi, n],
  );
  return rows.map((r) => ({ id: Number(r.id), hashName: String(r.hash_name), price: Number(r.price) }));
}
