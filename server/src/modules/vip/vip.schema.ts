import { bigint, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** The highest VIP level a player has reached; a rise is announced on the bus once. */
export const vipLevels = pgTable('vip_levels', {
  userId: integer('user_id').primaryKey(),
  level: integer('level').notNull(),
  reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A level's reward (`red_money`, thousandths) paid to a player: once per player and level (primary key). */
export const vipRewards = pgTable(
  'vip_rewards',
  {
    userId: integer('user_id').notNull(),
    level: integer('level').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.level] })],
);
