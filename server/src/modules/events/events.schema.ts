import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every take of an event (a check-in, a card flip, a free-coins claim…). The unique key (player, event, period,
 * slot) is the limit: `period` is the operator day, week or `ever`, `slot` the n-th allowed take in it. A take
 * inserts its row first, in the grant's transaction, so a second take of the same slot finds the key taken,
 * however many run at once. `pick` (a card index) has its own unique key per period.
 */
export const eventClaims = pgTable(
  'event_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    eventKey: text('event_key').notNull(),
    mechanic: text('mechanic').notNull(),
    period: text('period').notNull(),
    slot: integer('slot').notNull(),
    /** The card a flip turned over, or null. */
    pick: integer('pick'),
    /** The check-in streak day this take earned, or null. */
    streak: integer('streak'),
    /** The operator day of the take (`YYYY-MM-DD`). */
    day: text('day').notNull(),
    /** The prize granted (content shape) and its index in the prize table (null: a fixed reward). */
    prize: jsonb('prize').notNull(),
    prizeIndex: integer('prize_index'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_claims_limit_key').on(t.userId, t.eventKey, t.period, t.slot),
    uniqueIndex('event_claims_pick_key').on(t.userId, t.eventKey, t.period, t.pick),
    index('event_claims_user_event_idx').on(t.userId, t.eventKey, t.day),
  ],
);

/**
 * Limits of an event beyond the player's day (content `limits`): per week and per account (`subject` = `u:<id>`),
 * per address and day (`ip:<address>`). Each take inserts one row into a free slot 0…n-1; when all are taken the
 * limit is reached. Unique keys only, never a count before a write.
 */
export const eventLimits = pgTable(
  'event_limits',
  {
    eventKey: text('event_key').notNull(),
    subject: text('subject').notNull(),
    period: text('period').notNull(),
    slot: integer('slot').notNull(),
    claimId: bigint('claim_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_limits_key').on(t.eventKey, t.subject, t.period, t.slot)],
);

/**
 * Event tokens (hammers, snowballs, turntable chances, seasonal currency): per player and event, what play and
 * deposits accrued (thousandths of USD, turned into tokens by the event's rates), tokens given outright, and tokens
 * spent. A spend is one conditional update, so the balance never goes below zero however many spend at once.
 */
export const eventTokens = pgTable(
  'event_tokens',
  {
    eventKey: text('event_key').notNull(),
    userId: integer('user_id').notNull(),
    stakedMilli: bigint('staked_milli', { mode: 'number' }).notNull().default(0),
    depositedMilli: bigint('deposited_milli', { mode: 'number' }).notNull().default(0),
    given: integer('given').notNull().default(0),
    spent: integer('spent').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_tokens_key').on(t.eventKey, t.userId)],
);

/** Each source (a bet, a deposit, a task reward) accrues an event's tokens once however often it is reported. */
export const eventTokenSources = pgTable(
  'event_token_sources',
  {
    eventKey: text('event_key').notNull(),
    userId: integer('user_id').notNull(),
    sourceKey: text('source_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_token_sources_key').on(t.eventKey, t.userId, t.sourceKey)],
);

/**
 * What the operator console wrote about an event: its whole definition when the console made it (`definition`, the
 * shape of a content/events file), and a schedule or on/off that replaces the file's (`null`: the file's stands).
 * `ended_at`: ended from the console (switched off at that time).
 */
export const eventControls = pgTable('event_controls', {
  eventKey: text('event_key').primaryKey(),
  definition: jsonb('definition'),
  enabled: boolean('enabled'),
  schedule: jsonb('schedule'),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
