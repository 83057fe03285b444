import { rmSync } from 'node:fs';
import type { BattleDetail } from '@dropforge/shared/contract';
import { parseMilli } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { bearer } from '../../../test/auth';
import { auditLedger } from '../wallet';
import {
  battleApi,
  eventually,
  expectSettled,
  type Player,
  player,
  startBattleApp,
  waitFor,
  wsClient,
} from './battles.test-kit';

/** Creating, joining, leaving and private battles (the runs to the end: battles.settle.test.ts). */
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
const ended = (id: number, viewer?: Player) => waitFor(app, id, (d) => d.state === 'ended', 20_000, viewer);

describe('creating a battle', () => {
  it('holds the entry, publishes the seed hash and lists the battle; the creator sits in slot 0', async () => {
    const alice = await player(app);
    const lobby = await wsClient(app, ['battles']);
    const res = await api.create(alice, {
      boxes: ['test-pistols', 'test-single', 'test-pistols'],
      players: 2,
      mode: 'standard',
    });
    expect(res.body.code).toBe(200);
    const d: BattleDetail = res.body.data;
    const cost = pistols * 2 + single;
    expect(d).toMatchObject({
      mode: 'standard',
      players: 2,
      state: 'waiting',
      private: false,
      cost: cost / 1000,
      rounds: 3,
      revealed: 0,
      server_seed: null,
      code: null,
      result: null,
      results: [],
      channel: `battle.${d.id}`,
      round_ms: 60,
    });
    expect(d.boxes.map((b) => b.id)).toEqual(['test-pistols', 'test-single', 'test-pistols']);
    expect(d.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(d.slots[0]).toMatchObject({ slot: 0, user_id: alice.id, name: alice.name, bot: false, team: null });
    expect(d.slots[1]).toBeNull();
    const seed = (await app.request('/api/pfv_api', { headers: bearer(alice.token) })).body.data.clientSeed;
    expect(d.slots[0]!.client_seed).toBe(seed);
    expect(d.contents.map((c) => c.id).sort()).toEqual(['test-pistols', 'test-single']);
    expect(await api.money(alice)).toBe(100_000 - cost);
    const history = (await app.request('/api/wallet/transactions?type=battle', { headers: bearer(alice.token) })).body
      .data;
    expect(history.list).toMatchObject([{ type: 'battle', amount: -cost / 1000, currency: 'money' }]);

    const list = (await app.request('/api/battle?state=waiting')).body.data;
    expect(list.list.map((b: { id: number }) => b.id)).toContain(d.id);
    const cheap: BattleDetail = (await api.create(alice, { boxes: ['test-single'], players: 2, mode: 'crazy' })).body
      .data;
    const byCost = (await app.request('/api/battle?state=waiting&sort=cost&limit=50')).body.data.list;
    const costs = byCost.map((b: { cost: number }) => b.cost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const ascending = (await app.request('/api/battle?state=waiting&sort=cost&order=asc&limit=50')).body.data.list;
    expect(ascending.map((b: { cost: number }) => b.cost)).toEqual([...costs].reverse());
    expect((await app.request('/api/battle?state=running')).body.data.list).toEqual([]);
    const docs = (await app.request('/api/docs/json')).body.paths;
    for (const path of ['/api/battle', '/api/battle/{id}', '/api/battle/{id}/join', '/api/battle/mine'])
      expect(Object.keys(docs)).toContain(path);
    await api.leave(alice, cheap.id);
    await eventually(() => lobby.of('battle').some((m) => m.data.id === d.id), 5000, 'list event');
    lobby.close();
    const mine = (await app.request('/api/battle/mine', { headers: bearer(alice.token) })).body.data;
    expect(mine.list.map((b: { id: number }) => b.id)).toEqual([d.id]);
    await api.leave(alice, d.id);
  });

  it('refuses broken battles with the catalogue messages', async () => {
    const bob = await player(app, 1_000);
    const refuse = async (body: object, code: number, msg: string) => {
      const res = await api.create(bob, body as never);
      expect([res.body.code, res.body.msg]).toEqual([code, msg]);
    };
    await refuse({ boxes: [], players: 2, mode: 'standard' }, 422, 'Too few boxes: please choose at least 1');
    await refuse(
      { boxes: Array(51).fill('test-single'), players: 2, mode: 'standard' },
      422,
      'Too many boxes: please choose at most 50',
    );
    await refuse({ boxes: ['test-single'], players: 5, mode: 'standard' }, 422, 'A battle is for 2, 3 or 4 players');
    await refuse({ boxes: ['test-single'], players: 2, mode: 'team' }, 422, 'A team battle needs 4 players');
    await refuse({ boxes: ['no-such-box'], players: 2, mode: 'standard' }, 404, 'This box does not exist');
    for (const box of ['test-off', 'test-vip'])
      await refuse({ boxes: [box], players: 2, mode: 'standard' }, 422, 'This box cannot be used in battles');
    await refuse({ boxes: ['test-pistols'], players: 2, mode: 'chaos' }, 400, expect.stringContaining('mode') as never);
    await refuse({ boxes: Array(5).fill('test-pistols'), players: 2, mode: 'standard' }, 422, 'Insufficient balance');
    const de = await app.request('/api/battle', {
      method: 'POST',
      json: { boxes: [], players: 2, mode: 'standard' },
      headers: { ...bearer(bob.token), Language: 'de' },
    });
    expect(de.body.msg).toBe('Zu wenige Kisten: Bitte wähle mindestens 1');
    expect(await count('select count(*)::int as n from battles where creator_id = $1', [bob.id])).toBe(0);
    expect(await api.money(bob)).toBe(1_000);
    expect(
      (
        await app.request('/api/battle', {
          method: 'POST',
          json: { boxes: ['test-single'], players: 2, mode: 'standard' },
        })
      ).body.code,
    ).toBe(401);
  });
});

describe('joining and leaving', () => {
  it('refuses: own slot taken, already in, full or started, unknown battle', async () => {
    const [alice, bob, carol] = [await player(app), await player(app), await player(app)];
    const d: BattleDetail = (await api.create(alice, { boxes: ['test-single'], players: 3, mode: 'standard' })).body
      .data;
    const cannot = [409, 'Sorry, you cannot join'];
    const tryJoin = async (p: Player, slot: number) => {
      const r = await api.join(p, d.id, slot);
      return [r.body.code, r.body.msg];
    };
    expect(await tryJoin(bob, 0)).toEqual(cannot);
    expect(await tryJoin(alice, 1)).toEqual(cannot);
    expect((await api.join(bob, d.id, 1)).body.code).toBe(200);
    expect(await tryJoin(bob, 2)).toEqual(cannot);
    expect(await tryJoin(carol, 1)).toEqual(cannot);
    expect((await api.bots(bob, d.id)).body).toMatchObject({
      code: 403,
      msg: 'Only the creator of this battle can do this',
    });
    expect((await api.join(carol, d.id, 2)).body.code).toBe(200);
    const dave = await player(app);
    expect(await tryJoin(dave, 2)).toEqual(cannot);
    expect((await api.leave(bob, d.id)).body).toMatchObject({ code: 409, msg: 'Sorry, you cannot leave this battle' });
    expect((await api.join(dave, 999_999, 0)).body).toMatchObject({ code: 404, msg: 'This battle does not exist' });
    expect(await api.money(dave)).toBe(100_000);
    await ended(d.id);
  });

  it('a battle left waiting too long is cancelled and every seat refunded, once; fresher battles stay', async () => {
    const [alice, bob] = [await player(app), await player(app)];
    const stale: BattleDetail = (await api.create(alice, { boxes: ['test-pistols'], players: 3, mode: 'standard' }))
      .body.data;
    await api.join(bob, stale.id, 1);
    const fresh: BattleDetail = (await api.create(bob, { boxes: ['test-pistols'], players: 2, mode: 'standard' })).body
      .data;
    await app.database.pool.query(`update battles set created_at = now() - interval '31 minutes' where id = $1`, [
      stale.id,
    ]);
    const watch = await wsClient(app, [stale.channel]);
    const runs = await Promise.all([app.battles.service.expireWaiting(), app.battles.service.expireWaiting()]);
    expect(runs[0] + runs[1]).toBe(1);
    expect((await api.detail(stale.id, alice)).body.data.state).toBe('cancelled');
    expect((await api.detail(fresh.id, bob)).body.data.state).toBe('waiting');
    expect(await api.money(alice)).toBe(100_000);
    expect(await api.money(bob)).toBe(100_000 - pistols);
    await eventually(() => watch.of('cancel').length === 1, 5000, 'cancel event');
    watch.close();
    expect(await app.battles.service.expireWaiting()).toBe(0);
    await api.leave(bob, fresh.id);
  });

  it('a player leaving is refunded and frees the slot; the creator leaving cancels and refunds everyone', async () => {
    const [alice, bob, carol] = [await player(app), await player(app), await player(app)];
    const d: BattleDetail = (await api.create(alice, { boxes: ['test-pistols'], players: 3, mode: 'standard' })).body
      .data;
    const watch = await wsClient(app, [d.channel]);
    await api.join(bob, d.id, 2);
    const left = await api.leave(bob, d.id);
    expect(left.body.data).toEqual({ id: d.id, state: 'waiting', refund: pistols / 1000 });
    expect(await api.money(bob)).toBe(100_000);
    expect((await api.leave(bob, d.id)).body.msg).toBe('Sorry, you cannot leave this battle');
    expect((await api.join(carol, d.id, 2)).body.code).toBe(200);
    const cancelled = await api.leave(alice, d.id);
    expect(cancelled.body.data).toEqual({ id: d.id, state: 'cancelled', refund: pistols / 1000 });
    expect([await api.money(alice), await api.money(carol)]).toEqual([100_000, 100_000]);
    expect((await api.join(bob, d.id, 1)).body.msg).toBe('Sorry, you cannot join');
    await eventually(() => watch.of('cancel').length === 1, 5000, 'cancel event');
    expect(watch.messages.map((m) => m.event)).toEqual(['join', 'leave', 'join', 'cancel']);
    watch.close();
    const history = (await app.request('/api/battle/history', { headers: bearer(carol.token) })).body.data;
    expect(history.list[0]).toMatchObject({ id: d.id, state: 'cancelled', paid: 0, won: false });
    const refunds = (await app.request('/api/wallet/transactions', { headers: bearer(alice.token) })).body.data.list;
    expect(refunds[0]).toMatchObject({ type: 'battle_refund', amount: pistols / 1000 });
  });
});

describe('private battles', () => {
  it('are reached by link with their code, left out of the list, and followed on their own channel', async () => {
    const [alice, bob] = [await player(app), await player(app)];
    const created = await api.create(alice, { boxes: ['test-single'], players: 2, mode: 'standard', private: true });
    const d: BattleDetail = created.body.data;
    expect(d.private).toBe(true);
    expect(d.code).toMatch(/^[0-9a-f]{8}$/);
    expect(d.channel).toBe(`battle.${d.id}-${d.code}`);
    const list = (await app.request('/api/battle?state=waiting&limit=50')).body.data.list;
    expect(list.map((b: { id: number }) => b.id)).not.toContain(d.id);
    expect((await api.detail(d.id)).body).toMatchObject({ code: 403, msg: 'Please enter the room password' });
    expect((await api.detail(d.id, bob, 'nope')).body).toMatchObject({ code: 403, msg: 'wrong room password' });
    const seen = (await api.detail(d.id, bob, d.code!)).body.data;
    expect(seen.code).toBeNull();
    expect((await api.join(bob, d.id, 1)).body).toMatchObject({ code: 403, msg: 'Please enter the room password' });
    expect((await api.join(bob, d.id, 1, 'wrong')).body).toMatchObject({ code: 403, msg: 'wrong room password' });
    const watch = await wsClient(app, [d.channel]);
    expect((await api.join(bob, d.id, 1, d.code!)).body.code).toBe(200);
    const done = await ended(d.id, bob);
    await eventually(() => watch.of('end').length === 1, 5000, 'end event on the private channel');
    watch.close();
    await expectSettled(app, done);
    // Issue 17: each human winner gets one personal notification of the battle, a loser none.
    for (const seat of done.slots) {
      if (!seat?.user_id) continue;
      const key = `u${seat.user_id}:battle:${d.id}`;
      const rows = async () =>
        (await app.database.pool.query('select 1 from notifications where source_key = $1', [key])).rows.length;
      if (seat.won) await eventually(async () => (await rows()) === 1, 5000, `notification ${key}`);
      else expect(await rows()).toBe(0);
    }

    const copy = await api.copy(bob, d.id);
    expect(copy.body.code).toBe(200);
    expect(copy.body.data).toMatchObject({ private: true, players: 2, mode: 'standard', state: 'waiting' });
    expect(copy.body.data.code).not.toBe(d.code);
    expect(copy.body.data.slots[0].user_id).toBe(bob.id);
    expect((await api.copy(await player(app), d.id)).body.msg).toBe('Please enter the room password');
    await api.leave(bob, copy.body.data.id);
  });
});
