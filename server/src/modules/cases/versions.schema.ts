import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every ticket table a case has had (issue 24): `hash` is its `contents_hash`, `contents` the hashed text. A row is
 * written the first time the site resolves a case to that table, before any roll can be drawn against it, and never
 * changed, so an old roll's `case_hash` always finds the table it was drawn from.
 */
export const caseVersions = pgTable(
  'case_versions',
  {
    boxId: text('box_id').notNull(),
    hash: text('hash').notNull(),
    contents: text('contents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.boxId, t.hash] }),
    index('case_versions_hash_idx').on(t.hash),
    index('case_versions_created_idx').on(t.createdAt),
  ],
);
