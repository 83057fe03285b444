import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A guess (issue 21): the operator's question with its options (`npm run ops -- guess create`), backed with coins
 * until `closes_at`. The terms of its event (`content/events/<event_key>.json`, `guess`) are frozen here when it is
 * created. `state`: `open` (backing until the close, then waiting for the operator), `settled`, `void` (settled on
 * an option nobody backed: every stake refunded) or `refunded` (not settled by `refund_at`).
 */
export const guesses = pgTable(
  'guesses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventKey: text('event_key').notNull(),
    title: text('title').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    refundAt: timestamp('refund_at', { withTimezone: true }).notNull(),
    /** The house edge in parts per million of the pool (5 % = 50 000). */
    edgePpm: integer('edge_ppm').notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    maxBackings: integer('max_backings').notNull(),
    state: text('state').notNull().default('open'),
    /** The winning option (1 = the first) once settled. */
    winner: integer('winner'),
    /** At settlement: the pool and the house's edge taken from it (thousandths). */
    pool: bigint('pool', { mode: 'number' }),
    edge: bigint('edge', { mode: 'number' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guesses_state_idx').on(t.state, t.refundAt),
    check('guesses_state_known', sql`${t.state} in ('open', 'settled', 'void', 'refunded')`),
  ],
);

/**
 * One backing: `seq` is the player's n-th backing of the guess (0 … max_backings − 1), so the limit is the unique
 * key (guess, player, seq), taken in the backing's transaction with the coins' debit.
 */
export const guessStakes = pgTable(
  'guess_stakes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    guessId: bigint('guess_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    option: integer('option').notNull(),
    seq: integer('seq').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guess_stakes_limit_key').on(t.guessId, t.userId, t.seq),
    index('guess_stakes_option_idx').on(t.guessId, t.option),
    check('guess_stakes_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * What a guess pays each player, written once at settlement or refund (primary key: one row per guess and
 * player). `win`: a winner's share, paid when they receive it (`received_at` set once); `refund`: their stakes
 * back, paid at once.
 */
export const guessPayouts = pgTable(
  'guess_payouts',
  {
    guessId: bigint('guess_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.guessId, t.userId] }),
    check('guess_payouts_kind_known', sql`${t.kind} in ('win', 'refund')`),
    check('guess_payouts_amount_positive', sql`${t.amount} > 0`),
  ],
);
