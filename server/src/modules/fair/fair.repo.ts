import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';

export type SeedRow = {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  active: boolean;
};

export type LogRow = {
  game: string;
  box_id: string | null;
  case_hash: string | null;
  nonce: number;
  round: number;
  client_seed: string;
  server_seed_hash: string;
  server_seed: string | null;
  ticket: number;
  goods_id: number | null;
  ref_kind: string;
  ref_id: string;
  created_at: Date | string;
};

/** One roll to record: where it came from, its ticket and what it decided. */
export type RollValues = {
  game: string;
  seedId: number;
  nonce: number;
  round: number;
  clientSeed: string;
  ticket: number;
  refKind: string;
  refId: string;
  goodsId: number | null;
  boxId: string | null;
  caseHash: string | null;
};

const SEED_COLUMNS = sql`id, server_seed, server_seed_hash, client_seed, nonce, active`;

export async function insertSeed(
  db: Executor,
  userId: number,
  seed: { serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<void> {
  await db.execute(sql`
    insert into fair_seeds (user_id, server_seed, server_seed_hash, client_seed)
    values (${userId}, ${seed.serverSeed}, ${seed.serverSeedHash}, ${seed.clientSeed})
    on conflict (user_id) where active do nothing`);
}

export async function activeSeed(db: Executor, userId: number): Promise<SeedRow | undefined> {
  const res = await db.execute<SeedRow>(
    sql`select ${SEED_COLUMNS} from fair_seeds where user_id = ${userId} and active`,
  );
  return res.rows[0];
}

/** Takes `count` nonces of the active pair (the row stays locked until the caller's transaction ends). */
export async function takeNonces(
  db: Executor,
  userId: number,
  count: number,
): Promise<(SeedRow & { first: number }) | undefined> {
  const res = await db.execute<SeedRow & { first: number }>(sql`
    update fair_seeds set nonce = nonce + ${count}
    where user_id = ${userId} and active
    returning id, server_seed, server_seed_hash, client_seed, nonce - ${count} as first`);
  return res.rows[0];
}

export async function setClientSeed(db: Executor, userId: number, clientSeed: string): Promise<SeedRow | undefined> {
  const res = await db.execute<SeedRow>(sql`
    update fair_seeds set client_seed = ${clientSeed} where user_id = ${userId} and active
    returning ${SEED_COLUMNS}`);
  return res.rows[0];
}

/** Retires the pair `seedId` if it is still the active one, revealing its server seed. */
/**
 * Retires the active pair `seedId`; with `graceMs`, only when none of the player's pairs was retired in that time
 * (a burst of bare rotations retires one pair, not one after the other).
 */
export async function retireSeed(
  db: Executor,
  userId: number,
  seedId: number,
  graceMs?: number,
): Promise<SeedRow | undefined> {
  const recent =
    graceMs === undefined
      ? sql``
      : sql`and not exists (select 1 from fair_seeds r where r.user_id = ${userId}
              and r.revealed_at > now() - make_interval(secs => ${graceMs / 1000}))`;
  const res = await db.execute<SeedRow>(sql`
    update fair_seeds set active = false, revealed_at = now() where user_id = ${userId} and id = ${seedId} and active
    ${recent}
    returning ${SEED_COLUMNS}`);
  return res.rows[0];
}

/** The statement recording rolls (a bet may run it on its own or inside another statement). */
export function rollsInsert(userId: number, entries: RollValues[]): SQL {
  const values = entries.map(
    (e) =>
      sql`(${userId}, ${e.game}, ${e.seedId}, ${e.nonce}, ${e.round}, ${e.clientSeed}, ${e.ticket},
           ${e.refKind}, ${e.refId}, ${e.goodsId}, ${e.boxId}, ${e.caseHash})`,
  );
  return sql`insert into rolls (user_id, game, seed_id, nonce, round, client_seed, ticket, ref_kind, ref_id, goods_id, box_id,
      case_hash)
    values ${sql.join(values, sql`, `)}`;
}

/** One page of a player's rolls, newest first, with the server seed once revealed. */
export async function logPage(db: Executor, userId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db.execute<LogRow>(sql`
      select r.game, r.box_id, r.case_hash, r.nonce, r.round, r.client_seed, s.server_seed_hash,
        case when s.revealed_at is null then null else s.server_seed end as server_seed,
        r.ticket, r.goods_id, r.ref_kind, r.ref_id, r.created_at
      from rolls r join fair_seeds s on s.id = r.seed_id
      where r.user_id = ${userId}
      order by r.id desc limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from rolls where user_id = ${userId}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}
