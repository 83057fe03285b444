import {
  addDays,
  drawPrize,
  hashServerSeed,
  instantOf,
  nextDayStart,
  prizeRanges,
  roll,
  weekOf,
} from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { deposit } from '../../../test/deposits';
import { fund } from '../../../test/wallet';
import { auditLedger } from '../wallet';
import { eventsContent } from './events.test-kit';

const ZONE = 'Asia/Shanghai';
const clock = createManualClock();
let app: TestApp;
let players = 0;
let ips = 0;

beforeAll(async () => {
  app = await startTestApp(
    { contentDir: eventsContent(), trustProxy: true, trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
    { CAPTCHA_MODE: 'off', EVENTS_TIME_ZONE: ZONE },
    { clock },
  );
  await app.catalog.import({ categories: ['pistol'] });
  // Cases resolved at boot (before this import) would miss the test case's goods for a minute.
  app.cases.service.reload();
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

/** A player with an address of their own (the per-address limit counts requests by X-Forwarded-For). */
async function player(ip?: string) {
  players += 1;
  ips += 1;
  const token = await registerUser(app, `Eventer${players}`, `eventer${players}@example.com`);
  const headers = { ...bearer(token), 'x-forwarded-for': ip ?? `10.0.${Math.floor(ips / 250)}.${ips % 250}` };
  const id: number = (await app.request('/api/user', { headers })).body.data.id;
  return { token, id, headers };
}
type P = Awaited<ReturnType<typeof player>>;
const get = (p: P | undefined, path: string, lang = 'en') =>
  app.request(path, { headers: { ...(p?.headers ?? {}), Language: lang } });
const post = (p: P, path: string, json?: unknown, lang = 'en') =>
  app.request(path, { method: 'POST', json: json ?? {}, headers: { ...p.headers, Language: lang } });
const balances = async (p: P) =>
  (await get(p, '/api/user')).body.data as { money: number; score: number; shop_score: number };
const nextDay = () => clock.advance(nextDayStart(clock.now(), ZONE) - clock.now() + 1000);
const count = async (sql: string, params: unknown[]) =>
  (await app.database.pool.query(sql, params)).rows[0].n as number;

async function revealAndCheck(p: P, game: string, data: { roll: any; prize: any }, table: any[]) {
  const r = data.roll;
  const previous = (await post(p, '/api/pfv_api', { rotate: true })).body.data.previous;
  expect(hashServerSeed(previous.serverSeed)).toBe(r.serverSeedHash);
  const again = roll({
    serverSeed: previous.serverSeed,
    game: game as 'cards',
    clientSeed: r.clientSeed,
    nonce: r.nonce,
  });
  expect(again.ticket).toBe(r.ticket);
  const entry = table[drawPrize(prizeRanges(table), again.ticket)];
  expect(data.prize.kind).toBe(entry.kind);
  const log = (await get(p, '/api/pfv_log')).body.data.list.find((l: any) => l.game === game && l.nonce === r.nonce);
  expect(log).toMatchObject({ ticket: r.ticket, serverSeed: previous.serverSeed });
  // The log names the event, whose published table maps the ticket to the same prize (what /provablyfair shows).
  const published = (await get(undefined, `/api/events/${log.event_key}/prizes`)).body.data;
  expect(published.game).toBe(game);
  expect(published.prizes[drawPrize(prizeRanges(published.prizes), again.ticket)]).toMatchObject(data.prize);
}

const CARDS_TABLE = [
  { kind: 'coins', tickets: 40_000_000 },
  { kind: 'cash', tickets: 30_000_000 },
  { kind: 'item', tickets: 20_000_000 },
  { kind: 'case', tickets: 10_000_000 },
];

describe('GET /api/events', () => {
  it('lists the running events by priority; visitors are not eligible, the VIP-only event needs level 5', async () => {
    const anon = (await get(undefined, '/api/events')).body.data;
    expect(anon.time_zone).toBe(ZONE);
    const keys = anon.list.map((e: any) => e.key);
    expect(keys[0]).toBe('test-vip-only');
    expect(keys.sort()).toEqual([
      'test-cards',
      'test-check-in',
      'test-depositors',
      'test-free-coins',
      'test-new-pl',
      'test-paid-cards',
      'test-vip-only',
      'test-weekly',
    ]);
    expect(anon.list.every((e: any) => e.eligible === false && e.ends_at === null)).toBe(true);
    const p = await player();
    const mine = (await get(p, '/api/events', 'de')).body.data.list;
    const vip = mine.find((e: any) => e.key === 'test-vip-only');
    expect(vip).toMatchObject({ eligible: false, needs: { vip_level: 5 }, title: 'Title (de)' });
    expect(
      mine
        .filter((e: any) => e.eligible)
        .map((e: any) => e.key)
        .sort(),
    ).toEqual(['test-cards', 'test-check-in', 'test-free-coins', 'test-paid-cards', 'test-weekly']);
    expect(mine.find((e: any) => e.key === 'test-paid-cards').needs.cost).toEqual({ currency: 'score', amount: 1 });
    const refused = await post(p, '/api/free_coins?key=test-vip-only');
    expect(refused.body).toMatchObject({ code: 403, msg: 'This event is not open to your account' });
    expect((await post(p, '/api/free_coins?key=test-over')).body).toMatchObject({ code: 404 });
    expect((await get(undefined, '/api/check_in')).body.code).toBe(401);
  }, 60_000);

  it('audiences: new players of a country, depositors of the last days', async () => {
    const p = await player();
    const pl = { ...p, headers: { ...p.headers, 'cf-ipcountry': 'PL' } };
    const de = { ...p, headers: { ...p.headers, 'cf-ipcountry': 'DE' } };
    expect((await post(de, '/api/free_coins?key=test-new-pl')).body.code).toBe(403);
    expect((await post(pl, '/api/free_coins?key=test-new-pl')).body.data.prize).toMatchObject({ amount: 0.5 });
    clock.advance(2 * 86_400_000); // no longer a new player
    expect((await post(pl, '/api/free_coins?key=test-new-pl')).body.code).toBe(403);

    const needs = await post(p, '/api/free_coins?key=test-depositors');
    expect(needs.body).toMatchObject({ code: 422, msg: 'Activity conditions not met, please recharge' });
    await deposit(app, p.token, 5);
    const paid = (await post(p, '/api/free_coins?key=test-depositors')).body;
    expect(paid.data.prize).toMatchObject({ kind: 'coins', amount: 0.7 });
    expect((await get(p, '/api/events')).body.data.list.find((e: any) => e.key === 'test-depositors').eligible).toBe(
      true,
    );
  }, 60_000);

  it('a retried claim with the same Idempotency-Key answers the first result and grants once', async () => {
    const p = await player();
    const headers = { ...p.headers, 'Idempotency-Key': 'events-retry-1' };
    const first = await app.request('/api/free_coins', { method: 'POST', json: {}, headers });
    const again = await app.request('/api/free_coins', { method: 'POST', json: {}, headers });
    expect(first.body.code).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await count(`select count(*)::int as n from ledger_tx where user_id = $1 and kind = 'event'`, [p.id])).toBe(
      1,
    );
  }, 60_000);
});

describe('7-day check-in', () => {
  it('once a day; the streak grows, resets after a missed day, grants the case on day 7 and restarts', async () => {
    const p = await player();
    const info = (await get(p, '/api/check_in')).body.data;
    expect(info.days).toHaveLength(7);
    expect(info.days.map((d: any) => d.state)).toEqual(['available', ...Array(6).fill('locked')]);
    expect(info).toMatchObject({ streak: 0, today_done: false });
    expect(info.next_at).toBe(new Date(nextDayStart(clock.now(), ZONE)).toISOString());
    expect(new Date(info.next_at).getUTCHours()).toBe(16); // midnight in Shanghai

    const first = (await post(p, '/api/check_in')).body;
    expect(first.data).toMatchObject({ day: 1, streak: 1, prize: { kind: 'coins', amount: 0.1 }, roll: null });
    expect((await balances(p)).score).toBe(0.1);
    const again = await post(p, '/api/check_in');
    expect(again.body).toMatchObject({ code: 409, msg: 'sign-in limit reached' });
    expect((await post(p, '/api/check_in', {}, 'zh')).body.msg).toBe('签到次数已达上限');
    expect((await get(p, '/api/check_in')).body.data).toMatchObject({ streak: 1, today_done: true });

    nextDay();
    expect((await post(p, '/api/check_in')).body.data).toMatchObject({ day: 2, prize: { kind: 'coins', amount: 0.2 } });
    nextDay();
    nextDay(); // a missed day
    const view = (await get(p, '/api/check_in')).body.data;
    expect(view.streak).toBe(0);
    expect((await post(p, '/api/check_in')).body.data.day).toBe(1);
    for (let day = 2; day <= 7; day++) {
      nextDay();
      const res = (await post(p, '/api/check_in')).body;
      expect(res.data.day).toBe(day);
      if (day === 3) expect(res.data.prize).toMatchObject({ kind: 'cash', amount: 0.3 });
      if (day === 7) {
        expect(res.data.prize).toMatchObject({ kind: 'case', case_id: 'test-pistols' });
        expect(res.data.knapsack_ids).toHaveLength(1);
        const src = await app.database.pool.query('select source, owner_id from items where knapsack_id = $1', [
          res.data.knapsack_ids[0],
        ]);
        expect(src.rows[0]).toMatchObject({ source: 'event', owner_id: p.id });
        // The case open of day 7 is its own roll (game `case`): it recomputes from the revealed seed.
        const previous = (await post(p, '/api/pfv_api', { rotate: true })).body.data.previous;
        const log = (await get(p, '/api/pfv_log')).body.data.list.find((l: any) => l.game === 'case');
        expect(log).toMatchObject({ serverSeed: previous.serverSeed, box_id: 'test-pistols' });
        const again = roll({
          serverSeed: previous.serverSeed,
          game: 'case',
          clientSeed: log.clientSeed,
          nonce: log.nonce,
        });
        expect(again.ticket).toBe(log.ticket);
      }
    }
    expect((await get(p, '/api/check_in')).body.data.days.every((d: any) => d.state === 'claimed')).toBe(true);
    const b = await balances(p);
    expect(b.money).toBe(0.3);
    expect(b.shop_score).toBe(0.5);
    nextDay();
    expect((await post(p, '/api/check_in')).body.data.day).toBe(1);
  }, 60_000);

  it('40 parallel check-ins of one player: exactly one succeeds', async () => {
    const p = await player();
    const results = await Promise.all(Array.from({ length: 40 }, () => post(p, '/api/check_in')));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.msg === 'sign-in limit reached')).toBe(true);
    expect(await count(`select count(*)::int as n from ledger_tx where user_id = $1 and kind = 'event'`, [p.id])).toBe(
      1,
    );
    expect((await balances(p)).score).toBe(0.1);
  }, 60_000);
});

describe('daily card flip', () => {
  it('one flip a day with a verifiable draw; a second flip is refused until the next day', async () => {
    const p = await player();
    const info = (await get(p, '/api/cards')).body.data;
    expect(info).toMatchObject({ flips_left: 1, flips_total: 1 });
    expect(info.cards).toHaveLength(6);
    expect(info.prizes.map((x: any) => x.tickets)).toEqual(CARDS_TABLE.map((x) => x.tickets));
    const flipped = (await post(p, '/api/cards/flip', { index: 2 })).body;
    expect(flipped.code).toBe(200);
    expect(flipped.data).toMatchObject({ index: 2, flips_left: 0 });
    await revealAndCheck(p, 'cards', flipped.data, CARDS_TABLE);
    const seen = (await get(p, '/api/cards')).body.data;
    expect(seen.cards[2]).toMatchObject({ state: 'flipped', prize: { kind: flipped.data.prize.kind } });
    expect(seen.flips_left).toBe(0);
    const again = await post(p, '/api/cards/flip', { index: 3 });
    expect(again.body).toMatchObject({ code: 409, msg: "Today's card already collected" });
    expect((await post(p, '/api/cards/flip', { index: 3 }, 'ru')).body.msg).toBe('Сегодняшняя карта уже получена');
    expect((await post(p, '/api/cards/flip', { index: 6 })).body.code).toBe(400);
    expect((await post(p, '/api/cards/flip', { index: 'x' })).body.code).toBe(400);
    nextDay();
    expect((await get(p, '/api/cards')).body.data.flips_left).toBe(1);
    expect((await post(p, '/api/cards/flip', { index: 2 })).body.code).toBe(200);
  }, 60_000);

  it('VIP 3 flips twice a day; a card is turned once; 40 parallel flips give exactly two', async () => {
    const p = await player();
    await deposit(app, p.token, 100);
    expect((await get(p, '/api/cards')).body.data).toMatchObject({ flips_left: 2, flips_total: 2 });
    expect((await post(p, '/api/cards/flip', { index: 1 })).body.code).toBe(200);
    const same = await post(p, '/api/cards/flip', { index: 1 });
    expect(same.body).toMatchObject({ code: 409, msg: 'This card is already turned over' });
    nextDay();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(p, '/api/cards/flip', { index: i % 6 })),
    );
    const won = results.filter((r) => r.body.code === 200);
    expect(won).toHaveLength(2);
    expect(new Set(won.map((r) => r.body.data.index)).size).toBe(2);
    const day = (await get(p, '/api/cards')).body.data;
    expect(day.flips_left).toBe(0);
    expect(day.cards.filter((c: any) => c.state === 'flipped')).toHaveLength(2);
    const rolls = await count(`select count(*)::int as n from rolls where user_id = $1 and game = 'cards'`, [p.id]);
    expect(rolls).toBe(3);
  }, 90_000);
});

describe('limits per week and per account', () => {
  it('once a week (operator weeks start on Monday), twice per account', async () => {
    const p = await player();
    const claim = () => post(p, '/api/free_coins?key=test-weekly');
    const nextMonday = () =>
      clock.advance(instantOf(addDays(weekOf(clock.now(), ZONE), 7), 0, ZONE) - clock.now() + 1000);
    nextMonday();
    expect((await claim()).body.code).toBe(200);
    nextDay(); // Tuesday, same week
    expect((await claim()).body).toMatchObject({ code: 409, msg: 'Limit exceeded' });
    expect((await post(p, '/api/free_coins?key=test-weekly', {}, 'pl')).body.msg).toBe('Przekroczono limit');
    nextMonday();
    expect((await claim()).body.code).toBe(200);
    nextMonday();
    expect((await claim()).body).toMatchObject({ code: 409, msg: 'Limit exceeded' });
    expect((await balances(p)).score).toBe(0.4);
    expect(await count(`select count(*)::int as n from event_claims where user_id = $1`, [p.id])).toBe(2);
  }, 60_000);
});

describe('an event with a cost', () => {
  it('debits the cost in the same transaction: short of coins nothing is taken, with them the flip pays', async () => {
    const p = await player();
    const short = await post(p, '/api/cards/flip', { index: 0, key: 'test-paid-cards' });
    expect(short.body).toMatchObject({ code: 422, msg: 'Insufficient coins / tokens' });
    expect(await count('select count(*)::int as n from event_claims where user_id = $1', [p.id])).toBe(0);
    await fund(app, p.id, 1_000, 'score');
    const paid = (await post(p, '/api/cards/flip', { index: 0, key: 'test-paid-cards' })).body;
    expect(paid.data.prize).toMatchObject({ kind: 'cash', amount: 2 });
    expect(await balances(p)).toMatchObject({ score: 0, money: 2 });
    const again = await post(p, '/api/cards/flip', { index: 1, key: 'test-paid-cards' });
    expect(again.body.msg).toBe("Today's card already collected");
    expect((await balances(p)).score).toBe(0);
  }, 60_000);
});

describe('free coins', () => {
  it('a claim a day drawn from the coins table; the cooldown runs to the next day', async () => {
    const p = await player();
    expect((await get(p, '/api/free_coins')).body.data).toMatchObject({ available: true, claimed: null });
    const claimed = (await post(p, '/api/free_coins')).body;
    expect(claimed.code).toBe(200);
    expect([0.01, 0.1]).toContain(claimed.data.prize.amount);
    await revealAndCheck(p, 'freecoins', claimed.data, [
      { kind: 'coins', tickets: 70_000_000 },
      { kind: 'coins', tickets: 30_000_000 },
    ]);
    expect((await balances(p)).score).toBe(claimed.data.prize.amount);
    const info = (await get(p, '/api/free_coins')).body.data;
    expect(info).toMatchObject({ available: false, claimed: claimed.data.prize.amount, next_at: claimed.data.next_at });
    const again = (await post(p, '/api/free_coins')).body;
    expect(again.code).toBe(409);
    expect(again.msg).toMatch(/^Free coins already claimed today, come back after \d{4}-\d\d-\d\d 16:00 UTC$/);
    nextDay();
    expect((await post(p, '/api/free_coins')).body.code).toBe(200);
  }, 60_000);

  it('40 parallel claims: one; three accounts per address a day, the fourth hits the limit', async () => {
    const p = await player();
    const results = await Promise.all(Array.from({ length: 40 }, () => post(p, '/api/free_coins')));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    const shared = '10.9.9.9';
    const four = await Promise.all([1, 2, 3, 4].map(() => player(shared)));
    const claims = await Promise.all(four.map((q) => post(q, '/api/free_coins')));
    expect(claims.filter((r) => r.body.code === 200)).toHaveLength(3);
    expect(claims.find((r) => r.body.code !== 200)?.body).toMatchObject({ code: 409, msg: 'Limit exceeded' });
    // The site's own trusted addresses (RATE_LIMIT_TRUSTED_IPS, here the loopback) are not limited per address.
    const local = await Promise.all([1, 2, 3, 4].map(() => player()));
    const direct = await Promise.all(
      local.map((q) => app.request('/api/free_coins', { method: 'POST', json: {}, headers: bearer(q.token) })),
    );
    expect(direct.map((r) => r.body.code)).toEqual([200, 200, 200, 200]);
  }, 90_000);
});
