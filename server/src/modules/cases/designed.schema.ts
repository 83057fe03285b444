import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

export type DesignedItems = Array<{ goods_id: number; tickets: number }>;
export type DesignedDraft = {
  name: string;
  category: string;
  level: number;
  goods_ids: number[];
  price: number;
  target_rtp: number;
};

/**
 * Cases made in the operator console (issue 25). `draft` is what the operator edits; `items` is the published
 * ticket table, frozen once published: publishing an edited draft writes a new table and bumps `version` (each table
 * is also kept in `case_versions` by its hash). A designed case is off until a `case_switches` row turns it on.
 */
export const designedCases = pgTable(
  'designed_cases',
  {
    id: text('id').primaryKey(),
    draft: jsonb('draft').$type<DesignedDraft>().notNull(),
    /** The draft was edited after the last publish. */
    draftPending: boolean('draft_pending').notNull().default(true),
    name: text('name'),
    category: text('category'),
    level: integer('level').notNull().default(0),
    items: jsonb('items').$type<DesignedItems>(),
    rtp: real('rtp'),
    price: bigint('price', { mode: 'number' }).$type<Milli>(),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('designed_cases_published', sql`${t.version} = 0 or ${t.items} is not null`)],
);
export type DesignedRow = typeof designedCases.$inferSelect;

/**
 * The console's switch of any case (content files' and designed ones): on or off, and the window in which it can be
 * opened. A case without a row keeps its file's `enabled` (designed cases: off).
 */
export const caseSwitches = pgTable('case_switches', {
  boxId: text('box_id').primaryKey(),
  enabled: boolean('enabled').notNull(),
  availableFrom: timestamp('available_from', { withTimezone: true }),
  availableUntil: timestamp('available_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SwitchRow = typeof caseSwitches.$inferSelect;
