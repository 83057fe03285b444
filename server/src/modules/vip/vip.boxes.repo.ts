import { sql } from 'drizzle-orm';
import { type Executor, isoTime, type Tx } from '../../platform/db';

/** The level boxes a player took: level → when. */
export async function claimedBoxes(db: Executor, userId: number): Promise<Map<number, string>> {
  const rows = await db.execute<{ level: number; claimed_at: Date | string }>(
    sql`select level, claimed_at from vip_box_claims where user_id = ${userId}`,
  );
  return new Map(rows.rows.map((r) => [Number(r.level), isoTime(r.claimed_at)]));
}

/** Takes a level's box (the primary key makes it once per player and level); false when it was taken already. */
export async function takeBox(tx: Tx, userId: number, level: number, boxId: string, at: Date): Promise<boolean> {
  const rows = await tx.execute(sql`
    insert into vip_box_claims (user_id, level, box_id, claimed_at) values (${userId}, ${level}, ${boxId}, ${at.toISOString()})
    on conflict do nothing returning level`);
  return rows.rows.length === 1;
}

export async function setBoxItem(tx: Tx, userId: number, level: number, knapsackId: number): Promise<void> {
  await tx.execute(
    sql`update vip_box_claims set knapsack_id = ${knapsackId} where user_id = ${userId} and level = ${level}`,
  );
}
