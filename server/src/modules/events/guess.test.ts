import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { fund } from '../../../test/wallet';
import { auditLedger } from '../wallet';
import { eventsContent } from './events.test-kit';
import { createGuess, GuessRefused, settleGuess } from './index';

const HOUR = 3_600_000;
const clock = createManualClock();
let app: TestApp;
let players = 0;

const TERMS = { edge: 0.05, min_amount: 1, max_amount: 100, max_backings: 5, refund_after_hours: 24 };
const EVENT = { key: 'test-guess', guess: TERMS };

beforeAll(async () => {
  const dir = eventsContent();
  const texts = Object.fromEntries(LANGS.map((l) => [l, `Guess (${l})`]));
  writeFileSync(
    join(dir, 'events', 'test-guess.json'),
    JSON.stringify({
      ...EVENT,
      mechanic: 'guess',
      path: '/guess',
      title: texts,
      description: texts,
      picture: '/x.svg',
    }),
  );
  app = await startTestApp(
    { contentDir: dir, trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
    { CAPTCHA_MODE: 'off' },
    { clock },
  );
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

async function player(coins = 0, extension_code?: string) {
  players += 1;
  const name = `Guesser${players}`;
  const token = await registerUser(app, name, `guesser${players}@example.com`, 'hunter22', { extension_code });
  const me = (await app.request('/api/user', { headers: bearer(token) })).body.data;
  if (coins > 0) await fund(app, me.id, coins * 1000, 'score');
  return { token, id: me.id as number, code: me.extension.extension_code as string, headers: bearer(token) };
}
type P = Awaited<ReturnType<typeof player>>;

const newGuess = (options = ['Navi', 'FaZe'], closesInMs = HOUR) =>
  createGuess(app.database, { event: EVENT, title: 'Who wins the final?', options, closesInMs, now: clock.now() });
const back = (p: P, id: number, n: number, amount: number, extra: Record<string, unknown> = {}, lang = 'en') =>
  app.request(`/api/guess/${id}/support/${n}`, {
    method: 'POST',
    json: { amount, ...extra },
    headers: { ...p.headers, Language: lang },
  });
const receive = (p: P, id: number) => app.request(`/api/guess/${id}/receive`, { headers: p.headers });
const detail = async (p: P | undefined, id: number) =>
  (await app.request(`/api/guess/${id}/detail`, { headers: p?.headers ?? {} })).body.data;
const coins = async (p: P) => (await app.request('/api/user', { headers: p.headers })).body.data.score as number;
const settle = (id: number, option: number) => settleGuess(app.database, id, option, clock.now());
const one = async (sql: string, params: unknown[]) => (await app.database.pool.query(sql, params)).rows[0];
/** Coins (thousandths) of a guess left in the pool account. */
const held = async (id: number) =>
  Number(
    (
      await one(
        `select coalesce(sum(p.amount), 0) as n from postings p join ledger_tx t on t.id = p.tx_id
           join accounts a on a.id = p.account_id
          where a.owner = 'house' and a.name = 'guess' and t.ref_kind = 'guess' and t.ref_id = $1`,
        [String(id)],
      )
    ).n,
  );

describe('guess: backing, settling, receiving', () => {
  it('pools the stakes, settles pro rata minus the edge and pays each winner once', async () => {
    const id = await newGuess();
    const [a, b, c] = [await player(50), await player(50), await player(50)];
    expect((await back(a, id, 1, 10)).body.data).toMatchObject({ n: 1, amount: 10, score: 40, referral: null });
    expect((await back(b, id, 1, 30)).body.code).toBe(200);
    expect((await back(c, id, 2, 25)).body.code).toBe(200);
    expect((await back(a, id, 2, 5)).body.code).toBe(200);
    const shown = await detail(a, id);
    expect(shown).toMatchObject({ state: 'open', pool: 70, edge: 0.05, winner: null });
    // Odds the pools imply: 70 − 3.5 edge = 66.5 over each option's pool.
    expect(shown.options).toEqual([
      { n: 1, name: 'Navi', pool: 40, backers: 2, odds: 1.66, mine: 10 },
      { n: 2, name: 'FaZe', pool: 30, backers: 2, odds: 2.21, mine: 5 },
    ]);
    expect(shown.my).toMatchObject({ stake: 15, backings: 2, payout: null, received: false });
    expect((await detail(undefined, id)).my).toBeNull();
    expect(await held(id)).toBe(70_000);

    expect((await receive(a, id)).body).toMatchObject({ code: 422, msg: 'This guess is not settled yet' });
    clock.advance(HOUR);
    expect((await back(a, id, 1, 1)).body).toMatchObject({ code: 409, msg: 'Backing on this guess has closed' });
    expect((await detail(a, id)).state).toBe('closed');

    expect(await settle(id, 1)).toMatchObject({ state: 'settled', pool: 70_000, edge: 3_500, winners: 2 });
    const payouts = (
      await app.database.pool.query('select user_id, amount from guess_payouts where guess_id = $1', [id])
    ).rows;
    // The pool pays out exactly its stakes minus the edge, to the thousandth.
    expect(payouts.reduce((s, r) => s + Number(r.amount), 0)).toBe(70_000 - 3_500);
    expect(new Map(payouts.map((r) => [r.user_id, Number(r.amount)]))).toEqual(
      new Map([
        [a.id, 16_625],
        [b.id, 49_875],
      ]),
    );
    expect(
      Number((await one(`select count(*) as n from ledger_tx where idempotency_key = $1`, [`guess:${id}:edge`])).n),
    ).toBe(1);

    expect((await receive(a, id)).body.data).toEqual({ id, amount: 16.625, score: 35 + 16.625 });
    expect((await receive(a, id)).body).toMatchObject({ code: 409, msg: 'Already received' });
    expect((await receive(c, id)).body).toMatchObject({
      code: 422,
      msg: 'You have nothing to receive from this guess',
    });
    expect(await held(id)).toBe(49_875);
    expect((await receive(b, id)).body.data.amount).toBe(49.875);
    expect(await held(id)).toBe(0);
    expect(await detail(b, id)).toMatchObject({
      state: 'settled',
      winner: 1,
      my: { payout: 49.875, received: true, stake: 30 },
    });
    expect((await back(c, id, 1, 1)).body).toMatchObject({ code: 409, msg: 'This guess is already settled' });
    await expect(settle(id, 2)).rejects.toThrow(GuessRefused);
  });

  it('splits the leftover thousandth by the largest remainder, ties to the earlier backer', async () => {
    const id = await newGuess();
    const [a, b, c, d] = [await player(5), await player(5), await player(5), await player(5)];
    for (const p of [a, b, c]) expect((await back(p, id, 1, 1)).body.code).toBe(200);
    expect((await back(d, id, 2, 1.002)).body.code).toBe(200);
    // Pool 4.002, edge 0.2001 → 0.200 (half away from zero), 3.802 to three equal stakes: 1.267 each + 1 left.
    expect(await settle(id, 1)).toMatchObject({ pool: 4_002, edge: 200 });
    const paid = [];
    for (const p of [a, b, c]) paid.push((await receive(p, id)).body.data.amount);
    expect(paid).toEqual([1.268, 1.267, 1.267]);
    expect(await held(id)).toBe(0);
  });

  it('an option nobody backed wins: the guess is void and every stake goes back, no edge', async () => {
    const id = await newGuess(['A', 'B', 'C']);
    const [a, b] = [await player(10), await player(10)];
    await back(a, id, 1, 3);
    await back(a, id, 2, 2);
    await back(b, id, 2, 4);
    expect(await settle(id, 3)).toMatchObject({ state: 'void', pool: 9_000, edge: 0, winners: 0 });
    expect([await coins(a), await coins(b)]).toEqual([10, 10]);
    expect(await detail(a, id)).toMatchObject({ state: 'void', winner: 3, my: { refunded: 5, payout: null } });
    expect((await receive(a, id)).body.code).toBe(422);
    expect(await held(id)).toBe(0);
  });

  it('answers each refusal with its message', async () => {
    const id = await newGuess();
    const p = await player(200);
    expect((await back(p, 999_999, 1, 1)).body).toMatchObject({ code: 404, msg: 'This guess does not exist' });
    expect((await app.request('/api/guess/999999/detail')).body.code).toBe(404);
    expect((await back(p, id, 3, 1)).body).toMatchObject({ code: 422, msg: 'This guess has no such option' });
    expect((await back(p, id, 0, 1)).body.code).toBe(400);
    expect((await back(p, id, 1, 0.999)).body).toMatchObject({ code: 422, msg: 'Back with 1 to 100 coins' });
    expect((await back(p, id, 1, 100.001)).body).toMatchObject({ code: 422, msg: 'Back with 1 to 100 coins' });
    expect((await back(p, id, 1, -5)).body.code).toBe(422);
    expect((await back(p, id, 1, 1.0001)).body.code).toBe(400);
    expect((await back(p, id, 1, 0.5, {}, 'de')).body.msg).toBe('Setze 1 bis 100 Münzen');
    const poor = await player(0.5);
    expect((await back(poor, id, 1, 1)).body).toMatchObject({ code: 422, msg: 'Insufficient coins / tokens' });
    expect((await app.request(`/api/guess/${id}/support/1`, { method: 'POST', json: { amount: 1 } })).body.code).toBe(
      401,
    );
    for (let i = 0; i < 5; i++) expect((await back(p, id, 1 + (i % 2), 1)).body.code).toBe(200);
    expect((await back(p, id, 1, 1)).body).toMatchObject({ code: 409, msg: 'Limit exceeded' });
    expect(await coins(p)).toBe(195);
    await expect(settle(id, 3)).rejects.toThrow('options 1 to 2');
    await expect(settle(999_999, 1)).rejects.toThrow('no guess');
  });

  it('refuses a cross-site receive with the cookie, and HEAD pays nothing', async () => {
    const id = await newGuess();
    const p = await player(10);
    await back(p, id, 1, 2);
    await settle(id, 1);
    const cross = await app.request(`/api/guess/${id}/receive`, {
      headers: { Cookie: `authsk=${p.token}`, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    await app.request(`/api/guess/${id}/receive`, { method: 'HEAD', headers: p.headers });
    expect(await coins(p)).toBe(8);
    expect((await receive(p, id)).body.data.amount).toBe(2 - 0.1);
  });

  it('user_code binds the backer to its owner once; an unknown code is said so', async () => {
    const id = await newGuess();
    const owner = await player(0);
    const p = await player(10);
    expect((await back(p, id, 1, 1, { user_code: 'NOSUCHCODE1' })).body.data.referral).toBe('unknown');
    expect((await back(p, id, 1, 1, { user_code: owner.code })).body.data.referral).toBe('bound');
    expect((await app.request('/api/user', { headers: p.headers })).body.data.parent).toEqual({
      extension_code: owner.code,
    });
    expect((await back(p, id, 1, 1, { user_code: owner.code })).body.data.referral).toBe('already_bound');
    expect((await back(owner, id, 1, 1, { user_code: owner.code })).body.code).toBe(422);
  });

  it('lists open guesses first and features the one closing soonest', async () => {
    const late = await newGuess(['X', 'Y'], 50 * HOUR);
    const soon = await newGuess(['X', 'Y'], 30 * 60_000);
    const list = (await app.request('/api/guess?limit=50')).body.data;
    expect(list.total).toBeGreaterThanOrEqual(2);
    const ids = list.list.map((g: { id: number }) => g.id);
    expect(ids.indexOf(soon)).toBeLessThan(ids.indexOf(late));
    expect((await app.request('/api/guess/first')).body.data.id).toBe(soon);
  });
});

describe('guess: refund deadline (injected clock)', () => {
  it('refunds every stake of an unsettled guess once, after its refund time only', async () => {
    const id = await newGuess();
    const [a, b] = [await player(10), await player(10)];
    await back(a, id, 1, 4);
    await back(b, id, 2, 6);
    // Other tests' guesses share the database: each pass is checked for this guess only.
    const sweep = async () => (await app.events.guess.sweep()).filter((g) => g === id).length;
    clock.advance(HOUR + 1000);
    expect(await sweep()).toBe(0);
    clock.advance(24 * HOUR - 2000);
    expect(await sweep()).toBe(0);
    expect((await detail(a, id)).state).toBe('closed');
    clock.advance(1000);
    const swept = await Promise.all([sweep(), sweep()]);
    expect(swept[0]! + swept[1]!).toBe(1);
    expect([await coins(a), await coins(b)]).toEqual([10, 10]);
    expect(await detail(a, id)).toMatchObject({ state: 'refunded', my: { refunded: 4 } });
    await expect(settle(id, 1)).rejects.toThrow('already refunded');
    expect(await sweep()).toBe(0);
    expect(await held(id)).toBe(0);
  });

  it('a settlement racing the refund time: one of them, once', async () => {
    const id = await newGuess();
    const a = await player(10);
    await back(a, id, 1, 4);
    clock.advance(25 * HOUR);
    await expect(settle(id, 1)).rejects.toThrow('refund time');
    const [swept, settled] = await Promise.allSettled([app.events.guess.sweep(), settle(id, 1)]);
    expect(swept.status === 'fulfilled' && swept.value.includes(id)).toBe(true);
    expect(settled.status).toBe('rejected');
    expect(await coins(a)).toBe(10);
  });
});

describe('guess: races', () => {
  it('50 parallel backings with coins for 3 back exactly 3', async () => {
    const id = await newGuess();
    const p = await player(3);
    const res = await Promise.all(Array.from({ length: 50 }, () => back(p, id, 1, 1)));
    expect(res.filter((r) => r.body.code === 200)).toHaveLength(3);
    expect(res.every((r) => r.body.code === 200 || r.body.msg === 'Insufficient coins / tokens')).toBe(true);
    expect(await coins(p)).toBe(0);
    expect((await detail(p, id)).my).toMatchObject({ stake: 3, backings: 3 });
  });

  it('50 parallel backings with plenty of coins stop at the backing limit', async () => {
    const id = await newGuess();
    const p = await player(500);
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => back(p, id, 1 + (i % 2), 2)));
    expect(res.filter((r) => r.body.code === 200)).toHaveLength(TERMS.max_backings);
    expect(res.filter((r) => r.body.code !== 200).every((r) => r.body.msg === 'Limit exceeded')).toBe(true);
    expect(await coins(p)).toBe(500 - 2 * TERMS.max_backings);
  });

  it('50 parallel receives pay once; a settlement run twice at once settles once', async () => {
    const id = await newGuess();
    const [a, b] = [await player(10), await player(10)];
    await back(a, id, 1, 10);
    await back(b, id, 2, 10);
    const runs = await Promise.allSettled([settle(id, 1), settle(id, 1)]);
    expect(runs.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((runs.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(GuessRefused);
    const res = await Promise.all(Array.from({ length: 50 }, () => receive(a, id)));
    expect(res.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(res.filter((r) => r.body.code !== 200).every((r) => r.body.msg === 'Already received')).toBe(true);
    expect(await coins(a)).toBe(19);
    expect(
      Number((await one(`select count(*) as n from ledger_tx where idempotency_key like $1`, [`guess:${id}:%`])).n),
    ).toBe(2 + 1 + 1);
  });

  it('backings racing the settlement land before it or are refused after it', async () => {
    const id = await newGuess();
    const p = await player(100);
    const q = await player(10);
    await back(q, id, 2, 10);
    const [settled, ...backs] = await Promise.all([
      settle(id, 1).then(
        (s) => s,
        (e) => e,
      ),
      ...Array.from({ length: 5 }, () => back(p, id, 1, 5)),
    ]);
    expect(settled).toMatchObject({ state: expect.stringMatching(/settled|void/) });
    const landed = backs.filter((r) => r.body.code === 200).length;
    expect(backs.filter((r) => r.body.code !== 200).every((r) => r.body.msg === 'This guess is already settled')).toBe(
      true,
    );
    const row = await one('select pool from guesses where id = $1', [id]);
    expect(Number(row.pool)).toBe(10_000 + landed * 5_000);
  });
});
