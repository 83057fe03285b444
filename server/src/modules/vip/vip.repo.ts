import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db';

/** Records the player's level when it rose (conditional upsert); the level before, or null when it did not rise. */
export async function raiseLevel(tx: Tx, userId: number, level: number): Promise<number | null> {
  const before = await tx.execute<{ level: number }>(
    sql`select level from vip_levels where user_id = ${userId} for update`,
  );
  const from = before.rows[0]?.level ?? 0;
  const rose = await tx.execute(sql`
    insert into vip_levels (user_id, level) values (${userId}, ${level})
    on conflict (user_id) do update set level = excluded.level, reached_at = now()
    where vip_levels.level < excluded.level
    returning level`);
  return rose.rows.length > 0 ? from : null;
}

/** False when this level's reward was paid already. */
export async function insertReward(tx: Tx, userId: number, level: number, amount: Milli): Promise<boolean> {
  const rows = await tx.execute(sql`
    insert into vip_rewards (user_id, level, amount) values (${userId}, ${level}, ${amount})
    on conflict do nothing returning level`);
  return rows.rows.length === 1;
}

export async function paidLevels(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.execute<{ level: number }>(
    sql`select level from vip_rewards where user_id = ${userId} order by level`,
  );
  return rows.rows.map((r) => Number(r.level));
}
