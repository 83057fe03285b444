import type { Milli } from '@dropforge/shared/domain';
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An operator's price for an item until `expires_at` (issue 25). While it lasts the item's `price_source` is
 * `override`, so neither the import nor the market refresh replaces it; when it ends (or is removed) the item gets
 * back the price and source it had, until the next refresh.
 */
export const priceOverrides = pgTable('price_overrides', {
  goodsId: integer('goods_id').primaryKey(),
  price: bigint('price', { mode: 'number' }).$type<Milli>().notNull(),
  previousPrice: bigint('previous_price', { mode: 'number' }).$type<Milli>().notNull(),
  previousSource: text('previous_source').notNull(),
  reason: text('reason').notNull(),
  operator: text('operator').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
