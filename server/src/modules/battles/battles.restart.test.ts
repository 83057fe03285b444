import { rmSync } from 'node:fs';
import type { BattleDetail } from '@dropforge/shared/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { auditLedger } from '../wallet';
import { battleApi, eventually, player, replayOf, startBattleApp, waitFor, wsClient } from './battles.test-kit';

/** DESIGN §8: battle state lives in Postgres; any instance carries a battle on, each round is revealed once. */
const apps: TestApp[] = [];
const contentDirs: string[] = [];

afterAll(async () => {
  // A first app owns its database: siblings close before it.
  for (const app of apps.reverse()) await app.close().catch(() => {});
  for (const dir of contentDirs) rmSync(dir, { recursive: true, force: true });
});

/** A first instance with a database of its own. */
async function first(roundMs: number) {
  const { app, contentDir } = await startBattleApp(roundMs);
  apps.push(app);
  contentDirs.push(contentDir);
  return { app, contentDir };
}

/** Another instance on the same database, Redis prefix and content as `first`. */
async function sibling(first: TestApp, contentDir: string, roundMs: number) {
  const { app } = await startBattleApp(
    roundMs,
    {
      DATABASE_URL: first.config.databaseUrl,
      REDIS_PREFIX: first.config.redisPrefix,
      // Sessions of one instance are valid on the other (as in production, where the secrets are shared).
      SESSION_PEPPER: first.config.sessionPepper,
      COOKIE_SECRET: first.config.cookieSecret,
    },
    contentDir,
  );
  apps.push(app);
  return app;
}

async function settledOnce(app: TestApp, d: BattleDetail) {
  const replay = replayOf(d);
  expect(d.result!.winners).toEqual(replay.winners);
  expect(d.result!.awards).toEqual(replay.awards);
  const q = async (sql: string) => Number((await app.database.pool.query(sql, [d.id])).rows[0].n);
  expect(await q('select count(*)::int as n from battle_rounds where battle_id = $1')).toBe(d.rounds * d.players);
  const toPlayers = replay.awards.flat().filter((to) => d.slots[to]!.user_id !== null).length;
  expect(
    await q(`select count(*)::int as n from items i join battle_rounds r on r.knapsack_id = i.knapsack_id
             where r.battle_id = $1 and i.source = 'battle'`),
  ).toBe(toPlayers);
  expect(await auditLedger(app.database.pool)).toEqual([]);
}

describe('a battle interrupted by a restart', () => {
  it('carries on from its last revealed round on a new instance and settles once', async () => {
    const { app: one, contentDir } = await first(300);
    const api = battleApi(one);
    const [alice, bob] = [await player(one), await player(one)];
    const boxes = Array(8).fill('test-pistols');
    const a: BattleDetail = (await api.create(alice, { boxes, players: 2, mode: 'standard' })).body.data;
    await api.join(bob, a.id, 1);
    // A second battle whose pending round job is lost with the instance (as if it died between a reveal's
    // commit and sending the next job): the sweep of the new instance finds it overdue.
    const b: BattleDetail = (
      await api.create(alice, { boxes: Array(4).fill('test-pistols'), players: 2, mode: 'crazy' })
    ).body.data;
    await api.bots(alice, b.id);
    await waitFor(one, a.id, (d) => d.revealed >= 2);
    await one.stop();

    const second = await sibling(one, contentDir, 300);
    const at = await second.database.pool.query('select revealed, state from battles where id = $1', [a.id]);
    expect(at.rows[0].state).toBe('running');
    expect(at.rows[0].revealed).toBeGreaterThanOrEqual(2);
    expect(at.rows[0].revealed).toBeLessThan(8);
    await second.database.pool.query(`delete from pgboss.job where name = 'battle-round' and data->>'battleId' = $1`, [
      String(b.id),
    ]);
    const doneA = await waitFor(second, a.id, (d) => d.state === 'ended', 30_000);
    const doneB = await waitFor(second, b.id, (d) => d.state === 'ended', 30_000);
    expect(doneA.revealed).toBe(8);
    await settledOnce(second, doneA);
    await settledOnce(second, doneB);
  }, 90_000);
});

describe.skipIf(!process.env.REDIS_URL)('two instances on one database and Redis', () => {
  it('reveal each round once and deliver every event to the clients of both', async () => {
    const { app: one, contentDir } = await first(150);
    const two = await sibling(one, contentDir, 150);
    const [api1, api2] = [battleApi(one), battleApi(two)];
    // Count each instance's successful reveals (the job worker calls the runner through this property).
    const reveals = [0, 0];
    [one, two].forEach((app, i) => {
      const runner = app.battles.service.runner;
      const reveal = runner.reveal;
      runner.reveal = async (id, round) => {
        const done = await reveal(id, round);
        if (done) reveals[i]! += 1;
        return done;
      };
    });
    const players = await Promise.all(Array.from({ length: 10 }, () => player(one)));
    const battles: BattleDetail[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await api1.create(players[i * 2]!, {
        boxes: Array(4).fill('test-pistols'),
        players: 2,
        mode: 'standard',
      });
      battles.push(created.body.data);
    }
    const channels = battles.map((b) => b.channel);
    const [ws1, ws2] = [await wsClient(one, channels), await wsClient(two, channels)];
    // Created on the first instance, joined through either: a battle starts (and its clock runs) where it filled.
    const joins = await Promise.all(battles.map((b, i) => (i % 2 ? api1 : api2).join(players[i * 2 + 1]!, b.id, 1)));
    expect(joins.map((j) => [j.body.code, j.body.msg])).toEqual(battles.map(() => [200, 'Success']));
    for (const b of battles) {
      const d = await waitFor(two, b.id, (x) => x.state === 'ended', 30_000);
      await settledOnce(one, d);
    }
    for (const ws of [ws1, ws2]) {
      await eventually(() => ws.of('end').length === battles.length, 5000, 'end events on both instances');
      for (const b of battles) {
        const rounds = ws.of('round').filter((m) => m.data.battle_id === b.id);
        expect(rounds.map((m) => m.data.round)).toEqual([0, 1, 2, 3]);
        expect(ws.of('start').filter((m) => m.data.battle_id === b.id)).toHaveLength(1);
      }
      ws.close();
    }
    expect(reveals[0]! + reveals[1]!).toBe(battles.length * 4);
    expect(
      reveals.every((n) => n > 0),
      `reveals per instance: ${reveals.join(' + ')}`,
    ).toBe(true);
    const feed = await one.database.pool.query(`select count(*)::int as n from drop_feed where type = 'battle'`);
    expect(feed.rows[0].n).toBeGreaterThanOrEqual(battles.length * 4 * 2);
  }, 90_000);
});
