import { nextDayStart, segmentArcs, ticketToAngle, wheelRotation } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { createManualClock } from '../../../test/clock';
import { deposit } from '../../../test/deposits';
import { fund } from '../../../test/wallet';
import { auditLedger } from '../wallet';
import {
  NO_COINS_TABLE,
  playerMaker,
  prizeDrawsContent,
  recomputeAll,
  type TestPlayer,
  WHEEL_TABLE,
} from './prize-draws.test-kit';

const ZONE = 'Europe/Warsaw';
const clock = createManualClock();
let app: TestApp;
let player: ReturnType<typeof playerMaker>;

beforeAll(async () => {
  app = await startTestApp(
    { contentDir: prizeDrawsContent(), trustProxy: true, trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
    { CAPTCHA_MODE: 'off', EVENTS_TIME_ZONE: ZONE },
    { clock },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
  player = playerMaker(app, 'Spinner');
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

const get = (p: TestPlayer | undefined, path: string, lang = 'en') =>
  app.request(path, { headers: { ...(p?.headers ?? {}), Language: lang } });
const spin = (p: TestPlayer, id = 'test-wheel', lang = 'en') =>
  app.request(`/api/wheel/${id}/start`, { method: 'POST', json: {}, headers: { ...p.headers, Language: lang } });
const balances = async (p: TestPlayer) =>
  (await get(p, '/api/user')).body.data as { money: number; score: number; shop_score: number };
const nextDay = () => clock.advance(nextDayStart(clock.now(), ZONE) - clock.now() + 1000);
const count = async (sql: string, params: unknown[]) =>
  (await app.database.pool.query(sql, params)).rows[0].n as number;
const segmentOf = (d: any) => d.segment;

describe('GET /api/wheel, /api/wheel/first', () => {
  it('lists the wheels the player may spin, with price, free spins and segments with their odds', async () => {
    expect((await get(undefined, '/api/wheel')).body.code).toBe(401);
    const p = await player();
    const list = (await get(p, '/api/wheel', 'de')).body.data.list;
    // The VIP-only wheel is left out for a level-0 player.
    expect(list.map((w: any) => w.id)).toEqual(['test-wheel', 'test-wheel-race']);
    const [w] = list;
    expect(w).toMatchObject({
      id: 'test-wheel',
      name: 'Title (de)',
      price: 0.25,
      free_left: 1,
      free_total: 1,
      paid_left: 3,
      next_at: new Date(nextDayStart(clock.now(), ZONE)).toISOString(),
    });
    expect(w.segments.map((s: any) => [s.id, s.prize.kind, s.odds])).toEqual(
      WHEEL_TABLE.map((t, i) => [i, t.kind, t.tickets]),
    );
    expect(w.segments[0].prize).toMatchObject({ kind: 'coins', amount: 0.05 });
    expect(w.segments[3].prize).toMatchObject({ kind: 'case', case_id: 'test-pistols' });
    expect((await get(p, '/api/wheel/first')).body.data.id).toBe('test-wheel');
    const vip = await spin(p, 'test-wheel-vip');
    expect(vip.body).toMatchObject({ code: 403, msg: 'This event is not open to your account' });
    expect((await spin(p, 'no-such-wheel')).body).toMatchObject({ code: 404, msg: 'This event is not running' });
    expect((await spin(p, 'test-flipping')).body.code).toBe(404);
    expect((await get(p, `/api/wheel/${'x'.repeat(80)}/start`)).body.code).toBe(404);
    expect(
      (await app.request(`/api/wheel/${'x'.repeat(80)}/start`, { method: 'POST', json: {}, headers: p.headers })).body
        .code,
    ).toBe(400);
  }, 60_000);
});

describe('POST /api/wheel/{id}/start', () => {
  it('a free spin a day, then paid spins in coins up to the daily cap; every spin recomputes; the day resets', async () => {
    const p = await player();
    const free = (await spin(p)).body;
    expect(free.code).toBe(200);
    expect(free.data).toMatchObject({ paid: false, price: 0, free_left: 0, paid_left: 3 });
    // The pointer's resting angle for the ticket lies inside the drawn segment's arc.
    const arc = segmentArcs(WHEEL_TABLE.map((t) => t.tickets))[free.data.segment]!;
    const angle = ticketToAngle(free.data.ticket);
    expect(angle >= arc.start && angle < arc.start + arc.sweep).toBe(true);
    expect(wheelRotation(725.5, free.data.ticket) % 360).toBeCloseTo(angle, 6);

    const short = await spin(p);
    expect(short.body).toMatchObject({ code: 422, msg: 'Insufficient coins / tokens' });
    expect((await spin(p, 'test-wheel', 'fr')).body.msg).toBe('Pièces / jetons insuffisants');
    expect(await count(`select count(*)::int as n from event_claims where user_id = $1`, [p.id])).toBe(1);

    const won = free.data.prize.kind === 'coins' ? free.data.prize.amount : 0;
    await fund(app, p.id, 1_000, 'score');
    const paid = [];
    for (let i = 0; i < 3; i++) {
      const r = (await spin(p)).body;
      expect(r.code).toBe(200);
      expect(r.data).toMatchObject({ paid: true, price: 0.25, free_left: 0, paid_left: 2 - i });
      paid.push(r.data);
    }
    const capped = await spin(p);
    expect(capped.body).toMatchObject({ code: 409, msg: 'No more spins today, come back tomorrow' });
    expect((await spin(p, 'test-wheel', 'zh')).body.msg).toBe('今日转盘次数已用完，请明天再来');
    const coinsWon = paid.reduce((s, d) => s + (d.prize.kind === 'coins' ? d.prize.amount : 0), won);
    expect((await balances(p)).score).toBeCloseTo(1 - 0.75 + coinsWon, 9);
    const costs = await count(
      `select count(*)::int as n from ledger_tx where user_id = $1 and kind = 'event' and idempotency_key like '%:cost'`,
      [p.id],
    );
    expect(costs).toBe(3);
    // Every spin counts toward the wheel's realised RTP: the free one staking nothing, the paid ones their price.
    const [counted] = (
      await app.database.pool.query(
        `select sum(bets)::int as bets, sum(wagered)::int as wagered, sum(paid)::int as paid from (
           select bets, wagered, paid from bet_tally where game = 'wheel'
           union all select bets, wagered, paid from rtp_totals where game = 'wheel') t`,
      )
    ).rows;
    expect(counted).toMatchObject({ bets: 4, wagered: 750 });
    expect(counted.paid).toBeGreaterThanOrEqual(Math.round(coinsWon * 1000));

    const log = (await get(p, '/api/wheel/prize/test-wheel')).body.data.list;
    expect(log.map((l: any) => [l.nonce, l.paid, l.segment])).toEqual(
      [free.data, ...paid].reverse().map((d) => [d.nonce, d.paid, d.segment]),
    );
    await recomputeAll(app, p, 'wheel', [free.data, ...paid], WHEEL_TABLE, segmentOf);

    nextDay();
    const day2 = (await get(p, '/api/wheel/first')).body.data;
    expect(day2).toMatchObject({ free_left: 1, paid_left: 3 });
    expect((await spin(p)).body.data).toMatchObject({ paid: false, free_left: 0 });
  }, 90_000);

  it('just before midnight in the operator zone the free spin is spent; one second after midnight it is back', async () => {
    const p = await player();
    clock.advance(nextDayStart(clock.now(), ZONE) - clock.now() - 2000);
    expect((await spin(p)).body.data.paid).toBe(false);
    expect((await get(p, '/api/wheel/first')).body.data.free_left).toBe(0);
    clock.advance(3000);
    expect((await get(p, '/api/wheel/first')).body.data.free_left).toBe(1);
    expect((await spin(p)).body.data.paid).toBe(false);
  }, 60_000);

  it('VIP level 3 gets a second free spin a day', async () => {
    const p = await player();
    await deposit(app, p.token, 100);
    expect((await get(p, '/api/wheel/first')).body.data).toMatchObject({ free_left: 2, free_total: 2 });
    expect((await spin(p)).body.data).toMatchObject({ paid: false, free_left: 1 });
    expect((await spin(p)).body.data).toMatchObject({ paid: false, free_left: 0 });
    expect((await spin(p)).body.code).toBe(422);
  }, 60_000);

  it('coins for exactly 3 paid spins (free spin used): 50 parallel spins spend exactly 3, the balance ends at 0', async () => {
    const p = await player();
    const free = (await spin(p, 'test-wheel-race')).body;
    expect(free.data.paid).toBe(false);
    await fund(app, p.id, 750, 'score');
    const results = await Promise.all(Array.from({ length: 50 }, () => spin(p, 'test-wheel-race')));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.body.code !== 200);
    expect(refused).toHaveLength(47);
    for (const r of refused) {
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body).toMatchObject({ code: 422, msg: 'Insufficient coins / tokens' });
    }
    expect((await balances(p)).score).toBe(0);
    const won = results.filter((r) => r.body.code === 200).map((r) => r.body.data);
    expect(won.every((d) => d.paid && d.price === 0.25)).toBe(true);
    expect(new Set(won.map((d) => d.nonce)).size).toBe(3);
    expect(
      await count(`select count(*)::int as n from event_claims where user_id = $1 and event_key = 'test-wheel-race'`, [
        p.id,
      ]),
    ).toBe(4);
    expect(await count(`select count(*)::int as n from rolls where user_id = $1 and game = 'wheel'`, [p.id])).toBe(4);
    await recomputeAll(app, p, 'wheel', [free.data, ...won], NO_COINS_TABLE, segmentOf);
  }, 120_000);

  it('a retried spin with the same Idempotency-Key answers the first result and charges once', async () => {
    const p = await player();
    await fund(app, p.id, 1_000, 'score');
    await spin(p, 'test-wheel-race');
    const headers = { ...p.headers, 'Idempotency-Key': 'wheel-retry-1' };
    const first = await app.request('/api/wheel/test-wheel-race/start', { method: 'POST', json: {}, headers });
    const again = await app.request('/api/wheel/test-wheel-race/start', { method: 'POST', json: {}, headers });
    expect(first.body.code).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await balances(p)).score).toBe(0.75);
  }, 60_000);
});
