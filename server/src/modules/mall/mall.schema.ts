import { type Lang, type Milli, ZERO_MILLI } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * What the mall offers (operator configuration in `content/mall/`, applied on boot): one row per catalogue
 * goods on sale, keyed by the goods id. `stock` only falls by `UPDATE … SET stock = stock - 1 WHERE stock > 0`
 * inside the purchase's transaction, so the last unit sells once.
 */
export const mallStock = pgTable(
  'mall_stock',
  {
    goodsId: integer('goods_id').primaryKey(),
    stock: integer('stock').notNull(),
    /** Units the configuration last set (a restock sets `stock` back to it). */
    restock: integer('restock').notNull(),
    /** The configuration's `edition` last applied to the row: a new edition restocks it. */
    edition: text('edition').notNull().default(''),
    /**
     * Copies of the goods' names, refreshed by every apply (names change only with a catalogue import), so the
     * listing filters and sorts by name without reading the wide goods rows: `search` is the hash name and the
     * distinct names of the 12 languages, lower-cased, one a line; `names` the 12 names by language.
     */
    search: text('search').notNull().default(''),
    names: jsonb('names')
      .$type<Record<Lang, string>>()
      .notNull()
      .default({} as Record<Lang, string>),
    /**
     * Copy of the goods' catalogue price (thousandths), so the listing filters and sorts by price on this table
     * alone: set by every apply and purchase, re-synced every `MALL_PRICE_SYNC_SECONDS`. What the listing shows
     * and a purchase charges is always the catalogue's own price.
     */
    price: bigint('price', { mode: 'number' }).$type<Milli>().notNull().default(ZERO_MILLI),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mall_stock_stock_check', sql`${t.stock} >= 0 and ${t.restock} >= 0`),
    index('mall_stock_in_stock_price_idx').on(t.price, t.goodsId).where(sql`${t.stock} > 0`),
  ],
);

/**
 * Every mall purchase, written in its transaction: what was bought at which price, and what the buyer had left
 * (so a retry with the same `Idempotency-Key` answers exactly the first answer).
 */
export const mallPurchases = pgTable(
  'mall_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    knapsackId: bigint('knapsack_id', { mode: 'number' }).notNull(),
    /** Shop score paid, thousandths (the catalogue price at the purchase). */
    price: bigint('price', { mode: 'number' }).$type<Milli>().notNull(),
    /** The buyer's shop score after paying, thousandths. */
    shopScore: bigint('shop_score', { mode: 'number' }).$type<Milli>().notNull(),
    /** Units left after this purchase. */
    stock: integer('stock').notNull(),
    /** The client's `Idempotency-Key`, when it sent one. */
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mall_purchases_request_key').on(t.userId, t.requestKey).where(sql`${t.requestKey} is not null`),
    index('mall_purchases_user_idx').on(t.userId, t.id),
    check('mall_purchases_amounts_check', sql`${t.price} > 0 and ${t.shopScore} >= 0 and ${t.stock} >= 0`),
  ],
);
