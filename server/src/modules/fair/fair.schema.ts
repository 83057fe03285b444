import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Provably-fair seed pairs (DESIGN §5): one active pair per player. `nonce` is the next nonce to use; it is
 * taken with `UPDATE … SET nonce = nonce + $n … RETURNING` inside the bet's transaction.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fair_seeds_one_active_key').on(t.userId).where(sql`${t.active}`),
    index('fair_seeds_user_idx').on(t.userId, t.id),
  ],
);

/** Every provably-fair roll drawn from a player's seed pair, with what it decided. */
export const rolls = pgTable(
  'rolls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** `case`, `upgrade`, … (fair/games.ts). */
    game: text('game').notNull(),
    seedId: bigint('seed_id', { mode: 'number' }).notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull(),
    round: integer('round').notNull().default(0),
    /** The client seed as it was when rolled (the player may change it later). */
    clientSeed: text('client_seed').notNull(),
    ticket: integer('ticket').notNull(),
    /** What the roll produced, e.g. `item` + knapsack id, or `upgrade` + attempt id. */
    refKind: text('ref_kind').notNull(),
    refId: text('ref_id').notNull(),
    goodsId: integer('goods_id'),
    boxId: text('box_id'),
    /** A case roll: the `contents_hash` of the ticket table it was drawn against (`case_versions`). */
    caseHash: text('case_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rolls_seed_nonce_round_key').on(t.seedId, t.nonce, t.round),
    index('rolls_user_idx').on(t.userId, t.id),
    index('rolls_game_idx').on(t.game),
  ],
);
