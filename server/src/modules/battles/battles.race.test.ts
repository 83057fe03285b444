import { rmSync } from 'node:fs';
import type { BattleDetail } from '@dropforge/shared/contract';
import { parseMilli } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { auditLedger } from '../wallet';
import { battleApi, player, startBattleApp, waitFor } from './battles.test-kit';

/** DESIGN §9: the same money-moving request many times at once; exactly the allowed number succeed. */
let app: TestApp;
let contentDir: string;
let api: ReturnType<typeof battleApi>;
let price: number;

beforeAll(async () => {
  ({ app, contentDir } = await startBattleApp(50));
  api = battleApi(app);
  price = parseMilli((await app.request('/api/box/test-pistols')).body.data.price);
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(async () => {
  await app?.close();
  if (contentDir) rmSync(contentDir, { recursive: true, force: true });
});

const holds = async (userId: number) =>
  (
    await app.database.pool.query(
      `select state, count(*)::int as n from holds where user_id = $1 and ref_kind = 'battle' group by state order by state`,
      [userId],
    )
  ).rows;

describe('battle races', () => {
  it('20 players join one last slot at once: one joins, 19 cannot and keep their money', async () => {
    const creator = await player(app);
    const d: BattleDetail = (await api.create(creator, { boxes: ['test-pistols'], players: 2, mode: 'standard' })).body
      .data;
    const racers = await Promise.all(Array.from({ length: 20 }, () => player(app, 10_000)));
    const results = await Promise.all(racers.map((p) => api.join(p, d.id, 1)));
    const won = results.flatMap((r, i) => (r.body.code === 200 ? [racers[i]!] : []));
    expect(won).toHaveLength(1);
    const refused = results.filter((r) => r.body.code !== 200).map((r) => [r.body.code, r.body.msg]);
    expect(refused).toEqual(Array(19).fill([409, 'Sorry, you cannot join']));
    const money = await Promise.all(racers.map((p) => api.money(p)));
    expect(money.filter((m) => m === 10_000)).toHaveLength(19);
    expect(money.filter((m) => m === 10_000 - price)).toHaveLength(1);
    const ended = await waitFor(app, d.id, (x) => x.state === 'ended');
    expect(ended.slots.map((s) => s!.user_id)).toEqual([creator.id, won[0]!.id]);
    const seats = await app.database.pool.query('select count(*)::int as n from battle_players where battle_id = $1', [
      d.id,
    ]);
    expect(seats.rows[0].n).toBe(2);
  }, 60_000);

  it('the same player joining one battle 20 times at once takes one seat and pays once', async () => {
    const creator = await player(app);
    const d: BattleDetail = (await api.create(creator, { boxes: ['test-pistols'], players: 4, mode: 'standard' })).body
      .data;
    const bob = await player(app, 50_000);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => api.join(bob, d.id, 1 + (i % 3))));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(await api.money(bob)).toBe(50_000 - price);
    expect(await holds(bob.id)).toEqual([{ state: 'held', n: 1 }]);
    await api.leave(bob, d.id);
    await api.leave(creator, d.id);
  }, 60_000);

  it('a double (and 20-fold) leave refunds once', async () => {
    const creator = await player(app);
    const d: BattleDetail = (await api.create(creator, { boxes: ['test-pistols'], players: 3, mode: 'standard' })).body
      .data;
    const bob = await player(app, 10_000);
    expect((await api.join(bob, d.id, 2)).body.code).toBe(200);
    const results = await Promise.all(Array.from({ length: 20 }, () => api.leave(bob, d.id)));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(
      results.filter((r) => r.body.code !== 200).every((r) => r.body.msg === 'Sorry, you cannot leave this battle'),
    ).toBe(true);
    expect(await api.money(bob)).toBe(10_000);
    expect(await holds(bob.id)).toEqual([{ state: 'released', n: 1 }]);

    // The creator cancelling while players leave and join: every hold closes exactly once.
    const carol = await player(app, 10_000);
    const dave = await player(app, 10_000);
    await api.join(carol, d.id, 1);
    const mixed = await Promise.all([
      api.leave(creator, d.id),
      api.leave(carol, d.id),
      api.join(dave, d.id, 2),
      api.leave(creator, d.id),
    ]);
    expect(mixed.filter((r) => r.body.code === 200).length).toBeGreaterThanOrEqual(1);
    // Dave's join can fill the last seat before anyone leaves: then the battle starts and each seated player has paid
    // one entry. Otherwise the cancel refunds everyone. Either way nobody pays twice or is refunded twice.
    const after: BattleDetail = (await api.detail(d.id)).body.data;
    const started = after.state === 'running' || after.state === 'ended';
    const seated = new Set(started ? after.slots.map((s) => s?.user_id) : []);
    const entry = parseMilli(String(d.cost));
    for (const [who, start] of [
      [creator, 100_000],
      [carol, 10_000],
      [dave, 10_000],
    ] as const)
      expect(await api.money(who)).toBe(seated.has(who.id) ? start - entry : start);
    const open = await app.database.pool.query(
      `select count(*)::int as n from holds where ref_kind = 'battle' and ref_id = $1 and state = 'held'`,
      [String(d.id)],
    );
    expect(open.rows[0].n).toBe(0);
  }, 60_000);

  it('bots and a join racing for the last slots: the battle starts once and every entry is paid once', async () => {
    const creator = await player(app);
    const d: BattleDetail = (await api.create(creator, { boxes: ['test-pistols'], players: 2, mode: 'standard' })).body
      .data;
    const bob = await player(app, 10_000);
    const [bots, join] = await Promise.all([api.bots(creator, d.id), api.join(bob, d.id, 1)]);
    expect([bots.body.code, join.body.code].filter((c) => c === 200)).toHaveLength(1);
    const ended = await waitFor(app, d.id, (x) => x.state === 'ended');
    expect(ended.slots.filter((s) => s!.bot)).toHaveLength(bots.body.code === 200 ? 1 : 0);
    expect(await api.money(bob)).toBe(join.body.code === 200 ? 10_000 - price : 10_000);
  }, 60_000);
});
