import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The backpack (DESIGN §4): one row per item a player has or had. `state` changes only by conditional
 * updates (`… WHERE knapsack_id = $id AND state = $expected RETURNING`), so each item leaves a state once.
 */
export const items = pgTable(
  'items',
  {
    knapsackId: bigserial('knapsack_id', { mode: 'number' }).primaryKey(),
    ownerId: integer('owner_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    /** Catalogue price when granted, thousandths (the item's value at the time; selling uses the current price). */
    price: bigint('price', { mode: 'number' }).$type<Milli>().notNull(),
    /** case | free | mall | battle | upgrade | raffle | event | promotion — raffle items cannot be sold. */
    source: text('source').notNull(),
    /** money | shop_score: the balance it was paid from, credited back when sold. */
    boughtWith: text('bought_with').notNull().default('money'),
    /** owned | withdrawing | withdrawn | sold | consumed */
    state: text('state').notNull().default('owned'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('items_owner_state_idx').on(t.ownerId, t.state, t.knapsackId),
    check('items_state_check', sql`${t.state} in ('owned', 'withdrawing', 'withdrawn', 'sold', 'consumed')`),
    check('items_bought_with_check', sql`${t.boughtWith} in ('money', 'shop_score')`),
    check('items_price_check', sql`${t.price} >= 0`),
  ],
);
