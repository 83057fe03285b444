import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db';

/** The free boxes a player opened today (UTC) and when the next UTC day starts. */
export async function todayOf(
  db: Executor,
  userId: number,
): Promise<{ openedToday: string[]; nextDay: Date | string | undefined }> {
  const today = await db.execute<{ box_id: string | null; next_day: Date | string }>(sql`
    select f.box_id, d.next_day
    from (select (date_trunc('day', now() at time zone 'utc') + interval '1 day') at time zone 'utc' as next_day) d
    left join free_opens f on f.user_id = ${userId} and f.day = (now() at time zone 'utc')::date`);
  return {
    openedToday: today.rows.flatMap((r) => (r.box_id ? [r.box_id] : [])),
    nextDay: today.rows[0]?.next_day,
  };
}

/** Today's open of a free box, once per player, box and UTC day; its id, or undefined when already taken. */
export async function takeFreeOpen(tx: Tx, userId: number, boxId: string, type: string): Promise<number | undefined> {
  const taken = await tx.execute<{ id: number }>(sql`
    insert into free_opens (user_id, box_id, type, day)
    values (${userId}, ${boxId}, ${type}, (now() at time zone 'utc')::date)
    on conflict (user_id, box_id, day) do nothing
    returning id`);
  return taken.rows[0]?.id;
}

export async function setFreeOpenItem(tx: Tx, openId: number, knapsackId: number): Promise<void> {
  await tx.execute(sql`update free_opens set knapsack_id = ${knapsackId} where id = ${openId}`);
}
