import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A raised or removed deposit limit waiting for its 24 hours: the new value (thousandths; null = none) and when. */
export type PendingLimits = Partial<Record<'day' | 'week' | 'month', { limit: number | null; at: string }>>;

/**
 * Responsible gaming (issue 18, decision 65): one row per player who set anything. Limits are thousandths of USD
 * over rolling windows (24 h, 7 days, 30 days); a running cool-off or self-exclusion is `block_*` (`block_until`
 * null with `block_permanent`: for ever). Times are the app clock's, never the database's `now()`.
 */
export const playerLimits = pgTable('player_limits', {
  userId: integer('user_id').primaryKey(),
  depositDay: bigint('deposit_day', { mode: 'number' }),
  depositWeek: bigint('deposit_week', { mode: 'number' }),
  depositMonth: bigint('deposit_month', { mode: 'number' }),
  pending: jsonb('pending').$type<PendingLimits>().notNull().default({}),
  /** cool_off | self_exclusion */
  blockKind: text('block_kind'),
  blockSince: timestamp('block_since', { withTimezone: true }),
  blockUntil: timestamp('block_until', { withTimezone: true }),
  blockPermanent: boolean('block_permanent').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
