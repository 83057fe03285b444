import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Promo, event and invitation codes (issue 18). Only an HMAC of the code under the deployment's pepper is
 * stored. `used` counts redemptions across accounts and never passes `uses`. Amounts in thousandths.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    /** cash | token | box */
    kind: text('kind').notNull(),
    /** Thousandths of USD (cash) or of coins (token); 0 for box codes. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    boxId: text('box_id'),
    uses: integer('uses').notNull(),
    used: integer('used').notNull().default(0),
    perAccount: integer('per_account').notNull().default(1),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Deposits needed (thousandths of USD), over the last `min_deposit_days` days or, when null, ever. */
    minDeposit: bigint('min_deposit', { mode: 'number' }).notNull().default(0),
    minDepositDays: integer('min_deposit_days'),
    minVip: integer('min_vip').notNull().default(0),
    /** Only accounts registered within the configured number of days. */
    newAccounts: boolean('new_accounts').notNull().default(false),
    campaign: text('campaign'),
    /** ops | content */
    source: text('source').notNull().default('ops'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_codes_code_hash').on(t.codeHash), index('promo_codes_campaign').on(t.campaign)],
);

/** One redemption: `seq` numbers an account's uses of a code, so a per-account limit is a unique key. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    codeId: integer('code_id').notNull(),
    userId: integer('user_id').notNull(),
    seq: integer('seq').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('promo_code_uses_once').on(t.codeId, t.userId, t.seq),
    index('promo_code_uses_user').on(t.userId),
  ],
);

/**
 * A referrer's rebate on one deposit of a player they referred: once per order (`order_sn` is unique), at the
 * referrer's level when it was paid. `claim_id` is set when the rebate is paid to the balance.
 */
export const referralEarnings = pgTable(
  'referral_earnings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parentId: integer('parent_id').notNull(),
    userId: integer('user_id').notNull(),
    orderSn: text('order_sn').notNull(),
    deposit: bigint('deposit', { mode: 'number' }).notNull(),
    level: integer('level').notNull(),
    /** The level's share in parts per million. */
    ratePpm: integer('rate_ppm').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    claimId: bigint('claim_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_earnings_order').on(t.orderSn),
    index('referral_earnings_parent').on(t.parentId, t.claimId),
  ],
);

export const referralClaims = pgTable('referral_claims', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
