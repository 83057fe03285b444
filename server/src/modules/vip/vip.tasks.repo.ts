import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { type Executor, isoTime, type Tx } from '../../platform/db';

/** Counts one event towards tasks; a source key already counted counts nothing. */
export async function record(
  db: Executor,
  row: { sourceKey: string; userId: number; kind: string; amount: number; at: Date },
): Promise<void> {
  await db.execute(sql`
    insert into vip_task_progress (source_key, user_id, kind, amount, at)
    values (${row.sourceKey}, ${row.userId}, ${row.kind}, ${row.amount}, ${row.at.toISOString()})
    on conflict do nothing`);
}

/** Sum per kind of a player's events from `since` (one row per kind). */
export async function sums(db: Executor, userId: number, since: Date): Promise<Map<string, number>> {
  const rows = await db.execute<{ kind: string; total: string }>(sql`
    select kind, sum(amount)::text as total from vip_task_progress
     where user_id = ${userId} and at >= ${since.toISOString()} group by kind`);
  return new Map(rows.rows.map((r) => [r.kind, Number(r.total)]));
}

/** The tasks a player was paid for, per task id: the periods' starts (ISO). */
export async function claims(db: Executor, userId: number, since: Date): Promise<Set<string>> {
  const rows = await db.execute<{ task_id: number; period_start: Date | string }>(sql`
    select task_id, period_start from vip_task_claims where user_id = ${userId} and period_start >= ${since.toISOString()}`);
  return new Set(rows.rows.map((r) => `${Number(r.task_id)}@${isoTime(r.period_start)}`));
}

/** A task's reward for one period (primary key player + task + period start); false when it was paid already. */
export async function insertClaim(
  tx: Tx,
  v: { userId: number; taskId: number; periodStart: Date; amount: Milli; at: Date },
): Promise<boolean> {
  const rows = await tx.execute(sql`
    insert into vip_task_claims (user_id, task_id, period_start, amount, claimed_at)
    values (${v.userId}, ${v.taskId}, ${v.periodStart.toISOString()}, ${v.amount}, ${v.at.toISOString()})
    on conflict do nothing returning task_id`);
  return rows.rows.length === 1;
}
