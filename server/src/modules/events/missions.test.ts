import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { addDays, instantOf, LANGS, nextDayStart, roundToMilli, weekOf } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { deposit } from '../../../test/deposits';
import { fund } from '../../../test/wallet';
import { SANDBOX_SIGNATURE_HEADER, sandboxEvent, sandboxSecret, signSandbox } from '../payments';
import { auditLedger } from '../wallet';

/** Issue 20: missions (`/api/tasks`, `/api/tasks/{id}/receive`) and the time-limited top-up task (`/api/time_task`). */
const ZONE = 'Asia/Shanghai';
const DAY = 86_400_000;
const clock = createManualClock();
const texts = (en: string) => Object.fromEntries(LANGS.map((l) => [l, `${en} (${l})`]));
const base = { title: texts('Title'), description: texts('Text'), picture: '/x.svg' };
const task = (id: number, kind: string, period: string, target: number, amount: number) => ({
  id,
  kind,
  period,
  target,
  reward: { kind: 'coins', amount },
  title: texts(`Task ${id}`),
});
const TOPUP_FROM = new Date(clock.now() - DAY).toISOString();
const TOPUP_TO = new Date(clock.now() + 20 * DAY).toISOString();

let app: TestApp;
const root = join(import.meta.dirname, '../../../..');
/** An official giveaway room made the way an operator makes one (`npm run ops -- giveaway create`); its id. */
async function giveaway(): Promise<number> {
  const { SESSION_PEPPER: _p, COOKIE_SECRET: _c, ...inherited } = process.env;
  const args = ['server/scripts/ops.ts', 'giveaway', 'create', '--title', 'Missions', '--winners', '1'];
  const { stdout } = await promisify(execFile)(
    join(root, 'node_modules', '.bin', 'tsx'),
    [...args, '--ends-in', '3600', '--prize-coins', '1'],
    { cwd: root, env: { ...inherited, DATABASE_URL: app.config.databaseUrl, DATA_DIR: app.config.dataDir } },
  );
  return Number(stdout.trim());
}
beforeAll(async () => {
  const dir = contentWithCases({ 'test-pistols': TEST_PISTOL_CASE });
  rmSync(join(dir, 'events'), { recursive: true, force: true });
  mkdirSync(join(dir, 'events'), { recursive: true });
  const files = {
    'test-missions': {
      ...base,
      key: 'test-missions',
      mechanic: 'missions',
      path: '/mission',
      tasks: [
        task(1, 'case_opens', 'day', 3, 0.05),
        task(2, 'case_opens', 'week', 5, 0.5),
        task(3, 'check_ins', 'day', 1, 0.02),
        task(4, 'deposit', 'week', 20, 1),
        task(5, 'giveaway_joins', 'day', 1, 0.03),
        task(6, 'upgrades', 'day', 1, 0.04),
        task(7, 'battles', 'day', 1, 0.06),
      ],
    },
    'test-check-in': {
      ...base,
      key: 'test-check-in',
      mechanic: 'check_in',
      path: '/event/check',
      rewards: Array.from({ length: 7 }, () => ({ kind: 'coins', amount: 0.01 })),
    },
    'test-topup': {
      ...base,
      key: 'test-topup',
      mechanic: 'topup_task',
      path: '/event',
      schedule: { type: 'dates', from: TOPUP_FROM, to: TOPUP_TO },
      topup: [
        { amount: 10, money: 1 },
        { amount: 30, money: 4 },
        { amount: 60, money: 9 },
      ],
    },
  };
  for (const [key, body] of Object.entries(files))
    writeFileSync(join(dir, 'events', `${key}.json`), JSON.stringify(body));
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
async function player(balance = 0) {
  n += 1;
  const name = `Ms${n}${Math.random().toString(36).slice(2, 6)}`;
  const token = await registerUser(app, name, `${name.toLowerCase()}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  if (balance) await fund(app, id, balance);
  return { token, id, name };
}
type P = Awaited<ReturnType<typeof player>>;
const get = (p: P | null, path: string, lang = 'en') =>
  app.request(path, { headers: { ...(p ? bearer(p.token) : {}), Language: lang } });
const post = (p: P, path: string, json?: unknown, lang = 'en') =>
  app.request(path, { method: 'POST', json: json ?? {}, headers: { ...bearer(p.token), Language: lang } });
const tasks = async (p: P | null) => (await get(p, '/api/tasks')).body.data;
const mission = async (p: P, id: number) => (await tasks(p)).list.find((t: { id: number }) => t.id === id);
const open = (p: P, number: number) => post(p, '/api/box/test-pistols/open', { number });
const count = async (sql: string, params: unknown[]) => Number((await app.database.pool.query(sql, params)).rows[0].n);
const eventCredits = (p: P, key: string) =>
  count(`select count(*)::int as n from ledger_tx where user_id = $1 and kind = 'event' and memo = $2`, [p.id, key]);
const nextDay = () => clock.advance(nextDayStart(clock.now(), ZONE) - clock.now() + 1000);
const nextWeek = () => clock.advance(instantOf(addDays(weekOf(clock.now(), ZONE), 7), 0, ZONE) - clock.now() + 1000);
/** The processor's webhook for an order, sent `times` times at once (a processor retrying its confirmation). */
async function confirm(orderSn: string, amount: number, times: number) {
  const body = JSON.stringify(sandboxEvent(orderSn, 'pay', roundToMilli(amount)));
  const headers = {
    'content-type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: signSandbox(sandboxSecret(app.config.sessionPepper), body),
  };
  return Promise.all(
    Array.from({ length: times }, () =>
      fetch(`${app.url}/api/payments/webhook/sandbox`, { method: 'POST', headers, body }).then((r) => r.json()),
    ),
  );
}
async function order(p: P, amount: number): Promise<string> {
  const res = await post(p, '/api/system_shop/recharge', { amount, payment_id: 'card', country: 'US' });
  expect(res.body.code).toBe(200);
  return res.body.data.order_sn;
}

describe('missions', () => {
  it('lists the tasks for visitors (locked) with the operator day and week ends', async () => {
    const list = (await tasks(null)).list;
    expect(list.map((t: { id: number }) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(list.every((t: { state: string }) => t.state === 'locked')).toBe(true);
    expect(list[0]).toMatchObject({
      title: 'Task 1 (en)',
      kind: 'case_opens',
      period: 'day',
      progress: 0,
      target: 3,
      reward: { kind: 'coins', amount: 0.05 },
      resets_at: new Date(nextDayStart(clock.now(), ZONE)).toISOString(),
    });
    expect(list[1].resets_at).toBe(new Date(instantOf(addDays(weekOf(clock.now(), ZONE), 7), 0, ZONE)).toISOString());
    expect((await app.request('/api/tasks/1/receive', { method: 'POST', json: {} })).body.code).toBe(401);
  });

  it('counts check-ins, the week’s deposits, giveaway joins, upgrades and battles', async () => {
    const p = await player(100_000);
    expect((await post(p, '/api/check_in')).body.code).toBe(200);
    expect(await mission(p, 3)).toMatchObject({ progress: 1, state: 'claimable' });
    expect((await post(p, '/api/tasks/3/receive')).body.data.prize).toMatchObject({ kind: 'coins', amount: 0.02 });

    await deposit(app, p.token, 12);
    expect(await mission(p, 4)).toMatchObject({ kind: 'deposit', progress: 12, target: 20, state: 'progress' });
    await deposit(app, p.token, 8.5);
    expect(await mission(p, 4)).toMatchObject({ progress: 20.5, state: 'claimable' });

    // A real join (the giveaways module announces it as `join` on `gift.{id}` after commit); the same message
    // again counts nothing.
    const room = await giveaway();
    expect((await get(p, `/api/gift/join/${room}`)).body.code).toBe(200);
    await expect.poll(async () => (await mission(p, 5)).progress).toBe(1);
    const again = { room_id: room, total_people: 1, user: { user_id: p.id, name: p.name, avatar: '' } };
    for (let i = 0; i < 3; i++) await app.bus.publish({ channel: `gift.${room}`, event: 'join', data: again });
    // Messages arrive in order: once another player's later join has counted, the repeats have been seen.
    const q = await player();
    const later = { ...again, user: { ...again.user, user_id: q.id } };
    await app.bus.publish({ channel: `gift.${room}`, event: 'join', data: later });
    await expect.poll(async () => (await mission(q, 5)).progress).toBe(1);
    expect((await mission(p, 5)).progress).toBe(1);
    expect((await post(p, '/api/tasks/5/receive')).body.code).toBe(200);

    const opened = (await open(p, 1)).body.data;
    const drop = opened.list?.[0] ?? opened[0];
    const knapsackId = drop?.knapsack_id;
    // A target twice the drawn item's price, so the chance is well inside the allowed range whatever was drawn.
    const worth = drop?.goods?.price ?? 0.1;
    const target = (await app.request(`/api/upgrade/targets?min=${worth}&price=${worth * 2}&max_price=1000&limit=1`))
      .body.data.list[0];
    const tried = await post(p, '/api/upgrade', {
      knapsack_id: [knapsackId],
      amount: 0,
      target_id: target.id,
      direction: 'under',
    });
    expect(tried.body).toMatchObject({ code: 200 });
    expect(await mission(p, 6)).toMatchObject({ progress: 1, state: 'claimable' });

    const battle = await post(p, '/api/battle', { boxes: ['test-pistols'], players: 2, mode: 'standard' });
    expect(battle.body.code).toBe(200);
    expect((await post(p, `/api/battle/${battle.body.data.id}/bots`)).body.code).toBe(200);
    expect(await mission(p, 7)).toMatchObject({ progress: 1, state: 'claimable' });
  }, 120_000);

  it('counts case opens, pays once under 40 parallel claims ("Completed"), resets at the day and week boundary', async () => {
    const p = await player(100_000);
    const early = await post(p, '/api/tasks/1/receive');
    expect([early.status, early.body.msg]).toEqual([422, 'Task not finished yet']);
    expect((await post(p, '/api/tasks/99/receive')).body).toMatchObject({ code: 404, msg: 'This task does not exist' });
    expect((await post(p, '/api/tasks/abc/receive')).body.code).toBe(400);
    expect((await open(p, 2)).body.code).toBe(200);
    expect(await mission(p, 1)).toMatchObject({ progress: 2, target: 3, state: 'progress' });
    expect((await open(p, 1)).body.code).toBe(200);
    expect(await mission(p, 1)).toMatchObject({ progress: 3, state: 'claimable' });
    const before = (await get(p, '/api/user')).body.data.score;
    const answers = await Promise.all(Array.from({ length: 40 }, () => post(p, '/api/tasks/1/receive')));
    const won = answers.filter((a) => a.body.code === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.data).toMatchObject({ id: 1, prize: { kind: 'coins', amount: 0.05 } });
    expect(new Set(answers.filter((a) => a.body.code !== 200).map((a) => `${a.status} ${a.body.msg}`))).toEqual(
      new Set(['409 Completed']),
    );
    expect((await post(p, '/api/tasks/1/receive', {}, 'de')).body.msg).toBe('Abgeschlossen');
    expect((await post(p, '/api/tasks/1/receive', {}, 'zh')).body.msg).toBe('已完成');
    expect(Number((await get(p, '/api/user')).body.data.score)).toBeCloseTo(Number(before) + 0.05, 3);
    expect(await eventCredits(p, 'test-missions')).toBe(1);
    expect(await mission(p, 1)).toMatchObject({ state: 'claimed' });
    expect(await mission(p, 2)).toMatchObject({ progress: 3, target: 5, state: 'progress' });

    // Next operator day (Asia/Shanghai): the daily task starts again, the weekly one keeps counting in its week.
    const sameWeek = weekOf(nextDayStart(clock.now(), ZONE) + 1000, ZONE) === weekOf(clock.now(), ZONE);
    nextDay();
    expect(await mission(p, 1)).toMatchObject({ progress: 0, state: 'progress' });
    expect(await mission(p, 2)).toMatchObject({ progress: sameWeek ? 3 : 0 });
    expect((await open(p, 3)).body.code).toBe(200);
    expect((await post(p, '/api/tasks/1/receive')).body.code).toBe(200);
    expect(await eventCredits(p, 'test-missions')).toBe(2);
    if (sameWeek) {
      expect((await post(p, '/api/tasks/2/receive')).body.code).toBe(200);
      expect((await post(p, '/api/tasks/2/receive')).body.msg).toBe('Completed');
    }
    // Next week: the weekly task is open again and counts from zero.
    nextWeek();
    expect(await mission(p, 2)).toMatchObject({ progress: 0, state: 'progress' });
    expect((await open(p, 5)).body.code).toBe(200);
    expect(await mission(p, 2)).toMatchObject({ progress: 5, state: 'claimable' });
    const weekly = await Promise.all(Array.from({ length: 30 }, () => post(p, '/api/tasks/2/receive')));
    expect(weekly.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(await mission(p, 2)).toMatchObject({ state: 'claimed' });
  }, 120_000);
});

describe('time-limited top-up task', () => {
  it('shows the level to reach and pays each level once, however often the payment is confirmed', async () => {
    expect((await get(null, '/api/time_task')).body.data).toBeNull();
    const p = await player();
    expect((await get(p, '/api/time_task', 'de')).body.data).toEqual({
      key: 'test-topup',
      title: 'Title (de)',
      description: 'Text (de)',
      amount: 10,
      money: 1,
      level: 1,
      next_level: 2,
      close_time: TOPUP_TO,
      progress: 0,
      done: false,
    });
    await deposit(app, p.token, 6);
    expect(await eventCredits(p, 'test-topup')).toBe(0);
    // One order crossing level 1, its confirmation sent 10 times at once.
    const sn = await order(p, 5);
    const outcomes = (await confirm(sn, 5, 10)).map((a: any) => a.data?.outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(await eventCredits(p, 'test-topup')).toBe(1);
    expect((await get(p, '/api/time_task')).body.data).toMatchObject({ level: 2, amount: 30, money: 4, progress: 11 });
    // One deposit crossing two levels pays both.
    await deposit(app, p.token, 50);
    expect(await eventCredits(p, 'test-topup')).toBe(3);
    expect((await get(p, '/api/time_task')).body.data).toMatchObject({ level: 3, next_level: null, done: true });
    await deposit(app, p.token, 5);
    expect(await eventCredits(p, 'test-topup')).toBe(3);
    const credited = await count(
      `select coalesce(sum(p.amount), 0)::bigint as n from postings p join ledger_tx t on t.id = p.tx_id
        join accounts a on a.id = p.account_id
        where t.user_id = $1 and t.kind = 'event' and a.owner = 'user' and a.owner_id = $1 and a.currency = 'money'`,
      [p.id],
    );
    expect(credited).toBe(14_000);
  }, 120_000);

  it('30 parallel deposits crossing every level pay each once; after close_time nothing is paid', async () => {
    const p = await player();
    const orders = await Promise.all(Array.from({ length: 30 }, () => order(p, 5)));
    await Promise.all(orders.map((sn) => confirm(sn, 5, 1)));
    expect(await eventCredits(p, 'test-topup')).toBe(3);
    expect((await get(p, '/api/time_task')).body.data).toMatchObject({ progress: 150, done: true });
    const q = await player();
    clock.advance(Date.parse(TOPUP_TO) - clock.now() + 1000);
    await deposit(app, q.token, 100);
    expect(await eventCredits(q, 'test-topup')).toBe(0);
    expect((await get(q, '/api/time_task')).body.data).toBeNull();
  }, 120_000);
});
