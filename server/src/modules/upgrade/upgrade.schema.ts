import { type Milli, ZERO_MILLI } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every upgrade attempt (issue 8): what was staked, toward which target, the chance in tickets, the roll
 * that decided it and what the player got. Written in the attempt's transaction; amounts in thousandths.
 */
export const upgrades = pgTable(
  'upgrades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** The backpack items staked (consumed). */
    stakeItems: bigint('stake_items', { mode: 'number' }).array().notNull(),
    /** Balance part of the stake. */
    amount: bigint('amount', { mode: 'number' }).$type<Milli>().notNull(),
    /** Σ the staked items' catalogue prices at the attempt + amount. */
    stakeValue: bigint('stake_value', { mode: 'number' }).$type<Milli>().notNull(),
    targetGoodsId: integer('target_goods_id').notNull(),
    /** The target's catalogue price at the attempt. */
    targetPrice: bigint('target_price', { mode: 'number' }).$type<Milli>().notNull(),
    /** Winning tickets out of 100 000 000 (the chance). */
    winTickets: integer('win_tickets').notNull(),
    /** under | over */
    direction: text('direction').notNull(),
    ticket: integer('ticket').notNull(),
    success: boolean('success').notNull(),
    /** Coins (score) gifted on failure. */
    coins: bigint('coins', { mode: 'number' }).$type<Milli>().notNull().default(ZERO_MILLI),
    /** The target's new backpack item on success. */
    knapsackId: bigint('knapsack_id', { mode: 'number' }),
    /** The ledger transaction of the balance part (null when only items were staked). */
    debitTxId: bigint('debit_tx_id', { mode: 'number' }),
    /** The roll: seed pair, nonce and round (its row in `rolls` has ref `upgrade` + this id). */
    seedId: bigint('seed_id', { mode: 'number' }).notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull(),
    round: integer('round').notNull().default(0),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('upgrades_user_idx').on(t.userId, t.id),
    uniqueIndex('upgrades_roll_key').on(t.seedId, t.nonce, t.round),
    check('upgrades_direction_check', sql`${t.direction} in ('under', 'over')`),
    check('upgrades_amounts_check', sql`${t.amount} >= 0 and ${t.coins} >= 0 and ${t.stakeValue} > 0`),
    check('upgrades_target_check', sql`${t.targetPrice} > ${t.stakeValue}`),
    check('upgrades_tickets_check', sql`${t.winTickets} between 1 and 100000000`),
    check(
      'upgrades_outcome_check',
      sql`${t.success} = (${t.knapsackId} is not null) and (not ${t.success} or ${t.coins} = 0)`,
    ),
  ],
);
