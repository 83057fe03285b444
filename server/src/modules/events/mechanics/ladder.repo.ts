import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../platform/db';

export type ClimbRow = { id: number; claim_id: number; step: number; state: 'climbing' | 'cashed' | 'lost' };

const row = (r: ClimbRow): ClimbRow => ({ ...r, id: Number(r.id), claim_id: Number(r.claim_id) });

/** A new climb on the start's claim; undefined when the player already climbs this box (partial unique key). */
export async function insertClimb(tx: Tx, userId: number, eventKey: string, claimId: number) {
  const res = await tx.execute<{ id: number }>(sql`
    insert into ladder_climbs (user_id, event_key, claim_id) values (${userId}, ${eventKey}, ${claimId})
    on conflict do nothing returning id`);
  return res.rows[0] ? Number(res.rows[0].id) : undefined;
}

/** The player's running climb of a box; `lock`: held until the transaction ends (a climb's draw). */
export async function runningClimb(db: Executor, userId: number, eventKey: string, lock = false) {
  const res = await db.execute<ClimbRow>(sql`
    select id, claim_id, step, state from ladder_climbs
    where user_id = ${userId} and event_key = ${eventKey} and state = 'climbing'
    ${lock ? sql`for update` : sql``}`);
  return res.rows[0] ? row(res.rows[0]) : undefined;
}

/** Records a step's one draw; false when the step was drawn already (unique key). */
export async function insertDraw(
  tx: Tx,
  d: { climbId: number; step: number; ticket: number; nonce: number; won: boolean },
): Promise<boolean> {
  const res = await tx.execute(sql`
    insert into ladder_draws (climb_id, step, ticket, nonce, won)
    values (${d.climbId}, ${d.step}, ${d.ticket}, ${d.nonce}, ${d.won}) on conflict do nothing`);
  return (res.rowCount ?? 0) > 0;
}

/** Moves a climb from `step` on: up one step, or lost. False when it moved meanwhile. */
export async function moveClimb(tx: Tx, id: number, from: number, won: boolean): Promise<boolean> {
  const res = await tx.execute(sql`
    update ladder_climbs
       set step = ${won ? from + 1 : from}, state = ${won ? 'climbing' : 'lost'}, updated_at = now()
     where id = ${id} and state = 'climbing' and step = ${from}`);
  return (res.rowCount ?? 0) > 0;
}

/**
 * Cashes out the running climb (climbing → cashed, at a step above 0): the condition and the grant share the
 * caller's transaction, so of parallel cash-outs one finds the row and the others find it cashed.
 */
export async function cashOut(tx: Tx, userId: number, eventKey: string): Promise<ClimbRow | undefined> {
  const res = await tx.execute<ClimbRow>(sql`
    update ladder_climbs set state = 'cashed', updated_at = now()
     where user_id = ${userId} and event_key = ${eventKey} and state = 'climbing' and step > 0
    returning id, claim_id, step, state`);
  return res.rows[0] ? row(res.rows[0]) : undefined;
}
