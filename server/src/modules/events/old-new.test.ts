import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser, userEdited } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { deposit } from '../../../test/deposits';
import { auditLedger } from '../wallet';
import { eventsContent } from './events.test-kit';

const clock = createManualClock();
const DAY = 86_400_000;
const FROM = new Date(clock.now() - DAY);
const TO = new Date(clock.now() + 2 * DAY);
let app: TestApp;
let players = 0;
const texts = (en: string) => Object.fromEntries(LANGS.map((l) => [l, `${en} (${l})`]));

beforeAll(async () => {
  const dir = eventsContent();
  const event = {
    key: 'test-old-new',
    mechanic: 'old_new',
    path: '/event/old-new',
    schedule: { type: 'dates', from: FROM.toISOString(), to: TO.toISOString() },
    tokens: { name: texts('Points'), stake: 1, deposit: 1 },
    old_new: {
      new_days: 30,
      per_invite: 10,
      extra: [
        { id: 1, group: 'new', points: 5, reward: { kind: 'coins', amount: 0.5 } },
        { id: 2, group: 'old', points: 5, reward: { kind: 'coins', amount: 1 } },
        { id: 3, group: 'all', points: 1000, reward: { kind: 'cash', amount: 1 } },
      ],
      ranking: [
        { from: 1, to: 1, reward: { kind: 'cash', amount: 5 } },
        { from: 2, to: 3, reward: { kind: 'cash', amount: 2 } },
      ],
    },
    title: texts('Old and new'),
    description: texts('Points'),
    picture: '/x.svg',
  };
  writeFileSync(join(dir, 'events', 'test-old-new.json'), JSON.stringify(event));
  app = await startTestApp(
    { contentDir: dir, trustProxy: true, trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
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

async function player(extra: { extension_code?: string } = {}) {
  players += 1;
  const token = await registerUser(app, `Veteran${players}`, `veteran${players}@example.com`, 'hunter22', extra);
  const headers = bearer(token);
  const data = (await app.request('/api/user', { headers })).body.data;
  return { token, id: data.id as number, headers, code: data.extension?.extension_code as string };
}
type P = Awaited<ReturnType<typeof player>>;
const get = (p: P | undefined, path: string, lang = 'en') =>
  app.request(path, { headers: { ...(p?.headers ?? {}), Language: lang } });
const sum = async (q: string, params: unknown[]) => Number((await app.database.pool.query(q, params)).rows[0].n);
const makeOld = async (p: P) => {
  await app.database.pool.query(`update users set created_at = $2 where id = $1`, [
    p.id,
    new Date(FROM.getTime() - 60 * DAY),
  ]);
  await userEdited(app, p.id);
};
const info = async (p?: P) => (await get(p, '/api/old_new')).body.data;
const money = async (p: P) => (await get(p, '/api/user')).body.data.money as number;

describe('old-player / new-player event', () => {
  let top: P;
  let second: P;

  it('groups players, counts points from deposits, play and invitations, and pays extra rewards once', async () => {
    const fresh = await player();
    const veteran = await player();
    await makeOld(veteran);
    const anon = await info();
    expect(anon).toMatchObject({
      key: 'test-old-new',
      group: null,
      points: 0,
      per_stake: 1,
      per_deposit: 1,
      per_invite: 10,
    });
    expect(anon.ends_at).toBe(TO.toISOString());

    await deposit(app, fresh.token, 7);
    expect(await info(fresh)).toMatchObject({ group: 'new', points: 7, rank: 1 });
    const states = (await info(fresh)).extra.map((x: any) => x.state);
    expect(states).toEqual(['ready', 'other_group', 'todo']);

    // Invitations: two friends register with the veteran's code; the sweep gives 10 points each, once.
    await player({ extension_code: veteran.code });
    await player({ extension_code: veteran.code });
    expect((await app.events.oldNew.tick()).invites).toBe(2);
    expect((await app.events.oldNew.tick()).invites).toBe(0);
    expect(await info(veteran)).toMatchObject({ group: 'old', points: 20 });

    // Play: a case open counts its stake.
    const opened = await app.request('/api/box/test-pistols/open', {
      method: 'POST',
      json: { number: 1 },
      headers: fresh.headers,
    });
    expect(opened.body.code).toBe(200);
    const afterOpen = (await info(fresh)).points;
    expect(afterOpen).toBe(7 + Math.floor(opened.body.data.price));

    // Extra rewards: by group, by points, once; a GET that pays refuses HEAD and cross-site.
    const cross = await app.request('/api/old_new/extra_receive/1', {
      headers: { Cookie: `authsk=${fresh.token}`, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    await app.request('/api/old_new/extra_receive/1', { method: 'HEAD', headers: fresh.headers });
    expect(
      await sum(`select count(*) as n from event_claims where user_id = $1 and period = 'extra'`, [fresh.id]),
    ).toBe(0);
    const got = await get(fresh, '/api/old_new/extra_receive/1');
    expect(got.body).toMatchObject({ code: 200, data: { id: 1, prize: { kind: 'coins', amount: 0.5 } } });
    expect((await get(fresh, '/api/old_new/extra_receive/1', 'de')).body).toMatchObject({
      code: 409,
      msg: 'Belohnung bereits erhalten',
    });
    expect((await get(fresh, '/api/old_new/extra_receive/2')).body).toMatchObject({
      code: 403,
      msg: 'This reward is for the other group of players',
    });
    expect((await get(fresh, '/api/old_new/extra_receive/3')).body).toMatchObject({
      code: 422,
      msg: 'Not enough points for this reward yet',
    });
    expect((await get(fresh, '/api/old_new/extra_receive/99')).body).toMatchObject({
      code: 404,
      msg: 'This reward does not exist',
    });
    expect((await get(fresh, '/api/old_new/extra_receive/abc')).body.code).toBe(400);
    expect((await get(undefined, '/api/old_new/extra_receive/1')).body.code).toBe(401);
    expect((await info(fresh)).extra[0].state).toBe('received');

    // 50 parallel receives of the veteran's reward: one.
    const results = await Promise.all(Array.from({ length: 50 }, () => get(veteran, '/api/old_new/extra_receive/2')));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(
      new Set(['Reward already received']),
    );
    top = veteran;
    second = fresh;
  }, 90_000);

  it('ranks players live: top 50 with masked names, my row, ties by who got there first', async () => {
    const third = await player();
    await deposit(app, third.token, 5);
    const fourth = await player();
    await deposit(app, fourth.token, 5);
    const ranking = (await get(second, '/api/old_new/ranking')).body.data;
    expect(ranking.list.map((r: any) => r.rank)).toEqual([1, 2, 3, 4]);
    // A tie: the one who got there first ranks higher.
    expect(ranking.list[2]).toMatchObject({ points: 5 });
    expect(ranking.list[3]).toMatchObject({ points: 5 });
    expect((await get(fourth, '/api/old_new/ranking')).body.data.mine).toMatchObject({ rank: 4, points: 5 });
    expect((await get(fourth, '/api/old_new/ranking_reward')).body.data.mine).toMatchObject({
      rank: 4,
      state: 'none',
      reward: null,
    });
    expect(ranking.list[0]).toMatchObject({ points: 20, group: 'old', me: false, name: 'Ve***n2' });
    expect(ranking.list[1]).toMatchObject({ me: true, name: 'Veteran1', group: 'new' });
    expect(ranking.mine).toMatchObject({ rank: 2, me: true });
    expect((await get(undefined, '/api/old_new/ranking')).body.data.mine).toBeNull();
    const reward = (await get(third, '/api/old_new/ranking_reward')).body.data;
    expect(reward).toMatchObject({
      paid_at: null,
      mine: { rank: 3, state: 'pending', reward: { kind: 'cash', amount: 2 } },
    });
    expect(reward.list).toEqual([
      expect.objectContaining({ from: 1, to: 1 }),
      expect.objectContaining({ from: 2, to: 3 }),
    ]);
  }, 60_000);

  it('pays the ranking rewards once after the window ends, however often the job runs', async () => {
    // Nothing is paid while the event runs.
    expect((await app.events.oldNew.tick()).paid).toBe(0);
    clock.advance(TO.getTime() - clock.now() + 1000);
    // After the end, play earns no points and the extra rewards close.
    const p = (await info(second)).points;
    await deposit(app, second.token, 5);
    expect((await info(second)).points).toBe(p);
    const before = { top: await money(top), second: await money(second) };
    expect((await get(second, '/api/old_new/extra_receive/3')).body.code).toBe(404);
    // Within the settling minutes: not yet.
    expect((await app.events.oldNew.tick()).paid).toBe(0);
    clock.advance(5 * 60_000);
    const event = app.events.engine.events.find((e: any) => e.key === 'test-old-new')!;
    const runs = await Promise.all([
      app.events.oldNew.payRanking(event),
      app.events.oldNew.payRanking(event),
      app.events.oldNew.tick(),
    ]);
    const paid = runs[0] + runs[1] + (runs[2] as any).paid;
    expect(paid).toBe(3);
    expect((await app.events.oldNew.tick()).paid).toBe(0);
    expect(await app.events.oldNew.payRanking(event)).toBe(0);
    expect(await money(top)).toBeCloseTo(before.top + 5, 3);
    expect(await money(second)).toBeCloseTo(before.second + 2, 3);
    expect(
      await sum(`select count(*) as n from event_claims where event_key = 'test-old-new' and period = 'ranking'`, []),
    ).toBe(3);
    const reward = (await get(top, '/api/old_new/ranking_reward')).body.data;
    expect(reward.paid_at).not.toBeNull();
    expect(reward.mine).toMatchObject({ rank: 1, state: 'paid' });
  }, 60_000);
});
