import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The highest VIP level a player has reached; a rise is announced on the bus once. */
export const vipLevels = pgTable('vip_levels', {
  userId: integer('user_id').primaryKey(),
  level: integer('level').notNull(),
  reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A level's reward (`red_money`, thousandths) paid to a player: once per player and level (primary key). */
export const vipRewards = pgTable(
  'vip_rewards',
  {
    userId: integer('user_id').notNull(),
    level: integer('level').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.level] })],
);

/** Rakeback accrued by one bet (`bet_key` unique: a replayed bet accrues once), until a daily claim takes it. */
export const rakebackAccruals = pgTable(
  'rakeback_accruals',
  {
    betKey: text('bet_key').primaryKey(),
    userId: integer('user_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    claimId: bigint('claim_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rakeback_accruals_user').on(t.userId, t.claimId)],
);

/** One rakeback claim per player and UTC day. */
export const rakebackClaims = pgTable(
  'rakeback_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    day: date('day').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rakeback_claims_daily').on(t.userId, t.day)],
);

/** A level box taken: once per player and level (primary key), with the item its open dropped. */
export const vipBoxClaims = pgTable(
  'vip_box_claims',
  {
    userId: integer('user_id').notNull(),
    level: integer('level').notNull(),
    boxId: text('box_id').notNull(),
    knapsackId: bigint('knapsack_id', { mode: 'number' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.level] })],
);

/**
 * What counts towards VIP tasks: one row per event (`source_key` unique: a bet key, `battle-won:{id}`), so a replayed
 * bet or a repeated bus message counts once. `at` is the app clock's time (periods are UTC days and ISO weeks).
 */
export const vipTaskProgress = pgTable(
  'vip_task_progress',
  {
    sourceKey: text('source_key').primaryKey(),
    userId: integer('user_id').notNull(),
    /** case_opens | upgrades | battles | battle_wins */
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vip_task_progress_user').on(t.userId, t.kind, t.at)],
);

/** A task's reward paid: once per player, task and period (primary key). */
export const vipTaskClaims = pgTable(
  'vip_task_claims',
  {
    userId: integer('user_id').notNull(),
    taskId: integer('task_id').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId, t.periodStart] })],
);
