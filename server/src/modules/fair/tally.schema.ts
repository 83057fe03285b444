import {
  bigint,
  bigserial,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * What each bet staked and paid, with what its odds expected and the variance of its payout (thousandths; squared
 * for the variance), written in the bet's own transaction and drained into `rtp_totals` every few seconds (issue 24).
 * Appends only, so no bet waits on another's counter.
 */
export const betTally = pgTable('bet_tally', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  game: text('game').notNull(),
  /** The case for `case` bets, '' otherwise. */
  boxId: text('box_id').notNull().default(''),
  currency: text('currency').notNull(),
  bets: integer('bets').notNull(),
  wagered: bigint('wagered', { mode: 'number' }).notNull(),
  paid: bigint('paid', { mode: 'number' }).notNull(),
  expected: doublePrecision('expected').notNull(),
  variance: doublePrecision('variance').notNull(),
});

/** The running sums per game (and case) that `/api/stats/rtp` reads. */
export const rtpTotals = pgTable(
  'rtp_totals',
  {
    game: text('game').notNull(),
    boxId: text('box_id').notNull().default(''),
    currency: text('currency').notNull(),
    bets: bigint('bets', { mode: 'number' }).notNull(),
    wagered: bigint('wagered', { mode: 'number' }).notNull(),
    paid: bigint('paid', { mode: 'number' }).notNull(),
    expected: doublePrecision('expected').notNull(),
    variance: doublePrecision('variance').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.game, t.boxId, t.currency] })],
);

/** The same sums per UTC day (of the drain, at most seconds after the bet): the console's daily report reads them. */
export const rtpDaily = pgTable(
  'rtp_daily',
  {
    day: date('day').notNull(),
    game: text('game').notNull(),
    boxId: text('box_id').notNull().default(''),
    currency: text('currency').notNull(),
    bets: bigint('bets', { mode: 'number' }).notNull(),
    wagered: bigint('wagered', { mode: 'number' }).notNull(),
    paid: bigint('paid', { mode: 'number' }).notNull(),
    expected: doublePrecision('expected').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.game, t.boxId, t.currency] })],
);
