import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
 * Case battles (issue 7, docs/architecture.md "battles"). All state lives here, never only in memory:
 * any instance may reveal the next round (`revealed` moves by a conditional update) and a restarted
 * instance carries on from the last revealed round. Amounts in thousandths.
 */
export const battles = pgTable(
  'battles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    creatorId: integer('creator_id').notNull(),
    /** standard | crazy | terminal | team */
    mode: text('mode').notNull(),
    /** Slots: 2, 3 or 4. */
    players: integer('players').notNull(),
    /** waiting | running | ended | cancelled */
    state: text('state').notNull().default('waiting'),
    /** Private battles are reached by link with `code` (null for public ones). */
    code: text('code'),
    /** Case ids in round order. */
    boxIds: text('box_ids').array().notNull(),
    /**
     * The boxes as they were when the battle was created, by case id: names, picture, price and items
     * (goods id, tickets, price) in the published ticket order. Rounds roll and value against this, so a
     * later price or content change never alters a battle, and the replay inputs are exactly these.
     */
    boxes: jsonb('boxes').notNull(),
    /** What each seat pays: Σ of the boxes' prices. */
    cost: bigint('cost', { mode: 'number' }).$type<Milli>().notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    beacon: text('beacon'),
    /** Number of rounds (= box_ids length). */
    rounds: integer('rounds').notNull(),
    /** Rounds revealed so far; moved only by `update … where revealed = $r`. */
    revealed: integer('revealed').notNull().default(0),
    /** When the next round is due (running battles). */
    nextAt: timestamp('next_at', { withTimezone: true }),
    /** The settlement (winner, winners, contenders, scores, totals, received, awards, tie-break, split draws). */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('battles_state_idx').on(t.state, t.id),
    index('battles_state_cost_idx').on(t.state, t.cost, t.id),
    index('battles_due_idx').on(t.nextAt).where(sql`${t.state} = 'running'`),
    check('battles_state_check', sql`${t.state} in ('waiting', 'running', 'ended', 'cancelled')`),
    check('battles_mode_check', sql`${t.mode} in ('standard', 'crazy', 'terminal', 'team')`),
    check('battles_players_check', sql`${t.players} between 2 and 4 and (${t.mode} <> 'team' or ${t.players} = 4)`),
    check(
      'battles_rounds_check',
      sql`${t.rounds} = cardinality(${t.boxIds}) and ${t.revealed} between 0 and ${t.rounds} and ${t.rounds} >= 1`,
    ),
    check('battles_cost_check', sql`${t.cost} >= 0`),
    check('battles_ended_check', sql`(${t.state} = 'ended') = (${t.result} is not null)`),
  ],
);

/** The seats of a battle: a player (with the hold of their entry) or a bot (`user_id` null). */
export const battlePlayers = pgTable(
  'battle_players',
  {
    battleId: bigint('battle_id', { mode: 'number' }).notNull(),
    slot: integer('slot').notNull(),
    /** Null for a bot. */
    userId: integer('user_id'),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** Frozen when the seat was taken (a bot's: botClientSeed(battleId, slot)). */
    clientSeed: text('client_seed').notNull(),
    /** The wallet hold of a player's entry (settled at the start, released on leave or cancel). */
    holdId: bigint('hold_id', { mode: 'number' }),
    /** Set when the battle ends: Σ of the seat's drops, Σ of what it received, whether it won. */
    total: bigint('total', { mode: 'number' }).$type<Milli>(),
    received: bigint('received', { mode: 'number' }).$type<Milli>(),
    won: boolean('won'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.battleId, t.slot] }),
    uniqueIndex('battle_players_user_key').on(t.battleId, t.userId).where(sql`${t.userId} is not null`),
    index('battle_players_user_idx').on(t.userId, t.battleId),
    check('battle_players_slot_check', sql`${t.slot} between 0 and 3`),
    check('battle_players_seat_check', sql`(${t.userId} is null) = (${t.holdId} is null)`),
  ],
);

/** Every revealed drop: one row per (battle, round, slot), written once by whoever revealed the round. */
export const battleRounds = pgTable(
  'battle_rounds',
  {
    battleId: bigint('battle_id', { mode: 'number' }).notNull(),
    round: integer('round').notNull(),
    slot: integer('slot').notNull(),
    goodsId: integer('goods_id').notNull(),
    /** The goods' price in the battle's box snapshot. */
    value: bigint('value', { mode: 'number' }).$type<Milli>().notNull(),
    ticket: integer('ticket').notNull(),
    /** Set at settlement: the slot that received this item, and its backpack item (null when a bot did). */
    awardedTo: integer('awarded_to'),
    knapsackId: bigint('knapsack_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.battleId, t.round, t.slot] }),
    check('battle_rounds_value_check', sql`${t.value} >= 0`),
  ],
);
