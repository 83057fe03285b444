import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The live drop feed (spec §3 Drop entry): one row per item a player won, with the player's name and
 * avatar as they were then. Games (cases, upgrades, battles, mall) add theirs through `drops.record`.
 */
export const dropFeed = pgTable(
  'drop_feed',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** unpacking | battle | mall | windows | upgrade */
    type: text('type').notNull(),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull(),
    userAvatar: text('user_avatar').notNull(),
    boxId: text('box_id'),
    goodsId: integer('goods_id').notNull(),
    /** Thousandths, the goods' price when dropped. */
    price: bigint('price', { mode: 'number' }).$type<Milli>().notNull(),
    knapsackId: bigint('knapsack_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the drop may reach the public feed: after the reel or wheel that reveals it has landed on the
     * player's screen (docs/decisions.md, "No spoilers"). Rows from before the column are visible at once.
     */
    visibleAt: timestamp('visible_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drop_feed_top_idx').on(t.id).where(sql`${t.price} >= 10000`),
    index('drop_feed_created_idx').on(t.createdAt),
    index('drop_feed_type_idx').on(t.type),
  ],
);
