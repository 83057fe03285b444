import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/auth';
import { contentWithCases, TEST_PISTOL_CASE } from '../../test/content';
import { goodsBetween, grantItems } from '../../test/items';
import { fund } from '../../test/wallet';
import { auditLedger } from '../modules/wallet';

/**
 * Authorization (issue 16): every endpoint that takes an id is called by another player with the victim's ids.
 * Nothing of the victim's leaks or moves.
 */
let app: TestApp;
type Who = { token: string; id: number };
let attacker: Who;
let victim: Who;
let victimItems: number[];
let orderSn: string;
let battleId: number;
let targetId: number;

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_-12';

async function signUp(name: string): Promise<Who> {
  const token = await registerUser(app, name);
  const id = (await app.request('/api/user', { headers: bearer(token) })).body.data.id as number;
  await fund(app, id, 50_000);
  return { token, id };
}
const as = (who: Who, path: string, init: RequestInit & { json?: unknown } = {}) =>
  app.request(path, { ...init, headers: { ...bearer(who.token), ...(init.headers as object) } });
const post = (who: Who, path: string, json?: unknown) =>
  as(who, path, { method: 'POST', ...(json === undefined ? {} : { json }) });

/** What the victim has: balances, backpack, order, battle seat and ledger size. */
async function victimState() {
  const profile = (await as(victim, '/api/user')).body.data;
  const backpack = await app.database.pool.query(
    'select knapsack_id, owner_id, state from items where owner_id = $1 order by knapsack_id',
    [victim.id],
  );
  const order = await app.database.pool.query('select state, user_id from payment_orders where order_sn = $1', [
    orderSn,
  ]);
  const seats = await app.database.pool.query('select user_id from battle_players where battle_id = $1', [battleId]);
  const battle = await app.database.pool.query('select state from battles where id = $1', [battleId]);
  return {
    money: profile.money,
    score: profile.score,
    items: backpack.rows,
    order: order.rows[0],
    seats: seats.rows,
    battle: battle.rows[0],
  };
}

beforeAll(async () => {
  app = await startTestApp(
    {
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      contentDir: contentWithCases({ 'test-pistols': TEST_PISTOL_CASE }),
    },
    { CAPTCHA_MODE: 'off' },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
  attacker = await signUp('Mallory');
  victim = await signUp('Victoria');
  for (const who of [attacker, victim]) await post(who, '/api/user/trade_url', { trade_url: TRADE_URL });
  const cheap = (await goodsBetween(app, 100, 2_000))!;
  targetId = (await goodsBetween(app, 5_000, 40_000))!.id;
  victimItems = await grantItems(app, victim.id, [cheap.id, cheap.id]);
  const order = await post(victim, '/api/system_shop/recharge', { amount: 10, payment_id: 'card', country: 'US' });
  orderSn = order.body.data.order_sn;
  const battle = await post(victim, '/api/battle', {
    boxes: ['test-pistols'],
    players: 2,
    mode: 'standard',
    private: true,
  });
  expect(battle.body.code).toBe(200);
  battleId = battle.body.data.id;
}, 90_000);
afterAll(() => app?.close());

describe('authorization', () => {
  it("refuses every call with another player's ids and changes nothing of theirs", async () => {
    const before = await victimState();
    const attempts: Array<[string, Promise<{ status: number; body: any }>]> = [
      ['sell', post(attacker, '/api/system_shop/sell', { knapsack_id: victimItems })],
      ['withdraw', post(attacker, '/api/system_shop/extract', { knapsack_id: [victimItems[0]] })],
      [
        'upgrade',
        post(attacker, '/api/upgrade', {
          knapsack_id: [victimItems[1]],
          amount: 0,
          target_id: targetId,
          direction: 'under',
        }),
      ],
      ['order', as(attacker, `/api/payment/order/${orderSn}`)],
      ['leave', post(attacker, `/api/battle/${battleId}/leave`)],
      ['bots', post(attacker, `/api/battle/${battleId}/bots`)],
      ['copy', post(attacker, `/api/battle/${battleId}/copy`)],
      ['join', post(attacker, `/api/battle/${battleId}/join`, { slot: 1 })],
      ['detail', as(attacker, `/api/battle/${battleId}`)],
    ];
    const answers = await Promise.all(attempts.map(async ([name, p]) => [name, await p] as const));
    for (const [name, res] of answers) {
      expect.soft(res.body.code, `${name}: ${JSON.stringify(res.body)}`).not.toBe(200);
      expect.soft(res.status, name).toBeLessThan(500);
      // No answer names the victim's secrets: the battle's code or server seed, the order's amount.
      const text = JSON.stringify(res.body);
      expect.soft(text, name).not.toMatch(/"code":"[a-z0-9]{8}"|server_seed"|"amount":10\b/);
    }

    // The sandbox processor's page acts on an order only for its owner's session.
    const cancel = await fetch(`${app.url}/sandbox/checkout/${orderSn}/cancel`, {
      method: 'POST',
      headers: bearer(attacker.token),
      redirect: 'manual',
    });
    expect([401, 403, 404]).toContain(cancel.status);

    // Lists answer the caller's own things only.
    const backpack = (await as(attacker, '/api/system_shop/backpack')).body.data;
    expect(JSON.stringify(backpack)).not.toMatch(new RegExp(`"knapsack_id":(${victimItems.join('|')})\\b`));
    const history = (await as(attacker, '/api/wallet/transactions')).body.data;
    expect(history.list.every((t: { order_sn?: string }) => t.order_sn !== orderSn)).toBe(true);
    const mine = (await as(attacker, '/api/battle/mine')).body.data;
    expect(JSON.stringify(mine)).not.toContain(`"id":${battleId},`);

    // The victim's private channels stay closed to the attacker's session.
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws`, { headers: bearer(attacker.token) });
    const refusals: string[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('message', (raw) => {
        const msg = JSON.parse(String(raw));
        if (msg.type === 'error') refusals.push(msg.msg);
        if (refusals.length === 2) resolve();
      });
      socket.on('open', () => {
        socket.send(JSON.stringify({ type: 'subscribe', channel: `notifications.${victim.id}` }));
        socket.send(JSON.stringify({ type: 'subscribe', channel: `FallingGoods.${victim.id}` }));
      });
    });
    socket.close();
    expect(refusals).toEqual(['channel not allowed', 'channel not allowed']);

    expect(await victimState()).toEqual(before);
    expect(await auditLedger(app.database.pool)).toEqual([]);
  });
});
