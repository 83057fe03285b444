import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawPrize, hashServerSeed, LANGS, prizeRanges, roll } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { deposit } from '../../../test/deposits';
import { auditLedger } from '../wallet';
import type { EventDef } from './events.engine';
import { eventsContent, TEST_ITEM } from './events.test-kit';

const DAY = 86_400_000;
const clock = createManualClock();
const start = clock.now();
let app: TestApp;
let players = 0;
const texts = (en: string) => Object.fromEntries(LANGS.map((l) => [l, `${en} (${l})`]));
const iso = (t: number) => new Date(t).toISOString();

const WINDOWS_TABLE = [
  { kind: 'coins', amount: 0.01, tickets: 50_000_000 },
  { kind: 'cash', amount: 0.05, tickets: 30_000_000 },
  { kind: 'item', hash_name: TEST_ITEM, tickets: 10_000_000 },
  { kind: 'case', case_id: 'test-pistols', tickets: 10_000_000 },
];
const LOOT_TABLE = [
  { kind: 'item', hash_name: TEST_ITEM, tickets: 50_000_000 },
  { kind: 'case', case_id: 'test-pistols', tickets: 50_000_000 },
];
const SNOW_TABLE = [
  { kind: 'coins', amount: 0.02, tickets: 60_000_000 },
  { kind: 'cash', amount: 0.03, tickets: 40_000_000 },
];

beforeAll(async () => {
  const dir = eventsContent();
  const base = { title: texts('T'), description: texts('D'), picture: '/x.svg' };
  const windows = { ...base, mechanic: 'smashing_windows', path: '/event/windows' };
  const snow = { ...base, mechanic: 'snowball', path: '/event/snow', board: 3, prizes: SNOW_TABLE };
  const files = {
    'test-windows': {
      ...windows,
      board: 4,
      prizes: WINDOWS_TABLE,
      tokens: { name: texts('Hammer'), stake: 1, deposit: 10 },
    },
    'test-windows-loot': {
      ...windows,
      priority: -5,
      board: 3,
      prizes: LOOT_TABLE,
      tokens: { name: texts('Mallet'), stake: 1 },
    },
    'test-windows-vip': {
      ...windows,
      priority: -6,
      board: 3,
      audience: { vip_level: 5 },
      prizes: LOOT_TABLE,
      tokens: { name: texts('Gold hammer'), stake: 1 },
    },
    'test-snow': {
      ...snow,
      schedule: { type: 'dates', from: iso(start - DAY), to: iso(start + 10 * DAY) },
      tokens: { name: texts('Snowball'), stake: 1 },
    },
    'test-snow-loot': {
      ...snow,
      priority: -3,
      prizes: LOOT_TABLE,
      schedule: { type: 'dates', from: iso(start - DAY), to: iso(start + 10 * DAY) },
      tokens: { name: texts('Ice loot'), stake: 1 },
    },
    'test-snow-next': {
      ...snow,
      priority: -1,
      schedule: { type: 'dates', from: iso(start + 20 * DAY), to: iso(start + 30 * DAY) },
      tokens: { name: texts('Ice ball'), stake: 1, deposit: 1 },
    },
  };
  for (const [key, body] of Object.entries(files))
    writeFileSync(join(dir, 'events', `${key}.json`), JSON.stringify({ key, ...body }));
  app = await startTestApp(
    { contentDir: dir, trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
    { CAPTCHA_MODE: 'off' },
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
  const token = await registerUser(app, `Smasher${players}`, `smasher${players}@example.com`);
  const headers = bearer(token);
  const id: number = (await app.request('/api/user', { headers })).body.data.id;
  return { token, id, headers };
}
type P = Awaited<ReturnType<typeof player>>;
const get = (p: P, path: string, lang = 'en') => app.request(path, { headers: { ...p.headers, Language: lang } });
const post = (p: P, path: string, json: unknown = {}, lang = 'en') =>
  app.request(path, { method: 'POST', json, headers: { ...p.headers, Language: lang } });
const eventOf = (key: string) => app.events.engine.events.find((e: EventDef) => e.key === key)!;
let gifts = 0;
const give = (p: P, key: string, n: number) => {
  gifts += 1;
  const source = `test-${gifts}`;
  return app.database.withTx((tx) => app.events.tokens.give(tx, eventOf(key), p.id, n, source));
};
const balances = async (p: P) => (await get(p, '/api/user')).body.data as { money: number; score: number };
const rows = async (sql: string, params: unknown[]) => (await app.database.pool.query(sql, params)).rows;

/**
 * Every draw of a player recomputed from its revealed inputs: one rotation reveals the server seed all of them
 * used; each ticket, and the table entry it owns, follows from it; each is listed in `/api/pfv_log`.
 */
async function revealAll(p: P, game: string, results: Array<{ roll: any; prize: any }>, table: any[]) {
  expect(results.length).toBeGreaterThan(0);
  const previous = (await post(p, '/api/pfv_api', { rotate: true })).body.data.previous;
  const log = (await get(p, '/api/pfv_log?limit=100')).body.data.list;
  for (const r of results) {
    expect(r.roll.game).toBe(game);
    expect(hashServerSeed(previous.serverSeed)).toBe(r.roll.serverSeedHash);
    const again = roll({
      serverSeed: previous.serverSeed,
      game: game as 'windows',
      clientSeed: r.roll.clientSeed,
      nonce: r.roll.nonce,
    });
    expect(again.ticket).toBe(r.roll.ticket);
    const entry = table[drawPrize(prizeRanges(table), again.ticket)];
    expect(r.prize.kind).toBe(entry.kind);
    if (entry.amount !== undefined) expect(r.prize.amount).toBe(entry.amount);
    expect(log.find((l: any) => l.game === game && l.nonce === r.roll.nonce)).toMatchObject({
      ticket: r.roll.ticket,
      serverSeed: previous.serverSeed,
    });
  }
}

describe('smashing windows', () => {
  it('hammers from deposits and play smash windows once each; a full board starts a new one; the log pages', async () => {
    const p = await player();
    await deposit(app, p.token, 25);
    const board = (await get(p, '/api/smashing_windows', 'de')).body.data;
    expect(board).toMatchObject({ key: 'test-windows', board: 0, cost: 1 });
    expect(board.hammers).toMatchObject({ name: 'Hammer (de)', balance: 2, per_stake: 1, per_deposit: 10 });
    expect(board.windows.map((w: any) => w.state)).toEqual(['intact', 'intact', 'intact', 'intact']);
    const config = (await get(p, '/api/smashing_windows_config')).body.data;
    expect(config).toMatchObject({ key: 'test-windows', windows: 4, cost: 1, ends_at: null, title: 'T (en)' });
    expect(config.hammer).toMatchObject({ name: 'Hammer (en)', per_stake: 1, per_deposit: 10 });
    expect(config.prizes.map((x: any) => x.tickets)).toEqual(WINDOWS_TABLE.map((x) => x.tickets));

    const results: any[] = [];
    const first = (await post(p, '/api/smashing_windows/0/smash')).body;
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ index: 0, board: 0, hammers_left: 1, board_done: false });
    results.push(first.data);
    const again = (await post(p, '/api/smashing_windows/0/smash')).body;
    expect(again).toMatchObject({ code: 409, msg: 'This window is already smashed' });
    expect((await post(p, '/api/smashing_windows/4/smash')).body).toMatchObject({ code: 400 });
    expect((await post(p, '/api/smashing_windows/x/smash')).body).toMatchObject({ code: 400 });
    results.push((await post(p, '/api/smashing_windows/2/smash')).body.data);
    const short = (await post(p, '/api/smashing_windows/1/smash')).body;
    expect(short).toMatchObject({ code: 409, msg: 'Not enough tokens for this: play to earn more' });

    // Play earns more: a case bet of the counted games, $1 wagered per hammer.
    const price: number = (await app.request('/api/box/test-pistols', { headers: p.headers })).body.data.price;
    const opens = Math.ceil(2 / price);
    expect((await post(p, '/api/box/test-pistols/open', { number: opens })).body.code).toBe(200);
    const earned = Math.floor(opens * price + 1e-9);
    expect((await get(p, '/api/smashing_windows')).body.data.hammers.balance).toBe(earned);
    results.push((await post(p, '/api/smashing_windows/1/smash')).body.data);
    const last = (await post(p, '/api/smashing_windows/3/smash')).body.data;
    expect(last).toMatchObject({ index: 3, board: 0, board_done: true, hammers_left: earned - 2 });
    results.push(last);
    const fresh = (await get(p, '/api/smashing_windows')).body.data;
    expect(fresh.board).toBe(1);
    expect(fresh.windows.every((w: any) => w.state === 'intact' && w.prize === null)).toBe(true);

    const log = (await get(p, '/api/smashing_windows_log?limit=20&page=1')).body.data;
    expect(log.total).toBe(4);
    expect(log.list.map((l: any) => l.index)).toEqual([3, 1, 2, 0]);
    expect(log.list[0].prize.kind).toBe(last.prize.kind);
    const page2 = (await get(p, '/api/smashing_windows_log?limit=3&page=2')).body.data;
    expect(page2).toMatchObject({ page: 2, total: 4 });
    expect(page2.list.map((l: any) => l.index)).toEqual([0]);

    // Cash and coins prizes credited in full (the case opens paid money out of the funded balance).
    const coins = results.filter((r) => r.prize.kind === 'coins').reduce((s, r) => s + r.prize.amount, 0);
    expect((await balances(p)).score).toBeCloseTo(coins, 6);
    await revealAll(p, 'windows', results, WINDOWS_TABLE);
  }, 90_000);

  it('item and case prizes go to the backpack and on the drop feed as type windows', async () => {
    const p = await player();
    await give(p, 'test-windows-loot', 2);
    const won = [];
    for (const i of [0, 1]) {
      const r = (await post(p, `/api/smashing_windows/${i}/smash`, { key: 'test-windows-loot' })).body;
      expect(r.code).toBe(200);
      expect(r.data.knapsack_ids).toHaveLength(1);
      won.push(r.data);
    }
    const feed = await rows('select type, box_id, knapsack_id from drop_feed where user_id = $1 order by id', [p.id]);
    expect(feed.map((f) => f.type)).toEqual(['windows', 'windows']);
    expect(feed.map((f) => Number(f.knapsack_id)).sort()).toEqual(won.map((w) => w.knapsack_ids[0]).sort());
    for (const [i, w] of won.entries()) expect(feed[i].box_id).toBe(w.prize.kind === 'case' ? 'test-pistols' : null);
    const pack = await rows('select count(*)::int as n from items where owner_id = $1 and source = $2', [
      p.id,
      'event',
    ]);
    expect(pack[0].n).toBe(2);
    await revealAll(p, 'windows', won, LOOT_TABLE);
  }, 60_000);

  it('50 parallel smashes with 3 hammers smash exactly 3; 50 at one window smash it once', async () => {
    const p = await player();
    await give(p, 'test-windows', 3);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(p, `/api/smashing_windows/${i % 4}/smash`)),
    );
    const won = results.filter((r) => r.body.code === 200);
    expect(won).toHaveLength(3);
    expect(new Set(won.map((r) => r.body.data.index)).size).toBe(3);
    expect(new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.code))).toEqual(new Set([409]));
    expect((await get(p, '/api/smashing_windows')).body.data.hammers.balance).toBe(0);
    const claims = await rows('select count(*)::int as n from event_claims where user_id = $1', [p.id]);
    expect(claims[0].n).toBe(3);
    await revealAll(
      p,
      'windows',
      won.map((r) => r.body.data),
      WINDOWS_TABLE,
    );

    const q = await player();
    await give(q, 'test-windows', 3);
    const same = await Promise.all(Array.from({ length: 50 }, () => post(q, '/api/smashing_windows/0/smash')));
    expect(same.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(new Set(same.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(
      new Set(['This window is already smashed']),
    );
    expect((await get(q, '/api/smashing_windows')).body.data.hammers.balance).toBe(2);
  }, 90_000);

  it('an event whose audience refuses the player: every route says so', async () => {
    const p = await player();
    for (const path of ['/api/smashing_windows', '/api/smashing_windows_config', '/api/smashing_windows_log'])
      expect((await get(p, `${path}?key=test-windows-vip`)).body).toMatchObject({
        code: 403,
        msg: 'This event is not open to your account',
      });
    expect((await post(p, '/api/smashing_windows/0/smash', { key: 'test-windows-vip' })).body.code).toBe(403);
    expect((await get(p, '/api/smashing_windows?key=nope')).body.code).toBe(404);
    expect((await app.request('/api/smashing_windows')).body.code).toBe(401);
  }, 30_000);
});

describe('snowball smash', () => {
  it('snowballs from play thrown at targets, one draw each', async () => {
    const p = await player();
    const info = (await get(p, '/api/snowball', 'pl')).body.data;
    expect(info).toMatchObject({
      key: 'test-snow',
      active: true,
      starts_at: iso(start - DAY),
      ends_at: iso(start + 10 * DAY),
      targets: 3,
      title: 'T (pl)',
    });
    expect(info.snowballs).toMatchObject({ name: 'Snowball (pl)', balance: 0, per_stake: 1 });
    expect(info.prizes.map((x: any) => x.tickets)).toEqual(SNOW_TABLE.map((x) => x.tickets));
    expect((await post(p, '/api/snowball/0/throw')).body).toMatchObject({
      code: 409,
      msg: 'Not enough tokens for this: play to earn more',
    });
    await give(p, 'test-snow', 2);
    expect((await post(p, '/api/snowball/3/throw')).body).toMatchObject({ code: 400 });
    const results = [];
    for (const target of [2, 2]) {
      const r = (await post(p, `/api/snowball/${target}/throw`)).body;
      expect(r.code).toBe(200);
      expect(r.data.target).toBe(2);
      results.push(r.data);
    }
    expect(results.map((r) => r.snowballs_left)).toEqual([1, 0]);
    const money = results.filter((r) => r.prize.kind === 'cash').reduce((s, r) => s + r.prize.amount, 0);
    expect((await balances(p)).money).toBeCloseTo(money, 6);
    await revealAll(p, 'snowball', results, SNOW_TABLE);
  }, 60_000);

  it('item and case prizes go on the drop feed as type snowball, once the ball has landed', async () => {
    const p = await player();
    await give(p, 'test-snow-loot', 2);
    const won = [];
    for (const target of [0, 1]) {
      const r = (await post(p, `/api/snowball/${target}/throw`, { key: 'test-snow-loot' })).body;
      expect(r.code).toBe(200);
      won.push(r.data);
    }
    const feed = await rows('select type, knapsack_id from drop_feed where user_id = $1 order by id', [p.id]);
    expect(feed.map((f) => f.type)).toEqual(['snowball', 'snowball']);
    expect(feed.map((f) => Number(f.knapsack_id)).sort()).toEqual(won.map((w) => w.knapsack_ids[0]).sort());
    await revealAll(p, 'snowball', won, LOOT_TABLE);
  }, 60_000);

  it('50 parallel throws with 3 snowballs throw exactly 3', async () => {
    const p = await player();
    await give(p, 'test-snow', 3);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => post(p, `/api/snowball/${i % 3}/throw`)));
    const won = results.filter((r) => r.body.code === 200);
    expect(won).toHaveLength(3);
    expect(new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(
      new Set(['Not enough tokens for this: play to earn more']),
    );
    expect((await get(p, '/api/snowball')).body.data.snowballs.balance).toBe(0);
    await revealAll(
      p,
      'snowball',
      won.map((r) => r.body.data),
      SNOW_TABLE,
    );
  }, 90_000);

  // Last: it moves the clock past the seasons.
  it('the date window: a season not yet open refuses and earns nothing; an ended one refuses', async () => {
    const p = await player();
    const next = (await get(p, '/api/snowball?key=test-snow-next')).body.data;
    expect(next).toMatchObject({ active: false, starts_at: iso(start + 20 * DAY), ends_at: iso(start + 30 * DAY) });
    const early = (await post(p, '/api/snowball/0/throw', { key: 'test-snow-next' })).body;
    expect(early.code).toBe(422);
    expect(early.msg).toBe(
      `This event has not started yet: it opens ${iso(start + 20 * DAY)
        .slice(0, 16)
        .replace('T', ' ')} UTC`,
    );
    await deposit(app, p.token, 5);
    expect((await get(p, '/api/snowball?key=test-snow-next')).body.data.snowballs.balance).toBe(0);

    clock.advance(11 * DAY);
    const shown = (await get(p, '/api/snowball')).body.data;
    expect(shown).toMatchObject({ key: 'test-snow-next', active: false });
    expect((await get(p, '/api/snowball?key=test-snow')).body.data.active).toBe(false);
    await give(p, 'test-snow', 1);
    expect((await post(p, '/api/snowball/0/throw', { key: 'test-snow' })).body).toMatchObject({
      code: 422,
      msg: 'This event has ended',
    });

    clock.advance(10 * DAY);
    expect((await get(p, '/api/snowball')).body.data).toMatchObject({ key: 'test-snow-next', active: true });
    await deposit(app, p.token, 5);
    const r = (await post(p, '/api/snowball/1/throw')).body;
    expect(r.code).toBe(200);
    expect(r.data.snowballs_left).toBe(4);
    await revealAll(p, 'snowball', [r.data], SNOW_TABLE);

    clock.advance(10 * DAY);
    expect((await get(p, '/api/snowball')).body.data).toMatchObject({ key: 'test-snow-next', active: false });
    expect((await post(p, '/api/snowball/0/throw')).body.msg).toBe('This event has ended');
  }, 90_000);
});
