import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db';

export type ClaimRow = {
  id: number;
  period: string;
  slot: number;
  pick: number | null;
  streak: number | null;
  day: string;
  prize: unknown;
  prize_index: number | null;
};

export type NewClaim = {
  userId: number;
  eventKey: string;
  mechanic: string;
  period: string;
  slot: number;
  day: string;
  pick?: number | null;
  streak?: number | null;
};

/**
 * Takes one limit slot (the unique key of `event_claims`); its id, or undefined when the slot (or the pick)
 * is taken. A concurrent take of the same key waits for the other transaction and then finds it taken.
 */
export async function takeClaim(tx: Tx, c: NewClaim): Promise<number | undefined> {
  const res = await tx.execute<{ id: number }>(sql`
    insert into event_claims (user_id, event_key, mechanic, period, slot, pick, streak, day, prize)
    values (${c.userId}, ${c.eventKey}, ${c.mechanic}, ${c.period}, ${c.slot}, ${c.pick ?? null}, ${c.streak ?? null},
      ${c.day}, '{}'::jsonb)
    on conflict do nothing
    returning id`);
  const id = res.rows[0]?.id;
  return id === undefined ? undefined : Number(id);
}

export async function setClaimPrize(tx: Tx, id: number, prize: unknown, index: number | null): Promise<void> {
  await tx.execute(
    sql`update event_claims set prize = ${JSON.stringify(prize)}::jsonb, prize_index = ${index} where id = ${id}`,
  );
}

/** One of `max` slots of a limit (`subject` and `period`); false when all are taken. */
export async function takeLimitSlot(
  tx: Tx,
  e: { eventKey: string; subject: string; period: string; claimId: number },
  max: number,
): Promise<boolean> {
  for (let slot = 0; slot < max; slot++) {
    const res = await tx.execute(sql`
      insert into event_limits (event_key, subject, period, slot, claim_id)
      values (${e.eventKey}, ${e.subject}, ${e.period}, ${slot}, ${e.claimId})
      on conflict do nothing`);
    if ((res.rowCount ?? 0) > 0) return true;
  }
  return false;
}

/** The player's takes of an event in a period, by slot. */
export async function claimsIn(db: Executor, userId: number, eventKey: string, period: string): Promise<ClaimRow[]> {
  const res = await db.execute<ClaimRow>(sql`
    select id, period, slot, pick, streak, day, prize, prize_index from event_claims
    where user_id = ${userId} and event_key = ${eventKey} and period = ${period}
    order by slot`);
  return res.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The player's latest take of an event (the check-in streak reads it). */
export async function lastClaim(db: Executor, userId: number, eventKey: string): Promise<ClaimRow | undefined> {
  const res = await db.execute<ClaimRow>(sql`
    select id, period, slot, pick, streak, day, prize, prize_index from event_claims
    where user_id = ${userId} and event_key = ${eventKey}
    order by day desc, id desc limit 1`);
  const row = res.rows[0];
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** How many takes of an event a player has in a period (where a probe for the next free slot starts). */
export async function claimCount(db: Executor, userId: number, eventKey: string, period: string): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from event_claims
    where user_id = ${userId} and event_key = ${eventKey} and period = ${period}`);
  return res.rows[0]?.n ?? 0;
}

export type DrawRow = {
  period: string;
  pick: number | null;
  prize: unknown;
  prize_index: number;
  ticket: number;
  nonce: number;
  created_at: Date;
};

/** A player's latest drawn takes of an event with their rolls (the roll the engine recorded for each claim). */
export async function latestDraws(db: Executor, userId: number, eventKey: string, game: string, limit = 20) {
  const res = await db.execute<DrawRow>(sql`
    select c.period, c.pick, c.prize, c.prize_index, r.ticket, r.nonce, c.created_at
    from event_claims c
    join rolls r on r.user_id = c.user_id and r.game = ${game} and r.ref_kind = 'event'
      and r.ref_id = c.event_key || ':' || c.id
    where c.user_id = ${userId} and c.event_key = ${eventKey} and c.prize_index is not null
    order by c.id desc limit ${limit}`);
  return res.rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
}

/** How many takes a player has of an event (a board's number, a throw's slot), inside the take's transaction. */
export async function claimTotal(db: Executor, userId: number, eventKey: string): Promise<number> {
  const res = await db.execute<{ n: string }>(sql`
    select count(*)::text as n from event_claims where user_id = ${userId} and event_key = ${eventKey}`);
  return Number(res.rows[0]?.n ?? 0);
}

/** A player's takes of an event, newest first, a page of them, and how many there are. */
export async function claimsPage(
  db: Executor,
  userId: number,
  eventKey: string,
  page: { limit: number; offset: number },
): Promise<{ rows: Array<ClaimRow & { created_at: string }>; total: number }> {
  const [res, total] = await Promise.all([
    db.execute<ClaimRow & { created_at: string }>(sql`
      select id, period, slot, pick, streak, day, prize, prize_index, created_at from event_claims
      where user_id = ${userId} and event_key = ${eventKey}
      order by id desc limit ${page.limit} offset ${page.offset}`),
    claimTotal(db, userId, eventKey),
  ]);
  return { rows: res.rows.map((r) => ({ ...r, id: Number(r.id) })), total };
}
