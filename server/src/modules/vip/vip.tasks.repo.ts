import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { type Executor, isoTime, progressCounter, type Tx } from '../../platform/db';

const counter = progressCounter('vip_task_progress');
/** Counts one event towards tasks; a source key already counted counts nothing. */
export const record = counter.record;
/** `record` inside a bet's transaction, sent before its commit. */
export const recordInTx = counter.recordInTx;
/** Sum per kind of a player's events from `since` (one row per kind). */
export const sums = counter.sums;

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
