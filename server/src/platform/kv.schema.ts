import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Short-lived keys (captcha tokens, codes, nonces, counters) when no Redis is configured. */
export const kvEntries = pgTable(
  'kv_entries',
  {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kv_entries_expires_at_idx').on(t.expiresAt)],
);
