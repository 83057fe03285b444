import { type Milli, ZERO_MILLI } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One row per owner, account name and currency. User accounts cache their balance (updated in the
 * same transaction as their postings, never negative); house accounts cache nothing, so no bet
 * ever waits on a shared row — their balance is the sum of their postings.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    owner: text('owner').notNull(), // 'user' | 'house'
    ownerId: integer('owner_id').notNull(), // user id, 0 for house accounts
    name: text('name').notNull(), // 'main' | 'held' for users; 'payments', 'promotions', … for the house
    currency: text('currency').notNull(), // 'money' | 'shop_score' | 'score'
    balance: bigint('balance', { mode: 'number' }).$type<Milli>().notNull().default(ZERO_MILLI),
    /**
     * User accounts: the hash of their last posting ('' before the first), the head of the account's chain
     * (docs/trust.md); `prevChain` is the head before it, so the update that moves it returns both.
     */
    chainHash: text('chain_hash').notNull().default(''),
    prevChain: text('prev_chain').notNull().default(''),
  },
  (t) => [
    uniqueIndex('accounts_owner_key').on(t.owner, t.ownerId, t.name, t.currency),
    check('accounts_balance_non_negative', sql`${t.owner} = 'house' or ${t.balance} >= 0`),
    check('accounts_house_uncached', sql`${t.owner} = 'user' or ${t.balance} = 0`),
  ],
);

export const ledgerTx = pgTable(
  'ledger_tx',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    refKind: text('ref_kind').notNull().default(''),
    refId: text('ref_id').notNull().default(''),
    /** The user the transaction is about (for history), if any. */
    userId: integer('user_id'),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_tx_idempotency_key').on(t.idempotencyKey),
    index('ledger_tx_user_idx').on(t.userId, t.id),
  ],
);

export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txId: bigint('tx_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTx.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).$type<Milli>().notNull(),
    /** Postings of user accounts: this entry's link of the account's hash chain, and the one before it. */
    hash: text('hash'),
    prevHash: text('prev_hash'),
  },
  (t) => [index('postings_tx_idx').on(t.txId), index('postings_account_idx').on(t.accountId)],
);

/** Funds set aside from a user's main account until settled (paid on) or released (given back). */
export const holds = pgTable(
  'holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).$type<Milli>().notNull(),
    state: text('state').notNull().default('held'), // held | settled | released
    refKind: text('ref_kind').notNull().default(''),
    refId: text('ref_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [check('holds_amount_positive', sql`${t.amount} > 0`)],
);
