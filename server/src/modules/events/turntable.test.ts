import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  dayOf,
  drawPrize,
  hashServerSeed,
  instantOf,
  LANGS,
  nextDayStart,
  prizeRanges,
  roll,
  turntableStop,
} from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { deposit } from '../../../test/deposits';
import { fund } from '../../../test/wallet';
import { auditLedger } from '../wallet';
import { eventsContent } from './events.test-kit';

/** Issue 21: the web turntable (`/api/web_turntable…`): chances from deposits and daily tasks, one fair draw each. */
const ZONE = 'Asia/Shanghai';
const clock = createManualClock();
const texts = (en: string) => Object.fromEntries(LANGS.map((l) => [l, `${en} (${l})`]));
const TABLE = [
  { kind: 'coins', amount: 0.1, tickets: 50_000_000 },
  { kind: 'cash', amount: 0.2, tickets: 30_000_000 },
  { kind: 'shop_score', amount: 0.3, tickets: 15_000_000 },
  { kind: 'case', case_id: 'test-pistols', tickets: 5_000_000 },
];
const RANGES = prizeRanges(TABLE as never);
const KEY = 'test-turntable';
const BASE = `/api/web_turntable/${KEY}`;

let app: TestApp;
beforeAll(async () => {
  const dir = eventsContent();
  const files = {
    [KEY]: {
      mechanic: 'web_turntable',
      path: '/turntable',
      priority: 3,
      tokens: { name: texts('Chance'), deposit: 10 },
      token_tasks: [
        { id: 1, kind: 'case_opens', target: 3, title: texts('Open 3 cases') },
        { id: 2, kind: 'deposit', target: 20, tokens: 2, title: texts('Deposit $20') },
      ],
      limits: { per_week: 5 },
      prizes: TABLE,
    },
    'test-turntable-vip': {
      mechanic: 'web_turntable',
      path: '/turntable',
      audience: { vip_level: 9 },
      tokens: { name: texts('Chance'), deposit: 1 },
      prizes: TABLE,
    },
    'test-turntable-over': {
      mechanic: 'web_turntable',
      path: '/turntable',
      schedule: { type: 'dates', from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z' },
      tokens: { name: texts('Chance'), deposit: 1 },
      prizes: TABLE,
    },
  };
  for (const [key, body] of Object.entries(files)) {
    const file = { key, ...body, title: texts('Turntable'), description: texts('Spin'), picture: '/x.svg' };
    writeFileSync(join(dir, 'events', `${key}.json`), JSON.stringify(file));
  }
  app = await startTestApp(
    { contentDir: dir, trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
    { CAPTCHA_MODE: 'off', EVENTS_TIME_ZONE: ZONE },
    { clock },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

let n = 0;
async function player() {
  n += 1;
  const name = `Tt${n}${Math.random().toString(36).slice(2, 6)}`;
  const token = await registerUser(app, name, `${name.toLowerCase()}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  return { token, id };
}
type P = Awaited<ReturnType<typeof player>>;
const get = (p: P | null, path: string, lang = 'en') =>
  app.request(path, { headers: { ...(p ? bearer(p.token) : {}), Language: lang } });
const post = (p: P, path: string, lang = 'en') =>
  app.request(path, { method: 'POST', json: {}, headers: { ...bearer(p.token), Language: lang } });
const spin = (p: P, lang = 'en') => get(p, `${BASE}/get_reward`, lang);
const mine = async (p: P | null) => (await get(p, '/api/web_turntable')).body.data.list.find((t: any) => t.id === KEY);
const chances = async (p: P) => (await mine(p)).chances.balance as number;
const count = async (sql: string, params: unknown[]) => Number((await app.database.pool.query(sql, params)).rows[0].n);
const give = (p: P, n: number, source: string) =>
  app.database.withTx((tx) =>
    app.events.tokens.give(tx, app.events.engine.events.find((e: any) => e.key === KEY)!, p.id, n, source),
  );
const openCases = async (p: P, number: number) => {
  const opened = await app.request('/api/box/test-pistols/open', {
    method: 'POST',
    json: { number },
    headers: bearer(p.token),
  });
  expect(opened.body.code).toBe(200);
};

/** Reveals the draw's server seed (rotating the pair it was drawn with, once) and recomputes the draw from it. */
async function recompute(p: P, draw: any) {
  const r = draw.roll;
  const current = (await get(p, '/api/pfv_api')).body.data;
  if (current.serverSeedHash === r.serverSeedHash) {
    const rotated = await app.request('/api/pfv_api', {
      method: 'POST',
      json: { rotate: true, serverSeedHash: r.serverSeedHash },
      headers: bearer(p.token),
    });
    expect(rotated.body.code).toBe(200);
  }
  const log = (await get(p, '/api/pfv_log')).body.data.list.find(
    (l: any) => l.game === 'turntable' && l.nonce === r.nonce && l.serverSeedHash === r.serverSeedHash,
  );
  expect(log).toMatchObject({ ticket: r.ticket, clientSeed: r.clientSeed });
  expect(hashServerSeed(log.serverSeed)).toBe(r.serverSeedHash);
  const again = roll({ serverSeed: log.serverSeed, game: 'turntable', clientSeed: r.clientSeed, nonce: r.nonce });
  expect(again.ticket).toBe(r.ticket);
  const index = drawPrize(RANGES, again.ticket);
  expect(draw.index).toBe(index);
  expect(draw.prize.kind).toBe(TABLE[index]!.kind);
  expect(draw.angle).toBe(turntableStop(RANGES, again.ticket).angle);
}

describe('GET /api/web_turntable', () => {
  it('visitors see the running turntables with no chances and locked tasks, the reward list, and may not spin', async () => {
    const list = (await get(null, '/api/web_turntable', 'de')).body.data.list;
    expect(list.map((t: any) => t.id)).toEqual([KEY, 'test-turntable-vip']);
    expect(list[0]).toMatchObject({
      title: 'Turntable (de)',
      segments: 4,
      ends_at: null,
      chances: { name: 'Chance (de)', balance: 0, per_deposit: 10, per_stake: null },
    });
    expect(list[0].tasks.map((t: any) => [t.id, t.state, t.chances, t.target])).toEqual([
      [1, 'locked', 1, 3],
      [2, 'locked', 2, 20],
    ]);
    expect(list[0].tasks[0].resets_at).toBe(new Date(nextDayStart(clock.now(), ZONE)).toISOString());
    const rewards = (await get(null, `${BASE}/rewardList`)).body.data;
    expect(rewards.list.map((r: any) => [r.index, r.kind, r.tickets])).toEqual(
      TABLE.map((t, i) => [i, t.kind, t.tickets]),
    );
    expect(rewards.recent).toEqual([]);
    expect((await get(null, `${BASE}/get_reward`)).body.code).toBe(401);
    expect((await get(null, '/api/web_turntable/test-turntable-over/rewardList')).body.code).toBe(404);
    expect((await get(null, '/api/web_turntable/no-such-one/rewardList')).body.code).toBe(404);
    expect((await get(null, '/api/web_turntable/Bad%20Id/rewardList')).body.code).toBe(400);
    // A player outside the VIP turntable's audience does not see it and may not spin it.
    const p = await player();
    expect((await get(p, '/api/web_turntable')).body.data.list.map((t: any) => t.id)).toEqual([KEY]);
    const vip = await get(p, '/api/web_turntable/test-turntable-vip/get_reward');
    expect(vip.body).toMatchObject({ code: 403, msg: 'This event is not open to your account' });
  });
});

describe('get_reward', () => {
  it('a deposit earns chances; each spin spends one, pays the drawn prize and stops on the ticket; then none left', async () => {
    const p = await player();
    expect((await spin(p)).body).toMatchObject({
      code: 409,
      msg: 'No chances left: deposit or finish a task to earn one',
    });
    expect((await spin(p, 'ru')).body.msg).toBe('Попыток не осталось: пополните счёт или выполните задание');
    await deposit(app, p.token, 25);
    expect(await chances(p)).toBe(2);
    const before = (await get(p, '/api/user')).body.data;

    const first = (await spin(p)).body;
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ id: KEY, chances: 1 });
    await recompute(p, first.data);
    const after = (await get(p, '/api/user')).body.data;
    const prize = TABLE[first.data.index]!;
    const field = { coins: 'score', cash: 'money', shop_score: 'shop_score' }[prize.kind as string];
    if (field) expect(after[field]).toBeCloseTo(before[field] + (prize as { amount: number }).amount, 3);
    else expect(first.data.knapsack_ids).toHaveLength(1);

    const second = (await spin(p)).body;
    expect(second.data.chances).toBe(0);
    await recompute(p, second.data);
    expect((await spin(p)).body.code).toBe(409);
    expect(await chances(p)).toBe(0);

    const recent = (await get(p, `${BASE}/rewardList`)).body.data.recent;
    expect(recent.map((r: any) => r.index)).toEqual([second.data.index, first.data.index]);
    expect(await count(`select count(*) as n from rolls where user_id = $1 and game = 'turntable'`, [p.id])).toBe(2);
    expect(
      await count(`select count(*) as n from event_claims where user_id = $1 and event_key = $2`, [p.id, KEY]),
    ).toBe(2);
  });

  it('refuses a cross-site request with the cookie and HEAD; neither spends a chance', async () => {
    const p = await player();
    await give(p, 1, 'test:cross');
    const cross = await app.request(`${BASE}/get_reward`, {
      headers: { Cookie: `authsk=${p.token}`, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(cross.body).toMatchObject({ code: 403, msg: 'This request must come from the site itself' });
    const head = await app.request(`${BASE}/get_reward`, { method: 'HEAD', headers: bearer(p.token) });
    expect(head.status).toBe(405);
    expect(await chances(p)).toBe(1);
    const same = await app.request(`${BASE}/get_reward`, {
      headers: { Cookie: `authsk=${p.token}`, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(same.body.code).toBe(200);
    expect(await chances(p)).toBe(0);
  });

  it('a spin retried with its Idempotency-Key answers the same draw and spends one chance', async () => {
    const p = await player();
    await give(p, 2, 'test:retry');
    const once = () =>
      app.request(`${BASE}/get_reward`, { headers: { ...bearer(p.token), 'Idempotency-Key': 'spin-retry-1' } });
    const [a, b] = await Promise.all([once(), once()]);
    const c = await once();
    const answered = [a, b, c].filter((r) => r.body.code === 200);
    // The second of two at once may be told the first is still running (409); the one after gets its answer.
    expect(c.body.code).toBe(200);
    expect(answered.length).toBeGreaterThanOrEqual(2);
    for (const r of answered) expect(r.body.data).toEqual(answered[0]!.body.data);
    expect(await chances(p)).toBe(1);
    expect(await count(`select count(*) as n from rolls where user_id = $1 and game = 'turntable'`, [p.id])).toBe(1);
  });

  it('50 parallel spins with 3 chances: exactly 3 draw and pay, the rest are refused', async () => {
    const p = await player();
    await give(p, 3, 'test:race');
    const results = await Promise.all(Array.from({ length: 50 }, () => spin(p)));
    const won = results.filter((r) => r.body.code === 200);
    expect(won).toHaveLength(3);
    expect(results.filter((r) => r.body.code === 409 && r.body.msg.startsWith('No chances left'))).toHaveLength(47);
    expect(won.map((r) => r.body.data.chances).sort()).toEqual([0, 1, 2]);
    expect(await chances(p)).toBe(0);
    expect(await count(`select count(*) as n from rolls where user_id = $1 and game = 'turntable'`, [p.id])).toBe(3);
    const paid = await count(`select count(*) as n from ledger_tx where user_id = $1 and kind = 'event'`, [p.id]);
    const cases = won.filter((r) => r.body.data.prize.kind === 'case').length;
    expect(paid).toBe(3 - cases);
    for (const r of won) await recompute(p, r.body.data);
  }, 90_000);

  it('the per-week limit of the content refuses past it with "Limit exceeded" and keeps the chance', async () => {
    const p = await player();
    await give(p, 6, 'test:week');
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await spin(p)).body.code);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    const last = await spin(p);
    expect(last.body).toMatchObject({ code: 409, msg: 'Limit exceeded' });
    expect(await chances(p)).toBe(1);
  }, 120_000);
});

describe('turntable tasks', () => {
  it('a finished task gives its chances once a day; progress and claims start again at the operator midnight', async () => {
    const p = await player();
    await fund(app, p.id, 20_000);
    const receive = (task: number, lang = 'en') => post(p, `${BASE}/task/${task}/receive`, lang);
    expect((await receive(1)).body).toMatchObject({ code: 422, msg: 'Task not finished yet' });
    expect((await receive(9)).body).toMatchObject({ code: 404, msg: 'This task does not exist' });
    expect((await receive(0)).body.code).toBe(400);
    expect((await post(p, '/api/web_turntable/test-turntable-over/task/1/receive')).body.code).toBe(404);

    // The deposit task counts USD deposited today (its chances come on top of the deposit's $10 per chance).
    expect((await receive(2)).body.code).toBe(422);
    await deposit(app, p.token, 20);
    expect((await mine(p)).tasks.find((t: any) => t.id === 2)).toMatchObject({ progress: 20, state: 'claimable' });
    expect((await receive(2)).body.data).toMatchObject({ id: KEY, task: 2, given: 2, chances: 2 + 2 });
    expect((await receive(2)).body.code).toBe(409);

    // Half an hour before midnight in Shanghai (the operator's zone).
    let late = instantOf(dayOf(clock.now(), ZONE), 23 * 60 + 30, ZONE);
    if (late < clock.now()) late = instantOf(dayOf(nextDayStart(clock.now(), ZONE), ZONE), 23 * 60 + 30, ZONE);
    clock.advance(late - clock.now());
    await openCases(p, 3);
    const task = (await mine(p)).tasks.find((t: any) => t.id === 1);
    expect(task).toMatchObject({ progress: 3, target: 3, state: 'claimable' });
    expect(task.resets_at).toBe(new Date(late + 30 * 60_000).toISOString());
    expect((await receive(1)).body.data).toMatchObject({ task: 1, given: 1, chances: 5 });
    expect((await receive(1)).body).toMatchObject({ code: 409, msg: "You already took today's chance from this task" });
    expect((await receive(1, 'de')).body.msg).toBe('Du hast die heutige Chance dieser Aufgabe schon genommen');
    expect((await mine(p)).tasks.find((t: any) => t.id === 1).state).toBe('claimed');

    clock.advance(29 * 60_000); // 23:59: still the same day
    expect((await receive(1)).body.code).toBe(409);
    clock.advance(2 * 60_000); // 00:01: a new operator day
    expect((await mine(p)).tasks.find((t: any) => t.id === 1)).toMatchObject({ state: 'progress', progress: 0 });
    expect((await receive(1)).body.code).toBe(422);
    await openCases(p, 3);
    expect((await receive(1)).body.data).toMatchObject({ given: 1, chances: 6 });
    expect(await chances(p)).toBe(6);
  }, 90_000);

  it('50 parallel claims of one finished task: exactly one gives the chance', async () => {
    const p = await player();
    await fund(app, p.id, 20_000);
    await openCases(p, 3);
    const results = await Promise.all(Array.from({ length: 50 }, () => post(p, `${BASE}/task/1/receive`)));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 409)).toHaveLength(49);
    expect(await chances(p)).toBe(1);
    // A retried claim with the same Idempotency-Key answers the first result.
    const q = await player();
    await fund(app, q.id, 20_000);
    await openCases(q, 3);
    const headers = { ...bearer(q.token), 'Idempotency-Key': `tt-task-${q.id}` };
    const claim = () => app.request(`${BASE}/task/1/receive`, { method: 'POST', json: {}, headers });
    const first = await claim();
    expect(first.body.data).toMatchObject({ given: 1, chances: 1 });
    expect((await claim()).body).toEqual(first.body);
  }, 90_000);
});
