import { rmSync } from 'node:fs';
import type { BattleDetail } from '@dropforge/shared/contract';
import { parseMilli } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { bearer } from '../../../test/auth';
import { auditLedger } from '../wallet';
import { battleApi, eventually, expectSettled, player, startBattleApp, waitFor, wsClient } from './battles.test-kit';

/** Battles run to their end in every mode: rounds on the battle's channel, settlement, replay, verifier. */
let app: TestApp;
let contentDir: string;
let api: ReturnType<typeof battleApi>;
let pistols: number; // the price of test-pistols, thousandths
let single: number; // the price of test-single

beforeAll(async () => {
  ({ app, contentDir } = await startBattleApp(60));
  api = battleApi(app);
  pistols = parseMilli((await app.request('/api/box/test-pistols')).body.data.price);
  single = parseMilli((await app.request('/api/box/test-single')).body.data.price);
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(async () => {
  await app?.close();
  if (contentDir) rmSync(contentDir, { recursive: true, force: true });
});

const count = async (sql: string, params: unknown[] = []) =>
  Number((await app.database.pool.query(sql, params)).rows[0].n);
const ended = (id: number) => waitFor(app, id, (d) => d.state === 'ended', 20_000);

describe('a battle to the end', () => {
  it('starts when the last slot fills, reveals each round on its channel and settles once (standard)', async () => {
    const [alice, bob] = [await player(app), await player(app)];
    const d0: BattleDetail = (
      await api.create(alice, { boxes: ['test-pistols', 'test-pistols', 'test-single'], players: 2, mode: 'standard' })
    ).body.data;
    const watch = await wsClient(app, [d0.channel, 'DropKanbanChannel', 'battles']);
    const joined = await api.join(bob, d0.id, 1);
    expect(joined.body.code).toBe(200);
    expect(joined.body.data).toMatchObject({ state: 'running', slots: [{ user_id: alice.id }, { user_id: bob.id }] });
    const cost = pistols * 2 + single;
    expect(await api.money(bob)).toBe(100_000 - cost);
    const d = await ended(d0.id);
    await eventually(() => watch.of('end').length === 1, 5000, 'end event');
    expect(watch.of('join').map((m) => m.data.seat.user_id)).toEqual([bob.id]);
    expect(watch.of('start')).toHaveLength(1);
    expect(watch.of('start')[0]!.data).toMatchObject({ battle_id: d.id, server_seed_hash: d.server_seed_hash });
    const rounds = watch.of('round');
    expect(rounds.map((m) => m.data.round)).toEqual([0, 1, 2]);
    expect(rounds[2]!.data.totals).toEqual(d.result!.totals);
    expect(rounds[2]!.data.next_round_at).toBeNull();
    expect(rounds[0]!.data.drops.map((x: { goods: { id: number } }) => x.goods.id)).toEqual(
      d.results[0]!.drops.map((x) => x.goods.id),
    );
    const end = watch.of('end')[0]!.data;
    expect(end).toMatchObject({
      battle_id: d.id,
      server_seed: d.server_seed,
      client_seeds: d.slots.map((s) => s!.client_seed),
    });
    expect(end.result.winners).toEqual(d.result!.winners);
    const drops = () => watch.messages.filter((m) => m.channel === 'DropKanbanChannel' && m.data.type === 'battle');
    await eventually(() => drops().length === 6, 5000, 'six battle drops on the strip');
    expect(
      drops()
        .map((m) => m.data.user.name)
        .sort(),
    ).toEqual([alice.name, alice.name, alice.name, bob.name, bob.name, bob.name].sort());
    expect(watch.of('battle').map((m) => m.data.state)).toEqual(['running', 'ended']);
    watch.close();
    await expectSettled(app, d);
    expect(d.revealed).toBe(3);
    expect(await count('select count(*)::int as n from battle_rounds where battle_id = $1', [d.id])).toBe(6);

    const config = (await app.request('/api/config')).body.data.counters;
    expect(config.battle).toBeGreaterThanOrEqual(1);
    const history = (await app.request('/api/battle/history', { headers: bearer(bob.token) })).body.data;
    expect(history.list[0]).toMatchObject({ id: d.id, slot: 1, paid: cost / 1000, won: d.slots[1]!.won });
    expect((await app.request('/api/battle?state=ended')).body.data.list.map((b: { id: number }) => b.id)).toContain(
      d.id,
    );
  });

  for (const [mode, players, humans] of [
    ['crazy', 3, 3],
    ['terminal', 3, 2],
    ['team', 4, 2],
    ['standard', 4, 1],
  ] as const) {
    it(`settles a ${mode} battle of ${players} (${humans} players, the rest bots)`, async () => {
      const seats = [await player(app)];
      for (let i = 1; i < humans; i++) seats.push(await player(app));
      const d0: BattleDetail = (await api.create(seats[0]!, { boxes: ['test-pistols', 'test-pistols'], players, mode }))
        .body.data;
      for (let i = 1; i < humans; i++) expect((await api.join(seats[i]!, d0.id, i)).body.code).toBe(200);
      if (humans < players) {
        const botted = await api.bots(seats[0]!, d0.id);
        expect(botted.body.code).toBe(200);
        expect(botted.body.data.slots.map((s: { bot: boolean }) => s.bot)).toEqual(
          Array.from({ length: players }, (_, i) => i >= humans),
        );
      }
      const d = await ended(d0.id);
      if (mode === 'team') expect(d.slots.map((s) => s!.team)).toEqual([0, 0, 1, 1]);
      await expectSettled(app, d);
      const botEntries = await count(
        `select count(*)::int as n from ledger_tx where kind = 'battle_bot' and ref_kind = 'battle' and ref_id = $1`,
        [String(d.id)],
      );
      expect(botEntries).toBe(players - humans);
    });
  }

  it('breaks ties with the fair tie-break roll, and splits team items with the split draws', async () => {
    const [alice, bob] = [await player(app), await player(app)];
    const a: BattleDetail = (
      await api.create(alice, { boxes: ['test-single', 'test-single'], players: 2, mode: 'standard' })
    ).body.data;
    await api.join(bob, a.id, 1);
    const tied = await ended(a.id);
    expect(tied.result!.tie_break).toMatchObject({ round: 2, slot: 0, tied: [0, 1] });
    await expectSettled(app, tied);

    const t: BattleDetail = (
      await api.create(alice, { boxes: ['test-single', 'test-single', 'test-single'], players: 4, mode: 'team' })
    ).body.data;
    await api.bots(alice, t.id);
    const team = await ended(t.id);
    expect(team.result!.tie_break).not.toBeNull();
    expect(team.result!.split_draws.length).toBeGreaterThan(0);
    expect(team.result!.split_draws[0]).toMatchObject({ round: 4, slot: 0 });
    await expectSettled(app, team);
  });
});

describe('provably fair', () => {
  it('an ended battle verifies with npm run verify from its published inputs', async () => {
    const { execFileSync } = await import('node:child_process');
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const alice = await player(app);
    const d0: BattleDetail = (await api.create(alice, { boxes: ['test-pistols'], players: 2, mode: 'standard' })).body
      .data;
    await api.bots(alice, d0.id);
    const d = await ended(d0.id);
    const dir = mkdtempSync(join(tmpdir(), 'battle-verify-'));
    const file = join(dir, 'case.json');
    const items = d.contents.find((c) => c.id === 'test-pistols')!.items;
    writeFileSync(file, JSON.stringify(items.map((i) => ({ goodsId: i.goods_id, tickets: i.tickets }))));
    const drop = d.results[0]!.drops[1]!;
    const args = ['tsx', 'server/scripts/verify.ts', '--game', 'battle', '--server-seed', d.server_seed!];
    for (const s of d.slots) args.push('--client-seed', s!.client_seed);
    args.push('--round', '0', '--slot', '1', '--server-seed-hash', d.server_seed_hash, '--ticket', String(drop.ticket));
    args.push('--case', file, '--json');
    const out = JSON.parse(execFileSync('npx', args, { encoding: 'utf8' }));
    expect(out).toMatchObject({ ok: true, ticket: drop.ticket, drop: { goodsId: drop.goods.id } });
    rmSync(dir, { recursive: true, force: true });
  });
});
