import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db';

/** Event cases a player opened in an event (of one case when `caseId` is given): their claims `open:<case>`. */
export async function opensOf(db: Executor, userId: number, eventKey: string, caseId?: string): Promise<number> {
  const period = caseId === undefined ? sql`period like 'open:%'` : sql`period = ${`open:${caseId}`}`;
  const res = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from event_claims where user_id = ${userId} and event_key = ${eventKey} and ${period}`);
  return Number(res.rows[0]?.n ?? 0);
}

/** The milestone numbers a player received in an event. */
export async function milestonesOf(db: Executor, userId: number, eventKey: string): Promise<Set<number>> {
  const res = await db.execute<{ slot: number }>(sql`
    select slot from event_claims where user_id = ${userId} and event_key = ${eventKey} and period = 'milestone'`);
  return new Set(res.rows.map((r) => Number(r.slot)));
}

export type OpenRow = { name: string; case_id: string; prize: unknown; created_at: Date };

/** The latest opens of an event by everyone, newest first. */
export async function latestOpens(db: Executor, eventKey: string, limit: number): Promise<OpenRow[]> {
  const res = await db.execute<OpenRow>(sql`
    select u.name, substr(c.period, 6) as case_id, c.prize, c.created_at from event_claims c
      join users u on u.id = c.user_id
     where c.event_key = ${eventKey} and c.period like 'open:%' and c.prize <> '{}'::jsonb
     order by c.id desc limit ${limit}`);
  return res.rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
}
