import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What counts towards missions (issue 20): one row per counted action (`source_key` unique: a bet key,
 * `gift-join:{room}:{user}`), so a replayed bet or a repeated bus message counts once. `at` is the app clock's time;
 * periods (the operator's day or week) are sums from their start. Deposits and check-ins are read where they live.
 */
export const missionProgress = pgTable(
  'mission_progress',
  {
    sourceKey: text('source_key').primaryKey(),
    userId: integer('user_id').notNull(),
    /** case_opens | upgrades | battles | giveaway_joins */
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mission_progress_user').on(t.userId, t.kind, t.at)],
);
