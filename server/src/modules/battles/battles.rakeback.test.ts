import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { bearer } from '../../../test/auth';
import { contentWithCases } from '../../../test/content';
import { deposit } from '../../../test/deposits';
import { auditLedger } from '../wallet';
import { battleApi, type Player, player, startBattleApp, TEST_CASES, waitFor } from './battles.test-kit';

/**
 * Battles are bets for VIP (issue 18, decision 66): each human entry accrues rakeback and counts towards VIP tasks
 * when the battle starts (the held entry is spent then); a cancelled battle accrues nothing, a bot's entry is no
 * one's bet, and a win counts once from the `battle.won` message however often it comes.
 */
let app: TestApp;
beforeAll(async () => {
  const dir = contentWithCases(TEST_CASES);
  writeFileSync(
    join(dir, 'vip-tasks.json'),
    JSON.stringify({
      tasks: [
        { id: 1, kind: 'battles', period: 'week', target: 2, reward: 0.3 },
        { id: 2, kind: 'battle_wins', period: 'week', target: 1, reward: 0.2 },
      ],
    }),
  );
  ({ app } = await startBattleApp(50, {}, dir));
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

const api = () => battleApi(app);
const rakeback = async (p: Player) => (await app.request('/api/svip/rakeback', { headers: bearer(p.token) })).body.data;
const accruals = async (battleId: number) =>
  (
    await app.database.pool.query(
      `select user_id, amount::int as amount from rakeback_accruals where bet_key like $1 order by user_id`,
      [`battle:${battleId}:%`],
    )
  ).rows;
const tasks = async (p: Player) =>
  Object.fromEntries(
    (await app.request('/api/svip/task', { headers: bearer(p.token) })).body.data.list.map(
      (t: { id: number; progress: number }) => [t.id, t.progress],
    ),
  );

/** The battle's entry × its house edge (1 − Σ box EV / entry, to millionths) × 6 %, floored to the thousandth. */
async function expectedRakeback(battleId: number): Promise<number> {
  const { rows } = await app.database.pool.query('select cost, box_ids, boxes from battles where id = $1', [battleId]);
  const b = rows[0] as {
    cost: string;
    box_ids: string[];
    boxes: Record<string, { items: Array<{ tickets: number; price: number }> }>;
  };
  const cost = Number(b.cost);
  let ev = 0;
  for (const id of b.box_ids) {
    const items = b.boxes[id]!.items;
    ev += items.reduce((sum, i) => sum + i.tickets * i.price, 0) / items.reduce((sum, i) => sum + i.tickets, 0);
  }
  const edge = Math.round((1 - Math.round(ev) / cost) * 1e6);
  return Number((BigInt(cost) * BigInt(edge) * 60_000n) / 1_000_000_000_000n);
}

describe('battle rakeback and VIP tasks', () => {
  it('accrues each human entry when the battle starts, never for a cancelled battle or a bot', async () => {
    const host = await player(app, 0);
    const guest = await player(app, 0);
    await deposit(app, host.token, 60); // VIP 2: 6 % of the house edge
    await deposit(app, guest.token, 60);
    const boxes = ['test-pistols', 'test-pistols', 'test-single'];

    // Waiting: the entry is held, not spent; cancelled: nothing at all.
    const cancelled = (await api().create(host, { boxes, players: 2, mode: 'standard' })).body.data.id as number;
    expect(await accruals(cancelled)).toEqual([]);
    expect((await api().leave(host, cancelled)).body.code).toBe(200);
    expect(await accruals(cancelled)).toEqual([]);
    expect((await rakeback(host)).claimable).toBe(0);

    // Two players: both entries accrue at the start, once each.
    const duel = (await api().create(host, { boxes, players: 2, mode: 'standard' })).body.data.id as number;
    expect(await accruals(duel)).toEqual([]);
    expect((await api().join(guest, duel, 1)).body.code).toBe(200);
    const each = await expectedRakeback(duel);
    expect(each).toBeGreaterThan(0);
    expect(await accruals(duel)).toEqual([
      { user_id: host.id, amount: each },
      { user_id: guest.id, amount: each },
    ]);

    // Against bots: the human's entry only.
    const vsBots = (await api().create(host, { boxes, players: 3, mode: 'standard' })).body.data.id as number;
    expect((await api().bots(host, vsBots)).body.code).toBe(200);
    expect(await accruals(vsBots)).toEqual([{ user_id: host.id, amount: await expectedRakeback(vsBots) }]);
    expect((await rakeback(host)).claimable).toBe((each + (await expectedRakeback(vsBots))) / 1000);
    expect((await rakeback(guest)).claimable).toBe(each / 1000);

    // Tasks: battles played (started) count from the same transaction; wins from `battle.won`, once per battle.
    expect(await tasks(host)).toMatchObject({ 1: 2 });
    expect(await tasks(guest)).toMatchObject({ 1: 1 });
    const ended = [
      await waitFor(app, duel, (d) => d.state === 'ended'),
      await waitFor(app, vsBots, (d) => d.state === 'ended'),
    ];
    const winsOf = (p: Player) => ended.filter((d) => d.slots.some((s) => s?.user_id === p.id && s.won)).length;
    for (let i = 0; i < 10; i++) {
      for (const d of ended)
        for (const s of d.slots)
          if (s?.user_id && s.won)
            await app.bus.publish({
              channel: `notifications.${s.user_id}`,
              event: 'battle.won',
              data: { battle_id: d.id },
            });
    }
    const wins = async (p: Player) => {
      for (let i = 0; i < 100; i++) {
        const got = (await tasks(p))[2];
        if (got === winsOf(p)) return got;
        await new Promise((r) => setTimeout(r, 20));
      }
      return (await tasks(p))[2];
    };
    expect(await wins(host)).toBe(winsOf(host));
    expect(await wins(guest)).toBe(winsOf(guest));

    // The battles task pays once under 50 parallel claims.
    const claims = await Promise.all(
      Array.from({ length: 50 }, () => app.request('/api/svip/1/receive', { headers: bearer(host.token) })),
    );
    expect(claims.filter((r) => r.body.code === 200).map((r) => r.body.data)).toEqual([{ id: 1, amount: 0.3 }]);
    expect(claims.filter((r) => r.status === 409)).toHaveLength(49);
  }, 60_000);
});
