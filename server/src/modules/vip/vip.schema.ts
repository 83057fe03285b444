import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** The highest VIP level a player has reached; a rise is announced on the bus once. */
export const vipLevels = pgTable('vip_levels', {
  userId: integer('user_id').primaryKey(),
  level: integer('level').notNull(),
  reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
});
