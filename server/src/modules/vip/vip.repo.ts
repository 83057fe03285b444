import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';

/** Records the player's level when it rose (conditional upsert); true when it did. */
export async function raiseLevel(db: Db, userId: number, level: number): Promise<boolean> {
  const rose = await db.execute(sql`
    insert into vip_levels (user_id, level) values (${userId}, ${level})
    on conflict (user_id) do update set level = excluded.level, reached_at = now()
    where vip_levels.level < excluded.level
    returning level`);
  return rose.rows.length > 0;
}
