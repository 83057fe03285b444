import { missionsApi, type TimeTask } from '@dropforge/shared/contract';
import { type Lang, parseMilli, toAmount } from '@dropforge/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../../platform/db';
import { langOf, ok } from '../../../platform/http';
import type { DepositHook, Player } from '../../../platform/ports';
import type { Engine, EventDef, MechanicSpec } from '../events.engine';
import * as repo from '../events.repo';
import type { Mechanic, MechanicContext } from './mechanic';

const NAME = 'topup_task';
const DAY_MS = 86_400_000;

const startOf = (event: EventDef) => (event.schedule.type === 'dates' ? new Date(event.schedule.from) : new Date(0));
const closeOf = (event: EventDef) => (event.schedule.type === 'dates' ? event.schedule.to : '');
/** One run of the task: its levels are paid once per run (a new `from` starts a new run). */
const periodOf = (event: EventDef) => `run:${startOf(event).toISOString()}`;

export const topupSpec: MechanicSpec = {
  name: NAME,
  validate(event) {
    if (event.schedule.type !== 'dates') throw new Error('a time-limited task needs a dates schedule (its close_time)');
    if (event.topup.length === 0) throw new Error('a time-limited task needs topup levels');
    if (event.topup.some((l, i) => i > 0 && l.amount <= event.topup[i - 1]!.amount))
      throw new Error('topup amounts must grow level by level');
    // Deposits are credited without a request: only conditions the deposit itself can tell.
    if (Object.keys(event.audience).length > 0) throw new Error('a time-limited task is open to every depositor');
  },
  // A player reaching every level within the run: all rewards over the run's days.
  dailyCost: (event, worth) => {
    const days =
      event.schedule.type === 'dates'
        ? Math.max(1, (Date.parse(event.schedule.to) - Date.parse(event.schedule.from)) / DAY_MS)
        : 1;
    return event.topup.reduce((sum, l) => sum + worth({ kind: 'cash', amount: l.money }), 0) / days;
  },
};

/**
 * Inside a credited deposit's transaction (extension point `deposited`): every level of each running top-up task
 * whose `amount` the player's deposits since the task's start now reach is paid, once — the claim's unique key
 * (player, event, run, level) holds however often the processor confirms the payment.
 */
export function topupDeposited(engine: Engine, ctx: Pick<MechanicContext, 'depositTotal'>): DepositHook {
  return async (tx: Tx, userId: number) => {
    for (const event of engine.events.filter((e) => e.mechanic === NAME && engine.running(e))) {
      const total = await ctx.depositTotal(userId, startOf(event), tx);
      const cal = engine.calendar(event);
      for (const [level, l] of event.topup.entries()) {
        if (total < parseMilli(String(l.amount))) break;
        const claimId = await repo.takeClaim(tx, {
          userId,
          eventKey: event.key,
          mechanic: NAME,
          period: periodOf(event),
          slot: level,
          day: cal.day,
        });
        if (claimId === undefined) continue;
        const player = { id: userId, name: '', avatar: '' };
        await engine.grant(
          tx,
          event,
          player,
          { prize: { kind: 'cash', amount: l.money }, claimId, index: null, roll: null },
          'en',
        );
      }
    }
  };
}

/** `GET /api/time_task`: the running top-up task with the player's progress, or null (visitors: null). */
export const topup: Mechanic = (ctx) => {
  const { engine, database } = ctx;

  async function info(player: Player | undefined, lang: Lang): Promise<TimeTask | null> {
    const event = engine.shown(NAME);
    if (!player || !event) return null;
    const [paid, total] = await Promise.all([
      repo.claimsIn(database.db, player.id, event.key, periodOf(event)),
      ctx.depositTotal(player.id, startOf(event)),
    ]);
    const levels = event.topup;
    const done = paid.length >= levels.length;
    const index = Math.min(paid.length, levels.length - 1);
    const level = levels[index]!;
    return {
      key: event.key,
      title: event.title[lang],
      description: event.description[lang],
      amount: level.amount,
      money: level.money,
      level: index + 1,
      next_level: index + 1 < levels.length ? index + 2 : null,
      close_time: new Date(closeOf(event)).toISOString(),
      progress: toAmount(total),
      done,
    };
  }

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      missionsApi.timeTask.path,
      { config: { auth: 'optional' }, schema: { tags: ['events'], response: { 200: missionsApi.timeTask.result } } },
      async (req) => ok(await info(req.viewer, langOf(req))),
    );
  };
};
