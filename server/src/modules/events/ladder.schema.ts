import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A climb of a ladder box: `step` is the step reached (0: none yet), `state` moves once from `climbing` to `cashed`
 * or `lost` with a conditional update in the transaction of the cash-out's grant or the lost step's draw. One
 * climb per player and box climbs at a time (partial unique key).
 */
export const ladderClimbs = pgTable(
  'ladder_climbs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    eventKey: text('event_key').notNull(),
    /** The start's claim: its day slot, the cost's and the cash-out's ledger keys. */
    claimId: bigint('claim_id', { mode: 'number' }).notNull(),
    step: integer('step').notNull().default(0),
    state: text('state').notNull().default('climbing'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ladder_climbs_claim_key').on(t.claimId),
    uniqueIndex('ladder_climbs_active_key').on(t.userId, t.eventKey).where(sql`state = 'climbing'`),
  ],
);

/** The one draw of each step of a climb (unique key: a step is drawn once however many climbs race). */
export const ladderDraws = pgTable(
  'ladder_draws',
  {
    climbId: bigint('climb_id', { mode: 'number' }).notNull(),
    /** The step climbed to (1-based). */
    step: integer('step').notNull(),
    ticket: integer('ticket').notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull(),
    won: boolean('won').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ladder_draws_key').on(t.climbId, t.step)],
);
