import { nextDayStart } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { createManualClock } from '../../../test/clock';
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

const ZONE = 'America/New_York';
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
  player = playerMaker(app, 'Flipper');
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

const get = (p: TestPlayer | undefined, path: string, lang = 'en') =>
  app.request(path, { headers: { ...(p?.headers ?? {}), Language: lang } });
const flip = (p: TestPlayer, index: number | string, id = 'test-flipping', lang = 'en') =>
  get(p, `/api/flipping/${id}/start?index=${index}`, lang);
const balances = async (p: TestPlayer) =>
  (await get(p, '/api/user')).body.data as { money: number; score: number; shop_score: number };
const nextDay = () => clock.advance(nextDayStart(clock.now(), ZONE) - clock.now() + 1000);
const count = async (sql: string, params: unknown[]) =>
  (await app.database.pool.query(sql, params)).rows[0].n as number;

describe('GET /api/flipping, /api/flipping/first', () => {
  it("lists today's boards: face-down cards, free flips, the price of the rest and the odds", async () => {
    expect((await get(undefined, '/api/flipping')).body.code).toBe(401);
    const p = await player();
    const list = (await get(p, '/api/flipping', 'pl')).body.data.list;
    expect(list.map((b: any) => b.id)).toEqual(['test-flipping', 'test-flipping-free']);
    expect(list[0]).toMatchObject({
      name: 'Title (pl)',
      price: 0.1,
      free_left: 1,
      free_total: 1,
      flips_left: 6,
      next_at: new Date(nextDayStart(clock.now(), ZONE)).toISOString(),
    });
    expect(list[0].cards).toHaveLength(6);
    expect(list[0].cards.every((c: any) => c.state === 'hidden' && c.prize === null)).toBe(true);
    expect(list[0].prizes.map((x: any) => x.tickets)).toEqual(NO_COINS_TABLE.map((x) => x.tickets));
    expect(list[1]).toMatchObject({ price: 0, free_left: 2, flips_left: 2 });
    expect((await get(p, '/api/flipping/first')).body.data.id).toBe('test-flipping');
  }, 60_000);
});

describe('GET /api/flipping/{id}/start', () => {
  it('refuses cross-site requests and HEAD (a GET that changes state); bad cards are 4xx', async () => {
    const p = await player();
    const cross = await app.request('/api/flipping/test-flipping/start?index=0', {
      headers: { Cookie: `authsk=${p.token}`, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    expect(cross.body.msg).toBe('This request must come from the site itself');
    const head = await app.request('/api/flipping/test-flipping/start?index=0', { method: 'HEAD', headers: p.headers });
    expect(head.status).toBeGreaterThanOrEqual(400);
    expect(await count('select count(*)::int as n from event_claims where user_id = $1', [p.id])).toBe(0);
    expect((await flip(p, 6)).body).toMatchObject({ code: 400, msg: 'Invalid value for index' });
    expect((await flip(p, 'x')).body.code).toBe(400);
    expect((await get(p, '/api/flipping/test-flipping/start')).body.code).toBe(400);
    expect((await flip(p, 0, 'nope')).body).toMatchObject({ code: 404, msg: 'This event is not running' });
    expect(await count('select count(*)::int as n from event_claims where user_id = $1', [p.id])).toBe(0);
  }, 60_000);

  it('the first flip is free, the rest cost coins; a card turns once; the board runs out; the next day is fresh', async () => {
    const p = await player();
    const free = (await flip(p, 2)).body;
    expect(free.code).toBe(200);
    expect(free.data).toMatchObject({ index: 2, paid: false, price: 0, free_left: 0, flips_left: 5 });
    const board = (await get(p, '/api/flipping/first')).body.data;
    expect(board.cards[2]).toMatchObject({ state: 'flipped', prize: { kind: free.data.prize.kind } });
    expect(board).toMatchObject({ free_left: 0, flips_left: 5 });

    expect((await flip(p, 2)).body).toMatchObject({ code: 409, msg: 'This card is already turned over' });
    expect((await flip(p, 3)).body).toMatchObject({ code: 422, msg: 'Insufficient coins / tokens' });
    expect((await flip(p, 3, 'test-flipping', 'es')).body.msg).toBe('Monedas / fichas insuficientes');

    await fund(app, p.id, 1_000, 'score');
    const paid = [];
    for (const index of [0, 1, 3, 4, 5]) {
      const r = (await flip(p, index)).body;
      expect(r.data).toMatchObject({ index, paid: true, price: 0.1 });
      paid.push(r.data);
    }
    expect(paid.at(-1).flips_left).toBe(0);
    expect((await balances(p)).score).toBeCloseTo(0.5, 9);
    expect((await flip(p, 0)).body).toMatchObject({ code: 409, msg: "Every card of today's board is turned over" });
    expect((await flip(p, 0, 'test-flipping', 'ru')).body.msg).toBe('Все карты сегодняшнего поля уже перевёрнуты');
    expect((await balances(p)).score).toBeCloseTo(0.5, 9);

    const log = (await get(p, '/api/flipping/prize/test-flipping')).body.data.list;
    expect(log.map((l: any) => l.index)).toEqual([5, 4, 3, 1, 0, 2]);
    await recomputeAll(app, p, 'flipping', [free.data, ...paid], NO_COINS_TABLE);

    nextDay();
    const fresh = (await get(p, '/api/flipping/first')).body.data;
    expect(fresh).toMatchObject({ free_left: 1, flips_left: 6 });
    expect(fresh.cards.every((c: any) => c.state === 'hidden')).toBe(true);
    expect((await flip(p, 2)).body.data).toMatchObject({ paid: false });
  }, 90_000);

  it('a free-only board: two flips a day, then "every card turned" without charging anything', async () => {
    const p = await player();
    await fund(app, p.id, 1_000, 'score');
    const a = (await flip(p, 0, 'test-flipping-free')).body.data;
    const b = (await flip(p, 3, 'test-flipping-free')).body.data;
    expect([a.paid, b.paid, b.flips_left]).toEqual([false, false, 0]);
    expect((await flip(p, 1, 'test-flipping-free')).body.code).toBe(409);
    const coins = [a, b].reduce((s, d) => s + (d.prize.kind === 'coins' ? d.prize.amount : 0), 1);
    expect((await balances(p)).score).toBeCloseTo(coins, 9);
    await recomputeAll(app, p, 'flipping', [a, b], WHEEL_TABLE);
  }, 60_000);

  it('50 parallel starts with an allowance of 3 (the free flip and coins for 2): exactly 3 cards turn', async () => {
    const p = await player();
    await fund(app, p.id, 200, 'score');
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => flip(p, i % 6)));
    const won = results.filter((r) => r.body.code === 200).map((r) => r.body.data);
    expect(won).toHaveLength(3);
    expect(new Set(won.map((d) => d.index)).size).toBe(3);
    expect(won.filter((d) => !d.paid)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.code !== 200)) {
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(['Insufficient coins / tokens', 'This card is already turned over']).toContain(r.body.msg);
    }
    expect((await balances(p)).score).toBe(0);
    const board = (await get(p, '/api/flipping/first')).body.data;
    expect(board.cards.filter((c: any) => c.state === 'flipped')).toHaveLength(3);
    expect(await count(`select count(*)::int as n from rolls where user_id = $1 and game = 'flipping'`, [p.id])).toBe(
      3,
    );
    await recomputeAll(app, p, 'flipping', won, NO_COINS_TABLE);
  }, 120_000);

  it('50 parallel starts on a free-only board of two flips a day: exactly 2', async () => {
    const p = await player();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => flip(p, i % 4, 'test-flipping-free')));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(2);
    expect(results.filter((r) => r.body.code === 409)).toHaveLength(48);
  }, 120_000);
});
