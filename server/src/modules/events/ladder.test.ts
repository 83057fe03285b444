import { drawPrize, hashServerSeed, nextDayStart, prizeRanges, roll } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { deposit } from '../../../test/deposits';
import { fund } from '../../../test/wallet';
import { auditLedger } from '../wallet';
import { ladderContent, RECHARGE_TABLE } from './ladder.test-kit';

const ZONE = 'Asia/Shanghai';
const clock = createManualClock();
let app: TestApp;
let players = 0;

beforeAll(async () => {
  app = await startTestApp(
    { contentDir: ladderContent(clock.now()), trustProxy: true, trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
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

async function player() {
  players += 1;
  const token = await registerUser(app, `Climber${players}`, `climber${players}@example.com`);
  const headers = { ...bearer(token), 'x-forwarded-for': `10.7.${Math.floor(players / 250)}.${players % 250}` };
  const id: number = (await app.request('/api/user', { headers })).body.data.id;
  return { token, id, headers };
}
type P = Awaited<ReturnType<typeof player>>;
const get = (p: P, path: string, lang = 'en') => app.request(path, { headers: { ...p.headers, Language: lang } });
const post = (p: P, path: string, json?: unknown, lang = 'en') =>
  app.request(path, { method: 'POST', json: json ?? {}, headers: { ...p.headers, Language: lang } });
const balances = async (p: P) =>
  (await get(p, '/api/user')).body.data as { money: number; score: number; shop_score: number };
const nextDay = () => clock.advance(nextDayStart(clock.now(), ZONE) - clock.now() + 1000);
const count = async (sql: string, params: unknown[]) =>
  (await app.database.pool.query(sql, params)).rows[0].n as number;
const L = '/api/ladder_box/test-ladder';
const FREE = '/api/ladder_box/test-ladder-free';

/** Reveals the player's server seed and recomputes every roll of `game` in the answers from it. */
async function reveal(p: P, game: string, rolls: Array<{ nonce: number; ticket: number; serverSeedHash: string }>) {
  const previous = (await post(p, '/api/pfv_api', { rotate: true })).body.data.previous;
  const log = (await get(p, '/api/pfv_log')).body.data.list;
  for (const r of rolls) {
    expect(hashServerSeed(previous.serverSeed)).toBe(r.serverSeedHash);
    const again = roll({
      serverSeed: previous.serverSeed,
      game: game as 'ladder',
      clientSeed: previous.clientSeed,
      nonce: r.nonce,
    });
    expect(again.ticket).toBe(r.ticket);
    expect(log.find((l: any) => l.game === game && l.nonce === r.nonce)).toMatchObject({
      ticket: r.ticket,
      serverSeed: previous.serverSeed,
    });
  }
}

describe('ladder box', () => {
  it('start (paid in coins), climb with one verifiable draw per step, cash out the step reached once', async () => {
    const p = await player();
    const box = (await get(p, `${L}/check`)).body.data;
    expect(box).toMatchObject({ id: 'test-ladder', climbs_left: 2, climbs_total: 2, climb: null, title: 'Title (en)' });
    expect(box.cost).toEqual({ currency: 'score', amount: 1 });
    expect(box.steps.map((s: any) => [s.step, s.tickets, s.prize.amount])).toEqual([
      [1, 100_000_000, 0.5],
      [2, 50_000_000, 1],
      [3, 1, 10],
    ]);
    expect((await get(p, '/api/ladder_box')).body.data.list.map((b: any) => b.id)).toEqual([
      'test-ladder',
      'test-ladder-free',
    ]);

    const short = await post(p, `${L}/start`);
    expect(short.body).toMatchObject({ code: 422, msg: 'Insufficient coins / tokens' });
    expect(await count('select count(*)::int as n from ladder_climbs where user_id = $1', [p.id])).toBe(0);
    await fund(app, p.id, 5_000, 'score');

    const started = (await post(p, `${L}/start`)).body.data;
    expect(started).toMatchObject({ climbs_left: 1, climb: { step: 0, state: 'climbing' } });
    expect((await balances(p)).score).toBe(4);
    expect((await post(p, `${L}/start`)).body).toMatchObject({
      code: 409,
      msg: 'A climb of this box is already running: climb on or cash out',
    });
    expect((await post(p, `${L}/cash_out`)).body).toMatchObject({
      code: 422,
      msg: 'Climb a step first: there is nothing to cash out yet',
    });
    expect((await post(p, `${L}/climb`, { step: 1 })).body).toMatchObject({
      code: 409,
      msg: 'This step was already climbed',
    });
    expect((await post(p, `${L}/climb`, { step: 'x' })).body.code).toBe(400);

    const first = (await post(p, `${L}/climb`, { step: 0 })).body.data;
    expect(first).toMatchObject({ step: 1, tickets: 100_000_000, won: true, box: { climb: { step: 1 } } });
    expect(first.roll.game).toBe('ladder');
    const second = (await post(p, `${L}/climb`, { step: 1 })).body.data;
    expect(second.won).toBe(second.roll.ticket < 50_000_000);
    const rolls = [first.roll, second.roll];
    if (second.won) {
      const cashed = (await post(p, `${L}/cash_out`)).body.data;
      expect(cashed).toMatchObject({ step: 2, prize: { kind: 'coins', amount: 1 }, roll: null, box: { climb: null } });
      expect((await balances(p)).score).toBe(5);
    } else {
      expect(second.box.climb).toBeNull();
      expect((await post(p, `${L}/cash_out`)).body).toMatchObject({
        code: 409,
        msg: 'No climb is running: start one first',
      });
      expect((await balances(p)).score).toBe(4);
    }
    await reveal(p, 'ladder', rolls);
    const draws = await app.database.pool.query(
      `select d.step, d.ticket, d.won from ladder_draws d join ladder_climbs c on c.id = d.climb_id
        where c.user_id = $1 order by d.step`,
      [p.id],
    );
    expect(draws.rows).toEqual(rolls.map((r, i) => ({ step: i + 1, ticket: r.ticket, won: i === 0 || second.won })));
  }, 60_000);

  it('a lost step loses the prize held; the top step is cashed (a case), climbing past it is refused', async () => {
    const p = await player();
    await fund(app, p.id, 2_000, 'score');
    await post(p, `${L}/start`);
    await post(p, `${L}/climb`, { step: 0 });
    const second = (await post(p, `${L}/climb`, { step: 1 })).body.data;
    if (second.won) {
      const third = (await post(p, `${L}/climb`, { step: 2 })).body.data;
      // A step of 1 ticket in 100 000 000: won only by ticket 0.
      expect(third.won).toBe(third.roll.ticket < 1);
      expect(third.box.climb).toBeNull();
    }
    expect((await post(p, `${L}/cash_out`)).body.code).toBe(409);
    expect((await balances(p)).score).toBe(1);
    expect(
      await count(`select count(*)::int as n from ladder_climbs where user_id = $1 and state = 'lost'`, [p.id]),
    ).toBe(1);

    // A free ladder of two sure steps: no cost, the top prize a case.
    expect((await get(p, `${FREE}/check`)).body.data.cost).toBeNull();
    await post(p, `${FREE}/start`);
    await post(p, `${FREE}/climb`, { step: 0 });
    await post(p, `${FREE}/climb`, { step: 1 });
    expect((await post(p, `${FREE}/climb`, { step: 2 })).body).toMatchObject({
      code: 409,
      msg: 'You reached the top step: cash out your prize',
    });
    const top = (await post(p, `${FREE}/cash_out`)).body.data;
    expect(top).toMatchObject({ step: 2, prize: { kind: 'case', case_id: 'test-pistols' } });
    expect(top.knapsack_ids).toHaveLength(1);
    expect((await balances(p)).shop_score).toBe(0);
    expect((await get(p, '/api/ladder_box/nope/check')).body).toMatchObject({
      code: 404,
      msg: 'This event is not running',
    });
    expect((await post(p, `${FREE}/cash_out`, {}, 'de')).body.msg).toBe('Kein Aufstieg läuft: starte zuerst einen');
  }, 60_000);

  it('climbs per operator day: the third start of the day is refused until the next day', async () => {
    const p = await player();
    await fund(app, p.id, 5_000, 'score');
    for (let i = 0; i < 2; i++) {
      expect((await post(p, `${L}/start`)).body.code).toBe(200);
      await post(p, `${L}/climb`, { step: 0 });
      expect((await post(p, `${L}/cash_out`)).body.data.prize).toMatchObject({ amount: 0.5 });
    }
    const third = (await post(p, `${L}/start`)).body;
    expect(third.code).toBe(409);
    expect(third.msg).toMatch(/^No climbs left today, come back after \d{4}-\d\d-\d\d 16:00 UTC$/);
    expect((await get(p, `${L}/check`)).body.data.climbs_left).toBe(0);
    expect((await post(p, `${L}/start`, {}, 'ru')).body.msg).toMatch(/^Подъёмы на сегодня закончились/);
    // A climb started before midnight is still cashed after it.
    await post(p, `${FREE}/start`);
    await post(p, `${FREE}/climb`, { step: 0 });
    nextDay();
    expect((await get(p, `${L}/check`)).body.data.climbs_left).toBe(2);
    expect((await post(p, `${L}/start`)).body.code).toBe(200);
    expect((await post(p, `${FREE}/cash_out`)).body.data.prize).toMatchObject({ kind: 'shop_score', amount: 0.2 });
    expect(await balances(p)).toMatchObject({ score: 5 - 3 + 1, shop_score: 0.2 });
  }, 60_000);

  it('50 parallel climbs of one step: exactly one draw; 50 parallel cash-outs: one grant', async () => {
    const p = await player();
    await fund(app, p.id, 1_000, 'score');
    await post(p, `${L}/start`);
    const climbs = await Promise.all(Array.from({ length: 50 }, () => post(p, `${L}/climb`, { step: 0 })));
    expect(climbs.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(new Set(climbs.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(
      new Set(['This step was already climbed']),
    );
    expect(await count(`select count(*)::int as n from rolls where user_id = $1 and game = 'ladder'`, [p.id])).toBe(1);
    expect(
      await count(
        'select count(*)::int as n from ladder_draws d join ladder_climbs c on c.id = d.climb_id where c.user_id = $1',
        [p.id],
      ),
    ).toBe(1);

    const cashes = await Promise.all(Array.from({ length: 50 }, () => post(p, `${L}/cash_out`)));
    expect(cashes.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(new Set(cashes.filter((r) => r.body.code !== 200).map((r) => `${r.body.code} ${r.body.msg}`))).toEqual(
      new Set(['409 No climb is running: start one first']),
    );
    expect((await balances(p)).score).toBe(0.5);
    // The start's cost and the one cash-out.
    expect(await count(`select count(*)::int as n from ledger_tx where user_id = $1 and kind = 'event'`, [p.id])).toBe(
      2,
    );
  }, 90_000);
});

describe('recharge-open boxes', () => {
  const open = (p: P, list: number[], lang = 'en') =>
    post(p, '/api/rechargeOpenBox/open', { open_list: list, key: 'test-recharge' }, lang);
  const boxes = async (p: P) => (await get(p, '/api/rechargeOpenBox?key=test-recharge')).body.data;

  it('each box opens once per paid deposit of at least its threshold; a list opens in one transaction', async () => {
    const p = await player();
    const none = await boxes(p);
    expect(none.list.map((b: any) => [b.id, b.threshold, b.state, b.ready])).toEqual([
      [1, 10, 'locked', 0],
      [2, 50, 'locked', 0],
    ]);
    expect(none.list[0].prizes.map((x: any) => x.tickets)).toEqual(RECHARGE_TABLE.map((x) => x.tickets));
    expect((await open(p, [1])).body).toMatchObject({ code: 422, msg: 'Sorry, box opening conditions not met' });
    expect((await open(p, [1], 'zh')).body.msg).toBe('抱歉，未满足开箱条件');
    expect((await open(p, [9])).body).toMatchObject({ code: 404, msg: 'This box does not exist' });
    expect((await post(p, '/api/rechargeOpenBox/open', { open_list: [] })).body.code).toBe(400);

    await deposit(app, p.token, 5); // below every threshold
    expect((await boxes(p)).list.every((b: any) => b.state === 'locked')).toBe(true);
    const order = await deposit(app, p.token, 20);
    expect((await boxes(p)).list.map((b: any) => b.state)).toEqual(['ready', 'locked']);
    // All or nothing: box 2 is locked, so box 1 stays ready.
    expect((await open(p, [1, 2])).body.code).toBe(422);
    expect((await boxes(p)).list[0].ready).toBe(1);

    const one = (await open(p, [1])).body.data.list;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ box_id: 1, order_sn: order });
    const r = one[0].roll;
    expect(r.game).toBe('rechargebox');
    expect((await open(p, [1])).body.code).toBe(422);

    await deposit(app, p.token, 60);
    await deposit(app, p.token, 10);
    const after = await boxes(p);
    expect(after.list.map((b: any) => [b.state, b.ready, b.opened])).toEqual([
      ['ready', 2, 1],
      ['ready', 1, 0],
    ]);
    const three = (await open(p, [2, 1, 1])).body.data.list;
    expect(three.map((x: any) => x.box_id)).toEqual([1, 1, 2]);
    expect(three[2]).toMatchObject({ prize: { kind: 'case', case_id: 'test-pistols' }, roll: null });
    expect(three[2].knapsack_ids).toHaveLength(1);
    expect((await boxes(p)).list.map((b: any) => [b.state, b.ready, b.opened])).toEqual([
      ['opened', 0, 3],
      ['opened', 0, 1],
    ]);
    const drawn = [one[0], three[0], three[1]];
    const previous = (await post(p, '/api/pfv_api', { rotate: true })).body.data.previous;
    const paid = { money: 0, score: 0 };
    for (const d of drawn) {
      const again = roll({
        serverSeed: previous.serverSeed,
        game: 'rechargebox',
        clientSeed: d.roll.clientSeed,
        nonce: d.roll.nonce,
      });
      expect(again.ticket).toBe(d.roll.ticket);
      const entry = RECHARGE_TABLE[drawPrize(prizeRanges(RECHARGE_TABLE), again.ticket)]!;
      if (entry.kind !== 'cash' && entry.kind !== 'coins') throw new Error('the test table pays cash and coins');
      expect(d.prize).toMatchObject({ kind: entry.kind, amount: entry.amount });
      if (entry.kind === 'cash') paid.money += entry.amount;
      else paid.score += entry.amount;
    }
    const log = (await get(p, '/api/pfv_log')).body.data.list.filter((l: any) => l.game === 'rechargebox');
    expect(log).toHaveLength(3);
    const b = await balances(p);
    expect(b.score).toBeCloseTo(paid.score, 6);
    const cash = await app.database.pool.query(
      `select coalesce(sum(p.amount), 0)::int as n from postings p join ledger_tx t on t.id = p.tx_id
        where t.user_id = $1 and t.kind = 'event' and p.amount > 0 and p.currency = 'money' and p.account_id in
          (select id from accounts where owner = 'user' and owner_id = $1)`,
      [p.id],
    );
    expect(cash.rows[0].n / 1000).toBeCloseTo(paid.money, 6);
    expect(await count('select count(*)::int as n from event_claims where user_id = $1', [p.id])).toBe(4);
  }, 90_000);

  it('50 parallel opens of one unlocked box: one', async () => {
    const p = await player();
    await deposit(app, p.token, 15);
    const results = await Promise.all(Array.from({ length: 50 }, () => open(p, [1])));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.code === 422)).toBe(true);
    expect(
      await count(`select count(*)::int as n from rolls where user_id = $1 and game = 'rechargebox'`, [p.id]),
    ).toBe(1);
    expect(await count(`select count(*)::int as n from ledger_tx where user_id = $1 and kind = 'event'`, [p.id])).toBe(
      1,
    );
  }, 90_000);

  it('only deposits inside the event dates count; outside its dates the boxes are closed', async () => {
    const p = await player();
    await deposit(app, p.token, 30);
    const later = (q: P) => post(q, '/api/rechargeOpenBox/open', { open_list: [1], key: 'test-recharge-later' });
    expect((await get(p, '/api/rechargeOpenBox?key=test-recharge-later')).body.data).toBeNull();
    expect((await later(p)).body).toMatchObject({ code: 404, msg: 'This event is not running' });
    clock.advance(49 * 3_600_000);
    const shown = (await get(p, '/api/rechargeOpenBox?key=test-recharge-later')).body.data;
    expect(shown.list[0]).toMatchObject({ state: 'locked', ready: 0 });
    // The deposit was paid before the event's start.
    expect((await later(p)).body).toMatchObject({ code: 422, msg: 'Sorry, box opening conditions not met' });
    clock.advance(24 * 3_600_000);
    expect((await later(p)).body.code).toBe(404);
  }, 60_000);
});
