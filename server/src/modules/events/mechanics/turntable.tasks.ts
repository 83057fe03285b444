import type { TurntableTask, TurntableTaskResult } from '@dropforge/shared/contract';
import { addDays, instantOf, type Lang, milli, parseMilli, toAmount } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db';
import { AppError, answerInTx } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import type { Calendar, EventDef } from '../events.engine';
import type { MechanicContext } from './mechanic';
import { checkInsSince, progressSums } from './missions.progress';

type Task = EventDef['token_tasks'][number];

/** The token source key of a task's chances on an operator day: unique per player, so a task gives once a day. */
export const taskSource = (task: Task, day: string) => `task:${task.id}:${day}`;

/** A count, or thousandths of USD for deposits. */
const targetOf = (task: Task) => (task.kind === 'deposit' ? parseMilli(String(task.target)) : Math.ceil(task.target));

/** Which of the given task sources the player already took (the `give:` rows of `event_token_sources`). */
async function takenSources(db: Executor, event: EventDef, userId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const res = await db.execute<{ source_key: string }>(sql`
    select source_key from event_token_sources
     where event_key = ${event.key} and user_id = ${userId}
       and source_key in (${sql.join(
         keys.map((k) => sql`${`give:${k}`}`),
         sql`, `,
       )})`);
  return new Set(res.rows.map((r) => r.source_key.slice('give:'.length)));
}

/**
 * The turntable's daily tasks (content `token_tasks`): progress comes from the missions counter (case opens,
 * upgrades, battles, giveaway joins), deposits and check-ins since the start of the operator day; a finished task
 * gives its chances once that day through the token source key `task:<id>:<day>` (the limit is that unique key).
 */
export function turntableTasks(ctx: MechanicContext) {
  const { engine, database, tokens } = ctx;

  function dayOf(event: EventDef, cal: Calendar) {
    return {
      start: new Date(instantOf(cal.day, 0, event.zone)),
      end: new Date(instantOf(addDays(cal.day, 1), 0, event.zone)).toISOString(),
    };
  }

  async function progressOf(userId: number, task: Task, cal: Calendar, start: Date, sums: Map<string, number>) {
    if (task.kind === 'deposit') return ctx.depositTotal(userId, start);
    if (task.kind === 'check_ins') return checkInsSince(database.db, userId, cal.day);
    return sums.get(task.kind) ?? 0;
  }

  return {
    async list(event: EventDef, player: Player | undefined, lang: Lang): Promise<TurntableTask[]> {
      const cal = engine.calendar(event);
      const day = dayOf(event, cal);
      const sums = player ? await progressSums(database.db, player.id, day.start) : new Map<string, number>();
      const taken = player
        ? await takenSources(
            database.db,
            event,
            player.id,
            event.token_tasks.map((t) => taskSource(t, cal.day)),
          )
        : new Set<string>();
      return Promise.all(
        event.token_tasks.map(async (task): Promise<TurntableTask> => {
          const target = targetOf(task);
          const progress = player ? await progressOf(player.id, task, cal, day.start, sums) : 0;
          const usd = (v: number) => (task.kind === 'deposit' ? toAmount(milli(v)) : v);
          return {
            id: task.id,
            title: task.title[lang] ?? task.title.en ?? '',
            kind: task.kind,
            progress: usd(progress),
            target: usd(target),
            chances: task.tokens,
            state: !player
              ? 'locked'
              : taken.has(taskSource(task, cal.day))
                ? 'claimed'
                : progress >= target
                  ? 'claimable'
                  : 'progress',
            resets_at: day.end,
          };
        }),
      );
    },

    /** `POST /api/web_turntable/{id}/task/{task}/receive`: a finished task's chances, once per operator day. */
    async receive(event: EventDef, player: Player, id: number): Promise<TurntableTaskResult> {
      const task = event.token_tasks.find((t) => t.id === id);
      if (!task) throw new AppError('mission_not_found');
      const cal = engine.calendar(event);
      const day = dayOf(event, cal);
      const progress = await progressOf(
        player.id,
        task,
        cal,
        day.start,
        await progressSums(database.db, player.id, day.start),
      );
      if (progress < targetOf(task)) {
        const taken = await takenSources(database.db, event, player.id, [taskSource(task, cal.day)]);
        throw new AppError(taken.size > 0 ? 'turntable_task_claimed' : 'mission_unfinished');
      }
      return database.withTx(async (tx) => {
        if (!(await tokens.give(tx, event, player.id, task.tokens, taskSource(task, cal.day))))
          throw new AppError('turntable_task_claimed');
        const result: TurntableTaskResult = {
          id: event.key,
          task: task.id,
          given: task.tokens,
          chances: await tokens.balance(tx, event, player.id),
          resets_at: day.end,
        };
        await answerInTx(tx, result);
        return result;
      });
    },
  };
}
