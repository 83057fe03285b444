import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawPrize, hashServerSeed, LANGS, prizeRanges, roll } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { fund } from '../../../test/wallet';
import { auditLedger } from '../wallet';
import type { EventDef } from './events.engine';
import { eventsContent, TEST_ITEM } from './events.test-kit';

const HOUR = 3_600_000;
// Thanksgiving 2026: the test day. Christmas (test window) opens 6 hours later; Thanksgiving ends a day later.
const T0 = Date.parse('2026-11-26T12:00:00Z');
const clock = createManualClock(T0);
let app: TestApp;
let players = 0;
const texts = (en: string) => Object.fromEntries(LANGS.map((l) => [l, `${en} (${l})`]));
const TABLE = [
  { kind: 'coins', amount: 0.05, tickets: 40_000_000 },
  { kind: 'cash', amount: 0.1, tickets: 30_000_000 },
  { kind: 'item', hash_name: TEST_ITEM, tickets: 20_000_000 },
  { kind: 'case', case_id: 'test-pistols', tickets: 10_000_000 },
];
/** The coin jar: one entry, always 0.05 coins (sums are exact to check). */
const JAR = [{ kind: 'coins', amount: 0.05, tickets: 100_000_000 }];
const MILESTONES = [
  { opens: 3, reward: { kind: 'coins', amount: 0.5 } },
  { opens: 6, reward: { kind: 'cash', amount: 1 } },
];

function seasonFile(key: string, season: string, from: string, to: string) {
  return {
    key,
    mechanic: 'seasonal',
    path: `/event/${season}`,
    schedule: { type: 'dates', from, to },
    tokens: { name: texts('Acorns'), stake: 0.01 },
    seasonal: {
      season,
      cases: [
        { id: 'basket', name: texts('Basket'), picture: '/b.svg', price: 2, prizes: TABLE },
        { id: 'coin-jar', name: texts('Jar'), picture: '/j.svg', price: 1, prizes: JAR },
      ],
      milestones: MILESTONES,
    },
    title: texts(season),
    description: texts('Text'),
    picture: '/x.svg',
  };
}

beforeAll(async () => {
  const dir = eventsContent();
  const files = [
    seasonFile('test-harvest', 'thanksgiving', '2026-11-20T00:00:00Z', '2026-11-27T12:00:00Z'),
    seasonFile('test-xmas', 'christmas', '2026-11-26T18:00:00Z', '2026-11-28T00:00:00Z'),
    seasonFile('test-saints', 'saints', '2026-11-26T00:00:00Z', '2026-11-28T00:00:00Z'),
  ];
  for (const f of files) writeFileSync(join(dir, 'events', `${f.key}.json`), JSON.stringify(f));
  // Loopback exempt from per-address limits: this file registers many players from one address.
  const trustedIps = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
  app = await startTestApp({ contentDir: dir, trustedIps }, { CAPTCHA_MODE: 'off' }, { clock });
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

async function player(tokens = 0, key = 'test-harvest') {
  players += 1;
  const token = await registerUser(app, `Seasoner${players}`, `seasoner${players}@example.com`);
  const headers = bearer(token);
  const id: number = (await app.request('/api/user', { headers })).body.data.id;
  if (tokens) await app.database.withTx((tx) => app.events.tokens.give(tx, eventOf(key), id, tokens, `test:${id}`));
  return { token, id, headers };
}
type P = Awaited<ReturnType<typeof player>>;
const eventOf = (key: string) => app.events.engine.events.find((e: EventDef) => e.key === key)!;
const get = (p: P | undefined, path: string, lang = 'en') =>
  app.request(path, { headers: { ...(p?.headers ?? {}), Language: lang } });
const post = (p: P, path: string, json?: unknown) =>
  app.request(path, { method: 'POST', json: json ?? {}, headers: p.headers });
const balances = async (p: P) => (await get(p, '/api/user')).body.data as { money: number; score: number };
const count = async (sql: string, params: unknown[]) =>
  (await app.database.pool.query(sql, params)).rows[0].n as number;
const opensIn = (id: number, key: string) =>
  count(`select count(*)::int as n from event_claims where user_id = $1 and event_key = $2 and period like 'open:%'`, [
    id,
    key,
  ]);

/** Reveals the server seed and recomputes every draw of an open: ticket, prize entry and the pfv_log line. */
async function recompute(p: P, draws: any[], table: any[]) {
  const previous = (await post(p, '/api/pfv_api', { rotate: true })).body.data.previous;
  const log = (await get(p, '/api/pfv_log')).body.data.list;
  for (const d of draws) {
    const r = d.roll;
    expect(r.game).toBe('seasonal');
    expect(hashServerSeed(previous.serverSeed)).toBe(r.serverSeedHash);
    const again = roll({ serverSeed: previous.serverSeed, game: 'seasonal', clientSeed: r.clientSeed, nonce: r.nonce });
    expect(again.ticket).toBe(r.ticket);
    const index = drawPrize(prizeRanges(table), again.ticket);
    expect(d.index).toBe(index);
    expect(d.prize.kind).toBe(table[index].kind);
    expect(log.find((l: any) => l.game === 'seasonal' && l.nonce === r.nonce)).toMatchObject({
      ticket: r.ticket,
      serverSeed: previous.serverSeed,
    });
  }
}

describe('Thanksgiving (milestones received on the prize route)', () => {
  it('shows the event to visitors with its window, cases, odds and milestones in the asked language', async () => {
    const anon = (await get(undefined, '/api/thanksgiving_day', 'de')).body.data;
    expect(anon).toMatchObject({
      key: 'test-harvest',
      season: 'thanksgiving',
      title: 'thanksgiving (de)',
      active: true,
      starts_at: '2026-11-20T00:00:00.000Z',
      ends_at: '2026-11-27T12:00:00.000Z',
      milestones_by: 'receive',
      opened: 0,
      tokens: { name: 'Acorns (de)', balance: 0, per_stake: 0.01 },
    });
    expect(anon.cases.map((c: any) => [c.id, c.name, c.price])).toEqual([
      ['basket', 'Basket (de)', 2],
      ['coin-jar', 'Jar (de)', 1],
    ]);
    expect(anon.cases[0].prizes.map((x: any) => x.tickets)).toEqual(TABLE.map((x) => x.tickets));
    expect(anon.milestones.map((m: any) => [m.number, m.opens, m.state])).toEqual([
      [1, 3, 'locked'],
      [2, 6, 'locked'],
    ]);
    const details = (await get(undefined, '/api/thanksgiving_day/test-harvest/basket/details')).body.data;
    expect(details.case).toMatchObject({ id: 'basket', price: 2 });
    expect((await get(undefined, '/api/thanksgiving_day/test-harvest/nope/details')).body).toMatchObject({
      code: 404,
      msg: 'This event has no such case',
    });
    expect((await get(undefined, '/api/thanksgiving_day/nope/basket/details')).body).toMatchObject({
      code: 404,
      msg: 'This event is not running',
    });
  });

  it('tokens earned by play open event cases; every draw recomputes; the milestone is received once', async () => {
    const p = await player();
    expect((await post(p, '/api/thanksgiving_day/test-harvest/basket/open', { number: 1 })).body).toMatchObject({
      code: 409,
      msg: 'Not enough tokens for this: play to earn more',
    });
    // A real case open stakes its price: at $0.01 per token that earns the event's tokens.
    await fund(app, p.id, 20_000, 'money');
    const box = (await get(p, '/api/box/test-pistols')).body.data;
    expect((await post(p, '/api/box/test-pistols/open', { number: 1 })).body.code).toBe(200);
    const earned = (await get(p, '/api/thanksgiving_day')).body.data.tokens.balance;
    expect(earned).toBe(Math.floor(box.price / 0.01 + 1e-9));
    expect(earned).toBeGreaterThanOrEqual(6);

    for (const [number, code] of [
      [0, 400],
      [11, 400],
    ] as const) {
      expect((await post(p, '/api/thanksgiving_day/test-harvest/basket/open', { number })).body.code).toBe(code);
    }
    const opened = (await post(p, '/api/thanksgiving_day/test-harvest/basket/open', { number: 3 })).body;
    expect(opened.code).toBe(200);
    expect(opened.data).toMatchObject({ key: 'test-harvest', case_id: 'basket', opened: 3, milestones: [] });
    expect(opened.data.tokens_left).toBe(earned - 6);
    expect(opened.data.draws).toHaveLength(3);
    await recompute(p, opened.data.draws, TABLE);

    const locked = (await post(p, '/api/thanksgiving_day/test-harvest/2/prize')).body;
    expect(locked).toMatchObject({ code: 422, msg: 'Open 3 more event cases to reach this milestone' });
    expect((await post(p, '/api/thanksgiving_day/test-harvest/9/prize')).body).toMatchObject({
      code: 404,
      msg: 'This event has no such milestone',
    });
    const before = await balances(p);
    const first = (await post(p, '/api/thanksgiving_day/test-harvest/1/prize')).body;
    expect(first.data).toMatchObject({ milestone: 1, opens: 3, prize: { kind: 'coins', amount: 0.5 }, roll: null });
    expect((await balances(p)).score).toBeCloseTo(before.score + 0.5, 6);
    expect((await post(p, '/api/thanksgiving_day/test-harvest/1/prize')).body).toMatchObject({
      code: 409,
      msg: 'Milestone reward already received',
    });
    const info = (await get(p, '/api/thanksgiving_day')).body.data;
    expect(info.milestones.map((m: any) => m.state)).toEqual(['received', 'locked']);
    expect(info.opened).toBe(3);

    const drops = (await get(undefined, '/api/thanksgiving_day/test-harvest/drop')).body.data.list;
    expect(drops.length).toBeGreaterThanOrEqual(3);
    expect(drops.length).toBeLessThanOrEqual(10);
    expect(drops[0]).toMatchObject({ name: 'Se…', case_id: 'basket' });
    expect((await get(undefined, '/api/thanksgiving_day/test-harvest/drop?limit=11')).body.code).toBe(400);
    expect((await get(undefined, '/api/thanksgiving_day/test-harvest/drop?limit=2')).body.data.list).toHaveLength(2);
  }, 90_000);

  it('50 parallel opens with tokens for 3: exactly 3 open, the rest are short of tokens', async () => {
    const p = await player(6);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post(p, '/api/thanksgiving_day/test-harvest/basket/open', { number: 1 })),
    );
    const okay = results.filter((r) => r.body.code === 200);
    expect(okay).toHaveLength(3);
    expect(new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(
      new Set(['Not enough tokens for this: play to earn more']),
    );
    expect(okay.map((r) => r.body.data.opened).sort()).toEqual([1, 2, 3]);
    expect(await opensIn(p.id, 'test-harvest')).toBe(3);
    expect((await get(p, '/api/thanksgiving_day')).body.data.tokens.balance).toBe(0);
    await recompute(
      p,
      okay.flatMap((r) => r.body.data.draws),
      TABLE,
    );
  }, 90_000);

  it('50 parallel claims of a reached milestone: received once', async () => {
    const p = await player(3);
    expect((await post(p, '/api/thanksgiving_day/test-harvest/coin-jar/open', { number: 3 })).body.code).toBe(200);
    const before = await balances(p);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post(p, '/api/thanksgiving_day/test-harvest/1/prize')),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.code))).toEqual(new Set([409]));
    expect((await balances(p)).score).toBeCloseTo(before.score + 0.5, 6);
    expect(
      await count(
        `select count(*)::int as n from event_claims where user_id = $1 and event_key = 'test-harvest' and period = 'milestone'`,
        [p.id],
      ),
    ).toBe(1);
  }, 90_000);
});

describe('saints (milestones granted by the open that reaches them)', () => {
  it('POST /api/saints/{case}/prize opens; reaching 3 opens grants the first milestone in the same answer', async () => {
    const p = await player(5, 'test-saints');
    const info = (await get(p, '/api/saints')).body.data;
    expect(info).toMatchObject({ key: 'test-saints', active: true, milestones_by: 'auto', tokens: { balance: 5 } });
    expect((await post(p, '/api/saints/nope/prize')).body).toMatchObject({
      code: 404,
      msg: 'This event has no such case',
    });
    const one = (await app.request('/api/saints/coin-jar/prize', { method: 'POST', headers: p.headers })).body;
    expect(one.data).toMatchObject({ opened: 1, tokens_left: 4, milestones: [] });
    const two = (await post(p, '/api/saints/coin-jar/prize', { number: 2 })).body.data;
    expect(two).toMatchObject({ opened: 3, tokens_left: 2 });
    expect(two.milestones).toEqual([
      expect.objectContaining({ milestone: 1, prize: expect.objectContaining({ amount: 0.5 }) }),
    ]);
    expect((await get(p, '/api/saints')).body.data.milestones.map((m: any) => m.state)).toEqual(['received', 'locked']);
    await recompute(p, [...one.data.draws, ...two.draws], JAR);
  }, 60_000);
});

describe('Christmas: its date window', () => {
  it('before the window: shown inactive with its dates; opens are refused and nothing is spent', async () => {
    const p = await player(10, 'test-xmas');
    const info = (await get(p, '/api/christmas')).body.data;
    expect(info).toMatchObject({
      key: 'test-xmas',
      active: false,
      starts_at: '2026-11-26T18:00:00.000Z',
      ends_at: '2026-11-28T00:00:00.000Z',
    });
    const refused = (await get(p, '/api/christmas/open?case_id=coin-jar')).body;
    expect(refused).toMatchObject({
      code: 409,
      msg: 'This event is not open right now: it runs from 2026-11-26T18:00:00.000Z to 2026-11-28T00:00:00.000Z',
    });
    expect(await opensIn(p.id, 'test-xmas')).toBe(0);
  });

  it('inside it: a state-changing GET, refused cross-site and by HEAD; 50 parallel opens with tokens for 10', async () => {
    clock.advance(7 * HOUR);
    expect((await get(undefined, '/api/christmas')).body.data.active).toBe(true);
    const p = await player(10, 'test-xmas');
    const cross = await app.request('/api/christmas/open?case_id=coin-jar', {
      headers: { Cookie: `authsk=${p.token}`, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    const head = await app.request('/api/christmas/open?case_id=coin-jar', { method: 'HEAD', headers: p.headers });
    expect(head.status).toBe(405);
    expect(await opensIn(p.id, 'test-xmas')).toBe(0);
    expect((await get(p, '/api/christmas/open?case_id=coin-jar&number=abc')).body.code).toBe(400);

    const before = await balances(p);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => get(p, '/api/christmas/open?case_id=coin-jar&key=test-xmas')),
    );
    const okay = results.filter((r) => r.body.code === 200);
    expect(okay).toHaveLength(10);
    expect(await opensIn(p.id, 'test-xmas')).toBe(10);
    // Milestones 1 (3 opens) and 2 (6 opens) each granted once, by the open that reached them.
    const granted = okay.flatMap((r) => r.body.data.milestones.map((m: any) => [r.body.data.opened, m.milestone]));
    expect(granted.sort()).toEqual([
      [3, 1],
      [6, 2],
    ]);
    const won = okay.reduce((s, r) => s + r.body.data.draws[0].prize.amount, 0);
    const after = await balances(p);
    expect(after.score).toBeCloseTo(before.score + won + 0.5, 6);
    expect(after.money).toBeCloseTo(before.money + 1, 6);
    await recompute(
      p,
      okay.map((r) => r.body.data.draws[0]),
      JAR,
    );
  }, 90_000);
});

describe('Thanksgiving: after its window', () => {
  it('answers active false; opens and milestone claims are refused', async () => {
    const p = await player(10);
    expect((await post(p, '/api/thanksgiving_day/test-harvest/coin-jar/open', { number: 3 })).body.code).toBe(200);
    clock.advance(18 * HOUR);
    const info = (await get(p, '/api/thanksgiving_day')).body.data;
    expect(info).toMatchObject({ active: false, ends_at: '2026-11-27T12:00:00.000Z', opened: 3 });
    const msg = 'This event is not open right now: it runs from 2026-11-20T00:00:00.000Z to 2026-11-27T12:00:00.000Z';
    expect((await post(p, '/api/thanksgiving_day/test-harvest/coin-jar/open', { number: 1 })).body).toMatchObject({
      code: 409,
      msg,
    });
    expect((await post(p, '/api/thanksgiving_day/test-harvest/1/prize')).body).toMatchObject({ code: 409, msg });
    expect(await opensIn(p.id, 'test-harvest')).toBe(3);
    // Play after the window earns nothing for it.
    const bet = { userId: p.id, game: 'case' as const, stake: 5000 as never, rtp: 0.9, key: 'after-window' };
    await app.database.withTx((tx) => app.events.tokens.bet(tx, bet));
    expect((await get(p, '/api/thanksgiving_day')).body.data.tokens.balance).toBe(7);
  }, 60_000);
});
