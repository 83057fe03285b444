import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mall_stock_stock_check', sql`${t.stock} >= 0 and ${t.restock} >= 0`),
    index('mall_stock_in_stock_idx').on(t.goodsId).where(sql`${t.stock} > 0`),
  ],
);
