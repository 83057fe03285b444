import { randomBytes } from 'node:crypto';
import type { PfvLogEntry, PfvResult, RevealedSeedPair, SeedPair } from '@dropforge/shared/contract';
import { type Game, hashServerSeed, roll, SERVER_SEED_BYTES, seedFromBytes } from '@dropforge/shared/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, isoTime, type Tx } from '../../platform/db';

type SeedRow = {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  active: boolean;
};

/** One roll of a bet: its seed pair, nonce and round, and the ticket they give. */
export type DrawnRoll = {
  seedId: number;
  game: Game;
  nonce: number;
  round: number;
  ticket: number;
  serverSeedHash: string;
  clientSeed: string;
};

export const PFV_LOG_PAGE_SIZE = 10;

const publicPair = (r: SeedRow): SeedPair => ({
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: Number(r.nonce),
});
const revealed = (r: SeedRow): RevealedSeedPair => ({ ...publicPair(r), serverSeed: r.server_seed });

/** A fresh server seed (32 bytes of node:crypto randomness) and a random default client seed. */
function freshSeed() {
  const serverSeed = seedFromBytes(randomBytes(SERVER_SEED_BYTES));
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: randomBytes(8).toString('hex') };
}

async function insertSeed(db: Executor, userId: number, clientSeed?: string): Promise<void> {
  const seed = freshSeed();
  await db.execute(sql`
    insert into fair_seeds (user_id, server_seed, server_seed_hash, client_seed)
    values (${userId}, ${seed.serverSeed}, ${seed.serverSeedHash}, ${clientSeed ?? seed.clientSeed})
    on conflict (user_id) where active do nothing`);
}

async function activeSeed(db: Executor, userId: number): Promise<SeedRow | undefined> {
  const res = await db.execute<SeedRow>(sql`
    select id, server_seed, server_seed_hash, client_seed, nonce, active
    from fair_seeds where user_id = ${userId} and active`);
  return res.rows[0];
}

/** Seed pairs, nonces and rolls (DESIGN §5); the pair is created on first use. */
export type RollRecord = { roll: DrawnRoll; refKind: string; refId: string; goodsId?: number; boxId?: string };

/** The statement recording rolls (a bet may run it on its own or inside another statement). */
function rollsInsert(userId: number, entries: RollRecord[]): SQL {
  const values = entries.map(
    (e) =>
      sql`(${userId}, ${e.roll.game}, ${e.roll.seedId}, ${e.roll.nonce}, ${e.roll.round}, ${e.roll.clientSeed}, ${e.roll.ticket},
           ${e.refKind}, ${e.refId}, ${e.goodsId ?? null}, ${e.boxId ?? null})`,
  );
  return sql`insert into rolls (user_id, game, seed_id, nonce, round, client_seed, ticket, ref_kind, ref_id, goods_id, box_id)
    values ${sql.join(values, sql`, `)}`;
}

export function createFair(database: Database) {
  const { db } = database;

  async function ensure(userId: number): Promise<SeedRow> {
    const found = await activeSeed(db, userId);
    if (found) return found;
    await insertSeed(db, userId);
    return (await activeSeed(db, userId))!;
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
      const take = () =>
        tx.execute<SeedRow & { first: number }>(sql`
          update fair_seeds set nonce = nonce + ${count}
          where user_id = ${userId} and active
          returning id, server_seed, server_seed_hash, client_seed, nonce - ${count} as first`);
      let res = await take();
      if (res.rows.length === 0) {
        await insertSeed(tx, userId);
        res = await take();
      }
      const seed = res.rows[0]!;
      const first = Number(seed.first);
      return Array.from({ length: count }, (_, i) => {
        const nonce = first + i;
        const { ticket } = roll({ serverSeed: seed.server_seed, game, clientSeed: seed.client_seed, nonce, round: 0 });
        return {
          seedId: Number(seed.id),
          game,
          nonce,
          round: 0,
          ticket,
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
      const res = await db.execute<SeedRow>(sql`
        update fair_seeds set client_seed = ${clientSeed} where user_id = ${userId} and active
        returning id, server_seed, server_seed_hash, client_seed, nonce, active`);
      return { previous: null, current: publicPair(res.rows[0] ?? (await ensure(userId))) };
    },

    /** Reveals the active server seed and commits a new pair (nonce 0), keeping or replacing the client seed. */
    async rotate(userId: number, clientSeed?: string): Promise<PfvResult> {
      await ensure(userId);
      return database.withTx(async (tx) => {
        const old = await tx.execute<SeedRow>(sql`
          update fair_seeds set active = false, revealed_at = now() where user_id = ${userId} and active
          returning id, server_seed, server_seed_hash, client_seed, nonce, active`);
        const previous = old.rows[0];
        await insertSeed(tx, userId, clientSeed ?? previous?.client_seed);
        const current = await activeSeed(tx, userId);
        return { previous: previous ? revealed(previous) : null, current: publicPair(current!) };
      });
    },

    async log(userId: number, page: number) {
      const [rows, total] = await Promise.all([
        db.execute<{
          game: string;
          box_id: string | null;
          nonce: number;
          round: number;
          client_seed: string;
          server_seed_hash: string;
          server_seed: string | null;
          ticket: number;
          goods_id: number | null;
          created_at: Date | string;
        }>(sql`
          select r.game, r.box_id, r.nonce, r.round, r.client_seed, s.server_seed_hash,
            case when s.revealed_at is null then null else s.server_seed end as server_seed,
            r.ticket, r.goods_id, r.created_at
          from rolls r join fair_seeds s on s.id = r.seed_id
          where r.user_id = ${userId}
          order by r.id desc limit ${PFV_LOG_PAGE_SIZE} offset ${(page - 1) * PFV_LOG_PAGE_SIZE}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n from rolls where user_id = ${userId}`),
      ]);
      const list: PfvLogEntry[] = rows.rows.map((r) => ({
        game: r.game,
        box_id: r.box_id,
        nonce: Number(r.nonce),
        round: r.round,
        clientSeed: r.client_seed,
        serverSeedHash: r.server_seed_hash,
        serverSeed: r.server_seed,
        ticket: r.ticket,
        goods_id: r.goods_id,
        created_at: isoTime(r.created_at),
      }));
      return { list, page, total: total.rows[0]?.n ?? 0 };
    },
  };
}

export type Fair = ReturnType<typeof createFair>;
