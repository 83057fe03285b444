import { bigint, bigserial, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every free-box opening. The unique key (player, box, UTC day) is what allows a free box once per day: the
 * opening inserts its row first, in its own transaction, and a second opening of the day finds the key
 * taken ("Today's free box already opened"), however many run at once.
 */
export const freeOpens = pgTable(
  'free_opens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    boxId: text('box_id').notNull(),
    /** daily | level | first_recharge */
    type: text('type').notNull(),
    /** The calendar day (UTC) of the opening, from the database clock. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The item it dropped. */
    knapsackId: bigint('knapsack_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('free_opens_user_box_day_key').on(t.userId, t.boxId, t.day),
    index('free_opens_user_day_idx').on(t.userId, t.day),
  ],
);
