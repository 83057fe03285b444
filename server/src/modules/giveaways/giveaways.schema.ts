import { type Milli, ZERO_MILLI } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Giveaway rooms (issue 19, DESIGN §5). All state lives here: the draw is the conditional move of `state` to 3
 * in the transaction that writes the winners and grants the prizes, so it happens once whichever instance (or
 * retried job) gets there. `state`: 1 active, 2 closed waiting for its draw, 3 drawn, 4 cancelled.
 */
export const giftRooms = pgTable(
  'gift_rooms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** official (content, funded by house:promotions) | host (a player's, funded from their escrow) */
    kind: text('kind').notNull(),
    hostId: integer('host_id'),
    /** The host's name and avatar when the room was created (what the room shows). */
    hostName: text('host_name').notNull().default(''),
    hostAvatar: text('host_avatar').notNull().default(''),
    title: text('title').notNull(),
    picture: text('picture').notNull().default(''),
    /** 0 continuous (drawn when `people_target` join), 1 timed (drawn at `end_time`). */
    type: integer('type').notNull(),
    state: integer('state').notNull().default(1),
    winners: integer('winners').notNull(),
    peopleTarget: integer('people_target'),
    endTime: timestamp('end_time', { withTimezone: true }),
    /** When joining closed (the target was reached, or the end time passed). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Ticket in coins (thousandths, `score`); 0 = free. */
    ticket: bigint('ticket', { mode: 'number' }).$type<Milli>().notNull().default(ZERO_MILLI),
    minDeposit: bigint('min_deposit', { mode: 'number' }).$type<Milli>().notNull().default(ZERO_MILLI),
    depositDays: integer('deposit_days'),
    minVip: integer('min_vip').notNull().default(0),
    /** scrypt `salt:hash` of the room password (null: no password). */
    passwordHash: text('password_hash'),
    inviteCode: text('invite_code'),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    beacon: text('beacon'),
    /** Participants so far (moved under the room's row lock, with the join). */
    totalPeople: integer('total_people').notNull().default(0),
    /** Official occurrences: `<content id>:<occurrence start ISO>`, so each is created once. */
    scheduleKey: text('schedule_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_rooms_schedule_key').on(t.scheduleKey),
    index('gift_rooms_state_idx').on(t.state, t.id),
    index('gift_rooms_host_idx').on(t.hostId, t.id),
    index('gift_rooms_due_idx').on(t.endTime).where(sql`${t.state} in (1, 2)`),
    check(
      'gift_rooms_kind_check',
      sql`${t.kind} in ('official', 'host') and (${t.kind} = 'official') = (${t.hostId} is null)`,
    ),
    check('gift_rooms_state_check', sql`${t.state} between 1 and 4`),
    check(
      'gift_rooms_type_check',
      sql`(${t.type} = 1 and ${t.endTime} is not null and ${t.peopleTarget} is null) or (${t.type} = 0 and ${t.peopleTarget} >= 1 and ${t.endTime} is null)`,
    ),
    check('gift_rooms_winners_check', sql`${t.winners} between 1 and 1000`),
    check('gift_rooms_people_check', sql`${t.totalPeople} >= 0`),
    check('gift_rooms_money_check', sql`${t.ticket} >= 0 and ${t.minDeposit} >= 0`),
  ],
);

/**
 * A room's prizes in listed order. `cash` / `coins`: `amount` thousandths of `money` / `score` (a host's held in
 * `hold_id`); `goods`: a catalogue item (official) or the host's escrowed backpack item (`knapsack_id`, consumed);
 * `box`: a case opened for the winner at the draw. `price` is the USD value at creation (coins at $1).
 */
export const giftPrizes = pgTable(
  'gift_prizes',
  {
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    idx: integer('idx').notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).$type<Milli>().notNull().default(ZERO_MILLI),
    goodsId: integer('goods_id'),
    boxId: text('box_id'),
    knapsackId: bigint('knapsack_id', { mode: 'number' }),
    holdId: bigint('hold_id', { mode: 'number' }),
    price: bigint('price', { mode: 'number' }).$type<Milli>().notNull(),
    /** Set at the draw: the winner, or null with `returned` when no winner was drawn for it. */
    winnerId: integer('winner_id'),
    /** The item the winner received (goods and boxes). */
    awardedKnapsackId: bigint('awarded_knapsack_id', { mode: 'number' }),
    returned: integer('returned').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.idx] }),
    check('gift_prizes_kind_check', sql`${t.kind} in ('cash', 'coins', 'goods', 'box')`),
    check('gift_prizes_price_check', sql`${t.price} >= 0 and ${t.amount} >= 0`),
  ],
);

/** Who joined, in join order (`seq` from 0), with the client seed frozen at that moment. */
export const giftParticipants = pgTable(
  'gift_participants',
  {
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    clientSeed: text('client_seed').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    uniqueIndex('gift_participants_seq_key').on(t.roomId, t.seq),
    index('gift_participants_user_idx').on(t.userId, t.roomId),
  ],
);

/** The draw: winner k (draw order), the roll's float and the index it picked among those not yet drawn. */
export const giftWinners = pgTable(
  'gift_winners',
  {
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    k: integer('k').notNull(),
    userId: integer('user_id').notNull(),
    float: doublePrecision('float').notNull(),
    pick: integer('pick').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.k] }), uniqueIndex('gift_winners_user_key').on(t.roomId, t.userId)],
);

/** Players the operator marked as hosts (`npm run ops -- host --user …`): they may create host rooms. */
export const giftHosts = pgTable('gift_hosts', {
  userId: integer('user_id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
