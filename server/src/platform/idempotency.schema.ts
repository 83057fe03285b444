import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Keys whose operation committed (DESIGN §6): the row is written inside the operation's own
 * transaction, so it exists exactly when the operation does; the answer is filled in once it is sent.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    hash: text('hash').notNull(),
    status: integer('status'),
    body: text('body'),
    contentType: text('content_type'),
    /** What the route's replay rebuilds a lost answer from (e.g. the id the operation created). */
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_records_created_at_idx').on(t.createdAt)],
);
