import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Help-a-friend bargains (issue 22). One row per request: the case's `price` when asked, the `target_price` the asker
 * may open at once friends have cut `current_price` down to it, valid until `expires_at`. `state` moves
 * open → opened by one conditional update (the open), so a bargain opens once however many opens race. At most one
 * open bargain per asker and case: the partial unique key (an expired one is marked expired before a new one).
 */
export const bargains = pgTable(
  'bargains',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    eventKey: text('event_key').notNull(),
    boxId: text('box_id').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    targetPrice: bigint('target_price', { mode: 'number' }).notNull(),
    currentPrice: bigint('current_price', { mode: 'number' }).notNull(),
    helpers: integer('helpers').notNull().default(0),
    helpersNeeded: integer('helpers_needed').notNull(),
    state: text('state').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** The asker's address and device id when those checks are on (null otherwise): no helper may share them. */
    ipKey: text('ip_key'),
    deviceKey: text('device_key'),
  },
  (t) => [
    uniqueIndex('bargains_open_key').on(t.userId, t.boxId).where(sql`state = 'open'`),
    index('bargains_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Each friend's help: once per helper and bargain (the unique key); the cut drawn from the helper's own seed pair
 * (game `bargain`) out of the gap left before it. The helper's day limit is the event claim taken with it.
 */
export const bargainHelps = pgTable(
  'bargain_helps',
  {
    bargainId: text('bargain_id').notNull(),
    helperId: integer('helper_id').notNull(),
    claimId: bigint('claim_id', { mode: 'number' }).notNull(),
    gapBefore: bigint('gap_before', { mode: 'number' }).notNull(),
    cut: bigint('cut', { mode: 'number' }).notNull(),
    nonce: integer('nonce').notNull(),
    ticket: integer('ticket').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    ipKey: text('ip_key'),
    deviceKey: text('device_key'),
  },
  (t) => [
    uniqueIndex('bargain_helps_key').on(t.bargainId, t.helperId),
    // One help per address and per device id of a bargain when those checks are on (null keys never collide).
    uniqueIndex('bargain_helps_ip').on(t.bargainId, t.ipKey),
    uniqueIndex('bargain_helps_device').on(t.bargainId, t.deviceKey),
  ],
);
