import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One proof-of-liabilities snapshot of one currency (docs/trust.md): its root, total and leaf count. */
export const liabilitySnapshots = pgTable(
  'liability_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    currency: text('currency').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    root: text('root').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    leaves: integer('leaves').notNull(),
    /** Derives each player's salt; never published. */
    secret: text('secret').notNull(),
  },
  (t) => [index('liability_snapshots_currency_idx').on(t.currency, t.id)],
);

/** Every node of a snapshot's tree, leaves at level 0, so a proof is one read. */
export const liabilityNodes = pgTable(
  'liability_nodes',
  {
    snapshotId: bigint('snapshot_id', { mode: 'number' }).notNull(),
    level: integer('level').notNull(),
    idx: integer('idx').notNull(),
    hash: text('hash').notNull(),
    sum: bigint('sum', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.level, t.idx] })],
);

/** Which leaf is whose (private: only the player's own proof reads it). */
export const liabilityLeaves = pgTable(
  'liability_leaves',
  {
    snapshotId: bigint('snapshot_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    idx: integer('idx').notNull(),
    userHash: text('user_hash').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.userId] })],
);
