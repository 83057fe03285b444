import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One withdrawal per item (spec §5 retrieval states). The item is `withdrawing` while the withdrawal is
 * `in_progress` or `ready`; a state changes only by `UPDATE … WHERE id = $id AND state = $expected`, so a
 * failed or cancelled withdrawal gives the item back once.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    knapsackId: bigint('knapsack_id', { mode: 'number' }).notNull(),
    goodsId: integer('goods_id').notNull(),
    /** The item's catalogue value when requested, thousandths. */
    price: bigint('price', { mode: 'number' }).$type<Milli>().notNull(),
    /** `sandbox` or a marketplace adapter's name. */
    provider: text('provider').notNull(),
    /** in_progress | ready | success | failed | cancelled */
    state: text('state').notNull().default('in_progress'),
    /** The trade URL the offer goes to (saved on the account at request time). */
    tradeUrl: text('trade_url').notNull(),
    /** The marketplace's id of the purchase (also sent as our custom id where the market supports it). */
    externalId: text('external_id'),
    /** What the marketplace charged, thousandths (house cost, outside the players' ledger). */
    cost: bigint('cost', { mode: 'number' }).$type<Milli>(),
    offerId: text('offer_id'),
    offerUrl: text('offer_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reason: text('reason'),
    /** Provider calls made for the current step (retries back off and give up after a limit). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_active_item_key').on(t.knapsackId).where(sql`${t.state} in ('in_progress', 'ready')`),
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_active_idx').on(t.state, t.updatedAt).where(sql`${t.state} in ('in_progress', 'ready')`),
    index('withdrawals_success_idx').on(t.finishedAt).where(sql`${t.state} = 'success'`),
    check('withdrawals_state_check', sql`${t.state} in ('in_progress', 'ready', 'success', 'failed', 'cancelled')`),
    check('withdrawals_price_check', sql`${t.price} >= 0`),
  ],
);
