import type { BattleState } from '@dropforge/shared/contract';
import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { type BattleRow, COLUMNS } from './battles.repo';

/** The read side of battles behind the lists, the counter and the sweep (the rest of the SQL: battles.repo.ts). */

/** Per battle and slot: Σ of the values revealed so far (list views). */
export async function totalsOf(
  db: Executor,
  battleIds: number[],
): Promise<Array<{ battle_id: number; slot: number; total: Milli }>> {
  if (battleIds.length === 0) return [];
  const res = await db.execute<{ battle_id: number; slot: number; total: Milli }>(sql`
    select battle_id, slot, sum(value)::bigint as total from battle_rounds
    where battle_id in (${sql.join(
      battleIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by battle_id, slot`);
  return res.rows;
}

export type Sort = { by: 'time' | 'cost'; order: 'asc' | 'desc' };

/** A page of public battles in one state. */
export async function publicPage(db: Executor, state: BattleState, sort: Sort, limit: number, offset: number) {
  const dir = sql.raw(sort.order === 'asc' ? 'asc' : 'desc');
  const order = sort.by === 'cost' ? sql`cost ${dir}, id ${dir}` : sql`id ${dir}`;
  const [rows, total] = await Promise.all([
    db.execute<BattleRow>(sql`
      select ${COLUMNS} from battles where state = ${state} and code is null
      order by ${order} limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from battles where state = ${state} and code is null`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** A page of the battles a player sits in, in the given states, newest first. */
export async function playerPage(db: Executor, userId: number, states: BattleState[], limit: number, offset: number) {
  const list = sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  );
  const [rows, total] = await Promise.all([
    db.execute<BattleRow>(sql`
      select ${COLUMNS} from battles
      where id in (select battle_id from battle_players where user_id = ${userId}) and state in (${list})
      order by id desc limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from battles
      where id in (select battle_id from battle_players where user_id = ${userId}) and state in (${list})`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** Running battles whose next round is overdue by more than `graceMs` (a lost job, a crashed instance). */
export async function overdue(
  db: Executor,
  graceMs: number,
  limit = 500,
): Promise<Array<{ id: number; revealed: number }>> {
  const res = await db.execute<{ id: number; revealed: number }>(sql`
    select id, revealed from battles
    where state = 'running' and next_at < now() - ${graceMs} * interval '1 millisecond'
    order by next_at limit ${limit}`);
  return res.rows;
}

/** Battles that started (running or ended): `counters.battle`. */
export async function countStarted(db: Executor): Promise<number> {
  const res = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from battles where state in ('running', 'ended')`,
  );
  return res.rows[0]?.n ?? 0;
}
