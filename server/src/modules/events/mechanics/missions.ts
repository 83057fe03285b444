import { type Mission, type MissionReceive, type Missions, missionsApi } from '@dropforge/shared/contract';
import { addDays, instantOf, type Lang, milli, parseMilli, toAmount } from '@dropforge/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, answerInTx, langOf, ok } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import type { Calendar, EventDef, MechanicSpec } from '../events.engine';
import * as repo from '../events.repo';
import type { Mechanic } from './mechanic';
import { checkInsSince, progressSums } from './missions.progress';

const NAME = 'missions';
type Task = EventDef['tasks'][number];

export const missionsSpec: MechanicSpec = {
  name: NAME,
  validate(event) {
    if (event.tasks.length === 0) throw new Error('missions need tasks');
    const ids = new Set(event.tasks.map((t) => t.id));
    if (ids.size !== event.tasks.length) throw new Error('task ids must be unique');
  },
  // A player finishing every task: daily rewards each day, weekly ones a seventh of theirs.
  dailyCost: (event, worth) => event.tasks.reduce((sum, t) => sum + worth(t.reward) / (t.period === 'week' ? 7 : 1), 0),
};

/** The operator day or week a task's progress counts in: its first day, start and end. */
function periodOf(task: Task, cal: Calendar, zone: string) {
  const first = task.period === 'day' ? cal.day : cal.week;
  const length = task.period === 'day' ? 1 : 7;
  return {
    first,
    key: `${task.period}:${first}`,
    start: new Date(instantOf(first, 0, zone)),
    end: new Date(instantOf(addDays(first, length), 0, zone)).toISOString(),
  };
}

/** A count, or thousandths of USD for deposits. */
const targetOf = (task: Task) => (task.kind === 'deposit' ? parseMilli(String(task.target)) : Math.ceil(task.target));

/**
 * Missions (`/mission`): daily and weekly goals from the event's `tasks`, fed by case opens, battles, upgrades,
 * deposits, check-ins and giveaway joins. A reward is paid once per task and period: the claim's unique key is
 * (player, event, `day:<first day>` or `week:<Monday>`, task id), so the next day or week starts afresh.
 */
export const missions: Mechanic = (ctx) => {
  const { engine, database } = ctx;

  async function progressOf(userId: number, task: Task, p: ReturnType<typeof periodOf>, sums: Map<string, number>) {
    if (task.kind === 'deposit') return ctx.depositTotal(userId, p.start);
    if (task.kind === 'check_ins') return checkInsSince(database.db, userId, p.first);
    return sums.get(task.kind) ?? 0;
  }

  async function eventOf(player: Player | undefined, req: FastifyRequest): Promise<EventDef | undefined> {
    if (!player) return engine.shown(NAME);
    try {
      return await engine.find(NAME, undefined, player, req);
    } catch (e) {
      if (e instanceof AppError && e.code === 'event_not_found') return undefined;
      throw e;
    }
  }

  async function list(player: Player | undefined, req: FastifyRequest, lang: Lang): Promise<Missions> {
    const event = await eventOf(player, req);
    if (!event) return { key: null, list: [] };
    const cal = engine.calendar(event);
    const rewards = await engine.views(
      event.tasks.map((t) => t.reward),
      lang,
    );
    const periods = event.tasks.map((t) => periodOf(t, cal, event.zone));
    const sums = new Map<string, Map<string, number>>();
    const claimed = new Set<string>();
    if (player) {
      for (const p of new Map(periods.map((p) => [p.key, p])).values()) {
        sums.set(p.key, await progressSums(database.db, player.id, p.start));
        for (const c of await repo.claimsIn(database.db, player.id, event.key, p.key))
          claimed.add(`${p.key}#${c.slot}`);
      }
    }
    const list = await Promise.all(
      event.tasks.map(async (task, i): Promise<Mission> => {
        const p = periods[i]!;
        const target = targetOf(task);
        const progress = player ? await progressOf(player.id, task, p, sums.get(p.key)!) : 0;
        const state = !player
          ? 'locked'
          : claimed.has(`${p.key}#${task.id}`)
            ? 'claimed'
            : progress >= target
              ? 'claimable'
              : 'progress';
        const usd = (v: number) => (task.kind === 'deposit' ? toAmount(milli(v)) : v);
        return {
          id: task.id,
          title: task.title[lang] ?? task.title.en ?? '',
          kind: task.kind,
          period: task.period,
          progress: usd(progress),
          target: usd(target),
          state,
          reward: rewards[i]!,
          resets_at: p.end,
        };
      }),
    );
    return { key: event.key, list };
  }

  async function receive(player: Player, req: FastifyRequest, lang: Lang, id: number): Promise<MissionReceive> {
    const event = await engine.find(NAME, undefined, player, req);
    const task = event.tasks.find((t) => t.id === id);
    if (!task) throw new AppError('mission_not_found');
    const cal = engine.calendar(event);
    const p = periodOf(task, cal, event.zone);
    const progress = await progressOf(player.id, task, p, await progressSums(database.db, player.id, p.start));
    if (progress < targetOf(task)) {
      const taken = await repo.claimsIn(database.db, player.id, event.key, p.key);
      throw new AppError(taken.some((c) => c.slot === task.id) ? 'mission_claimed' : 'mission_unfinished');
    }
    const done = await database.withTx(async (tx) => {
      const claimId = await repo.takeClaim(tx, {
        userId: player.id,
        eventKey: event.key,
        mechanic: NAME,
        period: p.key,
        slot: task.id,
        day: cal.day,
      });
      if (claimId === undefined) throw new AppError('mission_claimed');
      const given = await engine.grant(
        tx,
        event,
        player,
        { prize: task.reward, claimId, index: null, roll: null },
        lang,
      );
      const result: MissionReceive = { ...given.grant, id: task.id, resets_at: p.end };
      await answerInTx(tx, result);
      return { result, opened: given.opened };
    });
    engine.delivered(done.opened, lang);
    return done.result;
  }

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['events'];
    app.get(
      missionsApi.tasks.path,
      { config: { auth: 'optional' }, schema: { tags, response: { 200: missionsApi.tasks.result } } },
      async (req) => ok(await list(req.viewer, req, langOf(req))),
    );
    app.post(
      missionsApi.taskReceive.path,
      {
        config: { auth: 'player' },
        schema: { tags, params: missionsApi.taskReceive.params, response: { 200: missionsApi.taskReceive.result } },
      },
      async (req) => ok(await receive(req.player, req, langOf(req), req.params.id)),
    );
  };
};
