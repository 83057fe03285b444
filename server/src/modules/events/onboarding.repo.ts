import { sql } from 'drizzle-orm';
import { deferWrite, type Executor, type Tx } from '../../platform/db';

/** Sets a mark once (first case open, first battle, guide opened); the earlier time stays. */
export async function mark(db: Executor, userId: number, name: string): Promise<void> {
  await db.execute(sql`insert into event_marks (user_id, mark) values (${userId}, ${name}) on conflict do nothing`);
}

/** `mark` inside a bet's transaction, sent with its other deferred writes before commit. */
export const markInTx = (tx: Tx, userId: number, name: string) =>
  deferWrite(
    tx,
    'event_marks',
    sql`insert into event_marks (user_id, mark) values (${userId}, ${name}) on conflict do nothing`,
  );

export async function marksOf(db: Executor, userId: number): Promise<Map<string, Date>> {
  const res = await db.execute<{ mark: string; created_at: string | Date }>(
    sql`select mark, created_at from event_marks where user_id = ${userId}`,
  );
  return new Map(res.rows.map((r) => [r.mark, new Date(r.created_at)]));
}

/** The player's takes of an event ever (`period = 'ever'`): their slots. */
export async function everSlots(db: Executor, userId: number, eventKey: string): Promise<Set<number>> {
  const res = await db.execute<{ slot: number }>(
    sql`select slot from event_claims where user_id = ${userId} and event_key = ${eventKey} and period = 'ever'`,
  );
  return new Set(res.rows.map((r) => Number(r.slot)));
}

/** Stores a survey's answer set; false when this player already answered it (the unique key). */
export async function storeAnswers(
  tx: Tx,
  a: { eventKey: string; userId: number; claimId: number; answers: unknown },
): Promise<boolean> {
  const res = await tx.execute(sql`
    insert into survey_answers (event_key, user_id, claim_id, answers)
    values (${a.eventKey}, ${a.userId}, ${a.claimId}, ${JSON.stringify(a.answers)}::jsonb)
    on conflict do nothing`);
  return (res.rowCount ?? 0) > 0;
}

export async function answeredSurveys(db: Executor, userId: number): Promise<Set<string>> {
  const res = await db.execute<{ event_key: string }>(
    sql`select event_key from survey_answers where user_id = ${userId}`,
  );
  return new Set(res.rows.map((r) => r.event_key));
}

export type AnswerRow = { user_id: number; answers: Array<{ id: string; answer: string }>; created_at: string };

/** Every answer set of a survey, oldest first (the operator export). */
export async function answersOf(db: Executor, eventKey: string): Promise<AnswerRow[]> {
  const res = await db.execute<AnswerRow>(sql`
    select user_id, answers, created_at from survey_answers where event_key = ${eventKey} order by id`);
  return res.rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}

export type Reservation = {
  id: number;
  event_key: string;
  email: string;
  code: string;
  user_id: number | null;
};

/** Reserves a campaign's reward for an e-mail; undefined when that e-mail already has one (the unique key). */
export async function reserve(
  db: Executor,
  r: { eventKey: string; email: string; code: string; ip: string },
): Promise<Reservation | undefined> {
  const res = await db.execute<Reservation>(sql`
    insert into pre_registrations (event_key, email, code, ip) values (${r.eventKey}, ${r.email}, ${r.code}, ${r.ip})
    on conflict (event_key, email) do nothing
    returning id, event_key, email, code, user_id`);
  const row = res.rows[0];
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export async function reservationByCode(db: Executor, eventKey: string, code: string) {
  const res = await db.execute<Reservation>(sql`
    select id, event_key, email, code, user_id from pre_registrations where event_key = ${eventKey} and code = ${code}`);
  const row = res.rows[0];
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export async function reservationsByEmail(db: Executor, email: string): Promise<Reservation[]> {
  const res = await db.execute<Reservation>(sql`
    select id, event_key, email, code, user_id from pre_registrations where email = ${email} and user_id is null`);
  return res.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * Binds a reservation to the account it is granted to, in the grant's transaction: false when it already went to an
 * account (this one or another), or this account already received the campaign's reward.
 */
export async function bindReservation(tx: Tx, id: number, userId: number, claimId: number): Promise<boolean> {
  const res = await tx.execute(sql`
    update pre_registrations set user_id = ${userId}, claim_id = ${claimId}, granted_at = now()
    where id = ${id} and user_id is null`);
  return (res.rowCount ?? 0) > 0;
}

export async function reservedCount(db: Executor, eventKey: string): Promise<number> {
  const res = await db.execute<{ n: string }>(
    sql`select count(*) as n from pre_registrations where event_key = ${eventKey}`,
  );
  return Number(res.rows[0]?.n ?? 0);
}
