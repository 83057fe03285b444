import { type Milli, ZERO_MILLI } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    orderSn: text('order_sn').notNull(),
    userId: integer('user_id').notNull(),
    /** Recharged amount in thousandths (what the player receives, before bonus). */
    amount: bigint('amount', { mode: 'number' }).$type<Milli>().notNull(),
    /** Handling fee paid on top (crypto), not credited. */
    fee: bigint('fee', { mode: 'number' }).$type<Milli>().notNull().default(ZERO_MILLI),
    bonus: bigint('bonus', { mode: 'number' }).$type<Milli>().notNull().default(ZERO_MILLI),
    /** A top-up coupon the player chose at checkout (used when the order is paid, if still usable). */
    couponId: bigint('coupon_id', { mode: 'number' }),
    /** What that coupon added when the order was paid (0: none, or it was no longer usable). */
    couponBonus: bigint('coupon_bonus', { mode: 'number' }).$type<Milli>().notNull().default(ZERO_MILLI),
    currency: text('currency').notNull(), // money | shop_score
    methodId: text('method_id').notNull(),
    provider: text('provider').notNull(),
    country: text('country').notNull().default(''),
    state: text('state').notNull().default('pending'), // pending | paid | declined | cancelled
    providerPaymentId: text('provider_payment_id'),
    /** The first paid deposit of the player, which earns the first-recharge case while the offer runs. */
    firstRecharge: boolean('first_recharge').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_order_sn_key').on(t.orderSn),
    // Every external payment is credited at most once.
    uniqueIndex('payment_orders_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('payment_orders_user_idx').on(t.userId, t.state),
    check('payment_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderSn: text('order_sn').notNull().default(''),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_provider_event_idx').on(t.provider, t.eventId)],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** HMAC of the code; the code itself is shown once, when created. */
    codeHash: text('code_hash').notNull(),
    amount: bigint('amount', { mode: 'number' }).$type<Milli>().notNull(),
    state: text('state').notNull().default('active'), // active | redeemed
    redeemedBy: integer('redeemed_by'),
    orderSn: text('order_sn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The batch an operator named in the console (null: `npm run ops -- giftcards`), and who made it. */
    batch: text('batch'),
    createdBy: text('created_by'),
  },
  (t) => [uniqueIndex('gift_cards_code_hash_key').on(t.codeHash), index('gift_cards_batch_idx').on(t.batch)],
);

/**
 * The first-recharge case granted to a player. Opening it (`POST /api/free/{case_id}/open`) moves `state`
 * from granted to opened with one conditional update inside the opening's transaction, so it opens once.
 */
export const firstRechargeGrants = pgTable(
  'first_recharge_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    orderSn: text('order_sn').notNull(),
    caseId: text('case_id').notNull(),
    maxValue: bigint('max_value', { mode: 'number' }).$type<Milli>().notNull(),
    state: text('state').notNull().default('granted'), // granted | opened
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('first_recharge_grants_user_key').on(t.userId)],
);
