import { randomBytes } from 'node:crypto';
import type { PfvLogEntry, PfvResult, RevealedSeedPair, SeedPair } from '@dropforge/shared/contract';
import { type Game, hashServerSeed, roll, SERVER_SEED_BYTES, seedFromBytes } from '@dropforge/shared/domain';
import type { SQL } from 'drizzle-orm';
import { type Database, isoTime, type Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import * as repo from './fair.repo';

/** A bare rotation within this time of the player's last rotation rotates nothing (409 `seeds_changed`). */
export const ROTATE_GRACE_MS = 5_000;

/** One roll of a bet: its seed pair, nonce and round, and the ticket (and float) they give. */
export type DrawnRoll = {
  seedId: number;
  game: Game;
  nonce: number;
  round: number;
  ticket: number;
  /** The roll's float in [0, 1) (`ticket = floor(float × 10^8)`). */
  float: number;
  serverSeedHash: string;
  clientSeed: string;
};

/** What a recorded roll decided (`ref`: e.g. `item` + knapsack id, `upgrade` + attempt id). */
export type RollRecord = {
  roll: DrawnRoll;
  refKind: string;
  refId: string;
  goodsId?: number;
  boxId?: string;
  caseHash?: string;
};

export const PFV_LOG_PAGE_SIZE = 10;

const publicPair = (r: repo.SeedRow): SeedPair => ({
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: Number(r.nonce),
});
const revealed = (r: repo.SeedRow): RevealedSeedPair => ({ ...publicPair(r), serverSeed: r.server_seed });

/** A fresh server seed (32 bytes of node:crypto randomness) and a random default client seed. */
function freshSeed(clientSeed?: string) {
  const serverSeed = seedFromBytes(randomBytes(SERVER_SEED_BYTES));
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: clientSeed ?? randomBytes(8).toString('hex'),
  };
}

/** The statement recording rolls; a bet may run it inside another statement (`drops.record`'s `alongside`). */
function rollsInsert(userId: number, entries: RollRecord[]): SQL {
  return repo.rollsInsert(
    userId,
    entries.map((e) => ({
      game: e.roll.game,
      seedId: e.roll.seedId,
      nonce: e.roll.nonce,
      round: e.roll.round,
      clientSeed: e.roll.clientSeed,
      ticket: e.roll.ticket,
      refKind: e.refKind,
      refId: e.refId,
      goodsId: e.goodsId ?? null,
      boxId: e.boxId ?? null,
      caseHash: e.caseHash ?? null,
    })),
  );
}

/** Seed pairs, nonces and rolls of each player (DESIGN §5, decision 18); the pair is created on first use. */
export function createFair(database: Database) {
  const { db } = database;

  async function ensure(userId: number): Promise<repo.SeedRow> {
    const found = await repo.activeSeed(db, userId);
    if (found) return found;
    await repo.insertSeed(db, userId, freshSeed());
    return (await repo.activeSeed(db, userId))!;
  }

  return {
    async current(userId: number): Promise<SeedPair> {
      return publicPair(await ensure(userId));
    },

    /**
     * Takes `count` nonces of the player's active pair inside the bet's transaction (the row stays locked
     * until the bet commits) and draws one roll (round 0) per nonce.
     */
    async nextRolls(tx: Tx, userId: number, game: Game, count: number): Promise<DrawnRoll[]> {
      let seed = await repo.takeNonces(tx, userId, count);
      if (!seed) {
        await repo.insertSeed(tx, userId, freshSeed());
        seed = (await repo.takeNonces(tx, userId, count))!;
      }
      const first = Number(seed.first);
      return Array.from({ length: count }, (_, i) => {
        const nonce = first + i;
        const { ticket, float } = roll({ serverSeed: seed.server_seed, game, clientSeed: seed.client_seed, nonce });
        return {
          seedId: Number(seed.id),
          game,
          nonce,
          round: 0,
          ticket,
          float,
          serverSeedHash: seed.server_seed_hash,
          clientSeed: seed.client_seed,
        };
      });
    },

    /** Records what each roll decided (same transaction as the bet). */
    async recordRolls(tx: Tx, userId: number, entries: RollRecord[]): Promise<void> {
      if (entries.length > 0) await tx.execute(rollsInsert(userId, entries));
    },
    rollsInsert,

    /** Sets the client seed of the active pair (the nonce goes on). */
    async setClientSeed(userId: number, clientSeed: string): Promise<PfvResult> {
      await ensure(userId);
      const row = await repo.setClientSeed(db, userId, clientSeed);
      return { previous: null, current: publicPair(row ?? (await ensure(userId))) };
    },

    /**
     * Reveals the active server seed and commits a new pair (nonce 0), keeping or replacing the client seed.
     * It retires the pair the request saw (or named by `expectedHash`): when another rotation retired that pair
     * first, it rotates nothing and says so (409). Requests naming the pair they saw rotate exactly once together.
     * A bare rotation (no `expectedHash`) also says so when the player's seeds were rotated in the last
     * ROTATE_GRACE_MS: a burst of bare rotations (a double click, a client retrying) rotates once, since a request
     * that starts after the first one committed would otherwise see the new pair and retire it too.
     */
    async rotate(userId: number, clientSeed?: string, expectedHash?: string): Promise<PfvResult> {
      const seen = await ensure(userId);
      if (expectedHash !== undefined && expectedHash !== seen.server_seed_hash) throw new AppError('seeds_changed');
      return database.withTx(async (tx) => {
        const grace = expectedHash === undefined ? ROTATE_GRACE_MS : undefined;
        const previous = await repo.retireSeed(tx, userId, Number(seen.id), grace);
        if (!previous) throw new AppError('seeds_changed');
        await repo.insertSeed(tx, userId, freshSeed(clientSeed ?? previous.client_seed));
        const current = await repo.activeSeed(tx, userId);
        return { previous: revealed(previous), current: publicPair(current!) };
      });
    },

    async log(userId: number, page: number) {
      const { rows, total } = await repo.logPage(db, userId, PFV_LOG_PAGE_SIZE, (page - 1) * PFV_LOG_PAGE_SIZE);
      const list: PfvLogEntry[] = rows.map((r) => ({
        game: r.game,
        box_id: r.box_id,
        case_hash: r.case_hash,
        nonce: Number(r.nonce),
        round: r.round,
        clientSeed: r.client_seed,
        serverSeedHash: r.server_seed_hash,
        serverSeed: r.server_seed,
        ticket: r.ticket,
        goods_id: r.goods_id,
        // Event draws are recorded as `<event key>:<claim>`: the key names the prize table the ticket maps into.
        event_key: r.ref_kind === 'event' ? r.ref_id.split(':')[0]! : null,
        created_at: isoTime(r.created_at),
      }));
      return { list, page, total };
    },
  };
}

export type Fair = ReturnType<typeof createFair>;
