import { nextDayStart } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { deposit } from '../../../test/deposits';
import { auditLedger } from '../wallet';
import { onboardingContent } from './onboarding.test-kit';
import { exportSurvey } from './survey.export';

const clock = createManualClock();
let app: TestApp;
let players = 0;
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_-12';

beforeAll(async () => {
  app = await startTestApp(
    { contentDir: onboardingContent(), trustProxy: true, trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
    { CAPTCHA_MODE: 'off', BATTLE_ROUND_MS: '50' },
    { clock },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

async function player(email?: string) {
  players += 1;
  const token = await registerUser(app, `Onb${players}`, email ?? `onb${players}@example.com`);
  const headers = { ...bearer(token), 'x-forwarded-for': `10.9.${Math.floor(players / 250)}.${players % 250}` };
  const id: number = (await app.request('/api/user', { headers })).body.data.id;
  return { token, id, headers };
}
type P = Awaited<ReturnType<typeof player>>;
const get = (p: P | undefined, path: string, lang = 'en', extra: Record<string, string> = {}) =>
  app.request(path, { headers: { ...(p?.headers ?? {}), Language: lang, ...extra } });
const post = (p: P | undefined, path: string, json?: unknown, extra: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', json: json ?? {}, headers: { ...(p?.headers ?? {}), Language: 'en', ...extra } });
const balances = async (p: P) =>
  (await get(p, '/api/user')).body.data as { money: number; score: number; shop_score: number };
const count = async (sql: string, params: unknown[]) => Number((await app.database.pool.query(sql, params)).rows[0].n);
const codes = (answers: Array<{ body: { code: number } }>) => {
  const counts: Record<number, number> = {};
  for (const { body } of answers) counts[body.code] = (counts[body.code] ?? 0) + 1;
  return counts;
};

describe('guidance', () => {
  it('lists the five steps; the e-mail step is done at registration, the others wait for the player', async () => {
    const p = await player();
    const info = (await get(p, '/api/guidance', 'de')).body.data;
    expect(info).toMatchObject({ key: 'test-guidance', done: 1, total: 5, opened_at: null });
    expect(info.steps.map((s: any) => [s.step, s.state])).toEqual([
      ['email', 'ready'],
      ['trade_url', 'todo'],
      ['deposit', 'todo'],
      ['case', 'todo'],
      ['battle', 'todo'],
    ]);
    expect(info.steps[2].reward).toMatchObject({ kind: 'cash', amount: 0.25 });
    expect((await get(undefined, '/api/guidance')).body.msg).toBe('Please log in first');
  });

  it('grants each done step once; an undone step and a second receive are refused with their messages', async () => {
    const p = await player();
    expect((await post(p, '/api/guidance/trade_url/receive')).body).toMatchObject({
      code: 422,
      msg: 'Finish this step first',
    });
    expect((await post(p, '/api/guidance/nope/receive')).status).toBe(400);
    const got = (await post(p, '/api/guidance/email/receive')).body;
    expect(got).toMatchObject({ code: 200, data: { step: 'email', prize: { kind: 'coins', amount: 0.1 } } });
    expect((await balances(p)).score).toBe(0.1);
    expect((await post(p, '/api/guidance/email/receive')).body).toMatchObject({ code: 409, msg: 'Completed' });
    expect((await balances(p)).score).toBe(0.1);
  });

  it('finishes the checklist: trade URL, deposit, case open and battle each become ready and pay once', async () => {
    const p = await player();
    expect((await post(p, '/api/user/trade_url', { trade_url: TRADE_URL })).body.code).toBe(200);
    await deposit(app, p.token, 10);
    expect((await post(p, '/api/box/test-pistols/open', { number: 1 })).body.code).toBe(200);
    const battle = (await post(p, '/api/battle', { boxes: ['test-pistols'], players: 2, mode: 'standard' })).body;
    expect(battle.code).toBe(200);
    expect((await post(p, `/api/battle/${battle.data.id}/bots`)).body.code).toBe(200);
    const info = (await get(p, '/api/guidance')).body.data;
    expect(info.steps.map((s: any) => s.state)).toEqual(['ready', 'ready', 'ready', 'ready', 'ready']);
    const before = await balances(p);
    for (const step of ['email', 'trade_url', 'deposit', 'case', 'battle'])
      expect((await post(p, `/api/guidance/${step}/receive`)).body.code).toBe(200);
    const after = await balances(p);
    expect(Math.round((after.score - before.score) * 1000)).toBe(600);
    expect(Math.round((after.money - before.money) * 1000)).toBe(250);
    expect(Math.round((after.shop_score - before.shop_score) * 1000)).toBe(500);
    const done = (await get(p, '/api/guidance')).body.data;
    expect(done).toMatchObject({ done: 5 });
    expect(done.steps.every((s: any) => s.state === 'received')).toBe(true);
  });

  it('40 parallel receives of one step grant it once', async () => {
    const p = await player();
    const all = await Promise.all(Array.from({ length: 40 }, () => post(p, '/api/guidance/email/receive')));
    expect(codes(all)).toEqual({ 200: 1, 409: 39 });
    expect((await balances(p)).score).toBe(0.1);
    expect(
      await count("select count(*) as n from event_claims where user_id = $1 and event_key = 'test-guidance'", [p.id]),
    ).toBe(1);
  });

  it('guidance_open records the guide was opened once: a state-changing GET refused cross-site and by HEAD', async () => {
    const p = await player();
    const cross = await app.request('/api/guidance_open', {
      headers: { Cookie: `authsk=${p.token}`, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    await app.request('/api/guidance_open', { method: 'HEAD', headers: p.headers });
    expect((await get(p, '/api/guidance')).body.data.opened_at).toBeNull();
    const first = (await get(p, '/api/guidance_open')).body.data.opened_at;
    expect(typeof first).toBe('string');
    expect((await get(p, '/api/guidance_open')).body.data.opened_at).toBe(first);
    expect((await get(p, '/api/guidance')).body.data.opened_at).toBe(first);
  });
});

const ANSWERS = [
  { id: 'source', answer: 'friend' },
  { id: 'rating', answer: 'great' },
];

describe('surveys', () => {
  it('lists running surveys in the player language; ended ones are left out', async () => {
    const p = await player();
    const list = (await get(p, '/api/ques_surveys', 'pl')).body.data.list;
    expect(list.map((s: any) => s.id)).toEqual(['test-survey']);
    expect(list[0]).toMatchObject({
      title: 'Title (pl)',
      done: false,
      reward: { kind: 'coins', amount: 0.2 },
      questions: [
        { id: 'source', text: 'Where from? (pl)', options: [{ id: 'stream', text: 'stream (pl)' }, {}, {}] },
        { id: 'rating' },
      ],
    });
  });

  it('refuses incomplete, unknown and invalid answers with clear messages, never a 500', async () => {
    const p = await player();
    const store = (body: unknown, id = 'test-survey') => post(p, `/api/ques_surveys/${id}/store`, body);
    expect((await store({ answers: [ANSWERS[0]] })).body).toMatchObject({
      code: 422,
      msg: 'Please answer every question',
    });
    expect((await store({ answers: [] })).body).toMatchObject({ code: 422, msg: 'Please answer every question' });
    const bad = { code: 422, msg: 'Please choose one of the given answers' };
    expect((await store({ answers: [ANSWERS[0], { id: 'rating', answer: 'meh' }] })).body).toMatchObject(bad);
    expect((await store({ answers: [...ANSWERS, { id: 'extra', answer: 'a' }] })).body).toMatchObject(bad);
    expect((await store({ answers: [...ANSWERS, ANSWERS[0]] })).body).toMatchObject(bad);
    expect((await store({ answers: 'x' })).status).toBe(400);
    expect((await store({})).status).toBe(400);
    expect((await store({ answers: ANSWERS }, 'nope')).body).toMatchObject({
      code: 404,
      msg: 'This event is not running',
    });
    expect((await store({ answers: [{ id: 'q', answer: 'a' }] }, 'test-survey-old')).body.code).toBe(404);
    expect((await balances(p)).score).toBe(0);
    expect(await count('select count(*) as n from survey_answers where user_id = $1', [p.id])).toBe(0);
  });

  it('stores one answer set per account with its reward; a second answer is refused', async () => {
    const p = await player();
    const res = (await post(p, '/api/ques_surveys/test-survey/store', { answers: [...ANSWERS].reverse() })).body;
    expect(res).toMatchObject({ code: 200, data: { id: 'test-survey', prize: { kind: 'coins', amount: 0.2 } } });
    expect((await balances(p)).score).toBe(0.2);
    expect((await get(p, '/api/ques_surveys')).body.data.list[0].done).toBe(true);
    const again = await post(p, '/api/ques_surveys/test-survey/store', {
      answers: [{ id: 'source', answer: 'stream' }, ANSWERS[1]],
    });
    expect(again.body).toMatchObject({ code: 409, msg: 'You have already answered this survey' });
    const stored = (await app.database.pool.query('select answers from survey_answers where user_id = $1', [p.id]))
      .rows;
    expect(stored).toEqual([{ answers: ANSWERS }]);
  });

  it('30 parallel submits store once and pay once', async () => {
    const p = await player();
    const all = await Promise.all(
      Array.from({ length: 30 }, () => post(p, '/api/ques_surveys/test-survey/store', { answers: ANSWERS })),
    );
    expect(codes(all)).toEqual({ 200: 1, 409: 29 });
    expect((await balances(p)).score).toBe(0.2);
    expect(await count('select count(*) as n from survey_answers where user_id = $1', [p.id])).toBe(1);
  });

  it('exports the answer sets as CSV and JSON for the operator', async () => {
    const csv = await exportSurvey(app.database.db, 'test-survey', 'csv', ['source', 'rating']);
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('user_id,answered_at,source,rating');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.slice(1).every((l) => l.endsWith(',friend,great'))).toBe(true);
    const json = JSON.parse(await exportSurvey(app.database.db, 'test-survey', 'json'));
    expect(json[0]).toMatchObject({ survey: 'test-survey', answers: ANSWERS });
  });
});

const reserve = (email: string, ip: string, key = 'test-pre') =>
  post(undefined, '/api/pre_register', { key, email }, { 'x-forwarded-for': ip });

describe('pre-registration', () => {
  it('lists running campaigns with their reward and count; ended ones are left out', async () => {
    const list = (await get(undefined, '/api/pre_register', 'fr')).body.data.list;
    expect(list.map((c: any) => c.key)).toEqual(['test-pre']);
    expect(list[0]).toMatchObject({ title: 'Title (fr)', reward: { kind: 'cash', amount: 0.5 }, ends_at: null });
  });

  it('reserves once per normalised e-mail, grants it when that e-mail registers, and never twice', async () => {
    const res = (await reserve('  New.Player@Example.COM ', '10.20.0.1')).body;
    expect(res).toMatchObject({
      code: 200,
      data: { key: 'test-pre', state: 'reserved', email: 'ne********@example.com' },
    });
    const code: string = res.data.code;
    expect((await reserve('new.player@example.com', '10.20.0.2')).body).toMatchObject({
      code: 409,
      msg: 'This e-mail already has a reserved reward',
    });
    expect((await reserve('not-an-email', '10.20.0.2')).body).toMatchObject({
      code: 400,
      msg: 'Please enter the correct email address',
    });
    expect((await reserve('x@example.com', '10.20.0.2', 'test-pre-over')).body).toMatchObject({
      code: 409,
      msg: 'Pre-registration has ended',
    });
    expect((await reserve('x@example.com', '10.20.0.2', 'nope')).body.code).toBe(404);
    const shown = (await get(undefined, `/api/pre_register/show_reward?key=test-pre&code=${code.toLowerCase()}`)).body;
    expect(shown).toMatchObject({ code: 200, data: { state: 'reserved', reward: { kind: 'cash', amount: 0.5 } } });
    expect((await get(undefined, '/api/pre_register/show_reward?key=test-pre&code=NOPE')).body).toMatchObject({
      code: 404,
      msg: 'No reserved reward for this code',
    });

    const p = await player('NEW.player@example.com');
    expect((await balances(p)).money).toBe(0.5);
    expect((await get(undefined, `/api/pre_register/show_reward?key=test-pre&code=${code}`)).body.data.state).toBe(
      'received',
    );
    expect((await get(p, `/api/pre_register/success_register?key=test-pre&code=${code}`)).body).toMatchObject({
      code: 409,
      msg: 'Reward already received',
    });
    expect((await balances(p)).money).toBe(0.5);
  });

  it('success_register grants a reservation to the signed-in owner of its e-mail only, once under 40 parallel tries', async () => {
    const owner = await player('early.bird@example.com');
    const other = await player();
    expect((await reserve('Early.Bird@example.com', '10.21.0.1')).body).toMatchObject({
      code: 409,
      msg: 'This e-mail already has an account',
    });
    // A reservation that raced the registration (stored after the registration hook looked): the owner receives it.
    const code = 'RACE12345';
    await app.database.pool.query(
      "insert into pre_registrations (event_key, email, code, ip) values ('test-pre', 'early.bird@example.com', $1, 'x')",
      [code],
    );
    const path = `/api/pre_register/success_register?key=test-pre&code=${code}`;
    expect((await get(other, path)).body).toMatchObject({
      code: 403,
      msg: 'This reward is reserved for another e-mail address',
    });
    expect((await get(undefined, path)).body.msg).toBe('Please log in first');
    const cross = await app.request(path, {
      headers: { Cookie: `authsk=${owner.token}`, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    await app.request(path, { method: 'HEAD', headers: owner.headers });
    expect((await balances(owner)).money).toBe(0);
    const all = await Promise.all(Array.from({ length: 40 }, () => get(owner, path)));
    expect(codes(all)).toEqual({ 200: 1, 409: 39 });
    expect((await balances(owner)).money).toBe(0.5);
    expect((await balances(other)).money).toBe(0);
  });

  it('limits reservations per address and day; 30 parallel reservations of one e-mail store one', async () => {
    const ip = '10.22.0.1';
    for (let i = 0; i < 3; i++) expect((await reserve(`ip${i}@example.com`, ip)).body.code).toBe(200);
    expect((await reserve('ip3@example.com', ip)).body).toMatchObject({ code: 409, msg: 'Limit exceeded' });
    expect(await count("select count(*) as n from pre_registrations where email = 'ip3@example.com'", [])).toBe(0);
    // The operator's next day (EVENTS_TIME_ZONE, UTC here) opens the address's slots again.
    clock.advance(nextDayStart(clock.now(), 'UTC') - clock.now() + 1000);
    expect((await reserve('ip3@example.com', ip)).body.code).toBe(200);
    const all = await Promise.all(
      Array.from({ length: 30 }, (_, i) => reserve('race@example.com', `10.23.${Math.floor(i / 200)}.${i}`)),
    );
    expect(codes(all)).toEqual({ 200: 1, 409: 29 });
    expect(await count("select count(*) as n from pre_registrations where email = 'race@example.com'", [])).toBe(1);
  });
});
