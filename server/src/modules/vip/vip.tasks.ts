import { BATTLE_WON_EVENT, type VipTask, type VipTasks, vipApi } from '@dropforge/shared/contract';
import { type Milli, toAmount } from '@dropforge/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import { BET_KINDS, type Database, type Executor } from '../../platform/db';
import { AppError, ok } from '../../platform/http';
import type { BetHook } from '../../platform/ports';
import { wallet } from '../wallet';
import { type Level, levelFor } from './vip.levels';
import { periodOf, type VipTaskDef } from './vip.tasks.content';
import * as repo from './vip.tasks.repo';

type TasksDeps = {
  database: Database;
  bus: Bus;
  clock: Clock;
  levels: Level[];
  tasks: VipTaskDef[];
  depositTotal: (userId: number, since?: Date, via?: Executor) => Promise<Milli>;
  log: { warn: (obj: unknown, msg?: string) => void };
};

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * VIP tasks (issue 18, spec §7 `/api/svip/task`): goals per UTC day or ISO week from content/vip-tasks.json. Stakes
 * count inside the bet's own transaction (the `bets` extension point: case opens, upgrades, battles started); battle
 * wins come from the bus (`battle.won` on `notifications.{id}`); deposits are read from payments. Every event counts
 * once (unique source key) and each reward is paid once per period (primary key), from `house:promotions`.
 */
export function createTasks(deps: TasksDeps) {
  const { database, clock, tasks } = deps;
  const levelOf = async (userId: number) => levelFor(deps.levels, await deps.depositTotal(userId)).level;
  const counted = new Set(tasks.map((t) => t.kind));

  const bet: BetHook = async (tx, b) => {
    const kind = BET_KINDS[b.game];
    if (!counted.has(kind)) return;
    await repo.recordInTx(tx, {
      sourceKey: b.key,
      userId: b.userId,
      kind,
      amount: b.count ?? 1,
      at: new Date(clock.now()),
    });
  };

  /** A task's progress in its current period (thousandths of USD for deposits). */
  async function progressOf(userId: number, task: VipTaskDef, start: Date, sums: Map<string, number>) {
    if (task.kind === 'deposit') return deps.depositTotal(userId, start);
    return sums.get(task.kind) ?? 0;
  }

  async function list(userId: number | undefined): Promise<VipTasks> {
    const now = clock.now();
    // An ISO week starts on or before today: its start covers both periods.
    const since = periodOf('week', now).start;
    const [level, claims] = userId
      ? await Promise.all([levelOf(userId), repo.claims(database.db, userId, since)])
      : [0, new Set<string>()];
    const sumsOf = new Map<string, Map<string, number>>();
    const out: VipTask[] = [];
    for (const task of tasks) {
      const { start, end } = periodOf(task.period, now);
      let progress = 0;
      if (userId) {
        let sums = sumsOf.get(task.period);
        if (!sums) {
          sums = await repo.sums(database.db, userId, start);
          sumsOf.set(task.period, sums);
        }
        progress = await progressOf(userId, task, start, sums);
      }
      const done = progress >= task.target;
      const claimed = claims.has(`${task.id}@${start.toISOString()}`);
      out.push({
        id: task.id,
        kind: task.kind,
        period: task.period,
        target: task.kind === 'deposit' ? toAmount(task.target as Milli) : task.target,
        progress: task.kind === 'deposit' ? toAmount(progress as Milli) : progress,
        reward: toAmount(task.reward),
        min_level: task.minLevel,
        state: claimed ? 'claimed' : !userId || level < task.minLevel ? 'locked' : done ? 'claimable' : 'progress',
        ends_at: end.toISOString(),
      });
    }
    return { level, list: out };
  }

  async function receive(userId: number, id: number) {
    const task = tasks.find((t) => t.id === id);
    if (!task) throw new AppError('vip_task_not_found');
    const now = clock.now();
    const { start, end } = periodOf(task.period, now);
    if ((await levelOf(userId)) < task.minLevel) throw new AppError('vip_task_locked', { level: task.minLevel });
    const progress = await progressOf(userId, task, start, await repo.sums(database.db, userId, start));
    if (progress < task.target) throw new AppError('vip_task_unfinished');
    await database.withTx(async (tx) => {
      const at = new Date(now);
      if (!(await repo.insertClaim(tx, { userId, taskId: task.id, periodStart: start, amount: task.reward, at })))
        throw new AppError('vip_task_claimed', { time: utc(end) });
      await wallet.credit(tx, {
        userId,
        from: 'promotions',
        currency: 'money',
        amount: task.reward,
        kind: 'vip',
        key: `vip-task:${userId}:${task.id}:${start.toISOString()}`,
        ref: { kind: 'vip_task', id: task.id },
        memo: `VIP task ${task.id}`,
      });
    });
    return { id: task.id, amount: toAmount(task.reward) };
  }

  /** `battle.won` on `notifications.{id}`: one win per player and battle, however often the message comes. */
  const unsubscribe = counted.has('battle_wins')
    ? deps.bus.subscribe((message) => {
        if (message.event !== BATTLE_WON_EVENT || !message.channel.startsWith('notifications.')) return;
        const userId = Number(message.channel.split('.')[1]);
        const battleId = Number((message.data as { battle_id?: unknown } | null)?.battle_id);
        if (!userId || !battleId) return;
        repo
          .record(database.db, {
            sourceKey: `battle-won:${battleId}:${userId}`,
            userId,
            kind: 'battle_wins',
            amount: 1,
            at: new Date(clock.now()),
          })
          .catch((e) => deps.log.warn({ err: e }, 'vip task progress not recorded'));
      })
    : () => {};

  return {
    bet,
    list,
    receive,
    stop: unsubscribe,
    async routes(fastify: FastifyInstance) {
      const app = fastify.withTypeProvider<ZodTypeProvider>();
      const tags = ['vip'];
      app.get(
        vipApi.tasks.path,
        { config: { auth: 'optional' }, schema: { tags, response: { 200: vipApi.tasks.result } } },
        async (req) => ok(await list(req.viewer?.id)),
      );
      app.get(
        vipApi.taskReceive.path,
        {
          config: { auth: 'player', changesState: true },
          schema: { tags, params: vipApi.taskReceive.params, response: { 200: vipApi.taskReceive.result } },
        },
        async (req) => ok(await receive(req.player.id, req.params.id)),
      );
    },
  };
}
