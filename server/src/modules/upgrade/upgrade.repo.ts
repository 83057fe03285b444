import type { Milli, UpgradeDirection } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db';

export type UpgradeValues = {
  userId: number;
  stakeItems: number[];
  amount: Milli;
  stakeValue: Milli;
  targetGoodsId: number;
  targetPrice: Milli;
  winTickets: number;
  direction: UpgradeDirection;
  ticket: number;
  success: boolean;
  coins: Milli;
  knapsackId: number | null;
  debitTxId: number | null;
  seedId: number;
  nonce: number;
  round: number;
  serverSeedHash: string;
  clientSeed: string;
};

export type UpgradeRow = {
  id: number;
  success: boolean;
  win_tickets: number;
  ticket: number;
  direction: UpgradeDirection;
  stake_value: number;
  amount: number;
  target_goods_id: number;
  coins: number;
  nonce: number;
  server_seed_hash: string;
  client_seed: string;
  created_at: Date | string;
};

/** Records an attempt inside its transaction; answers its id. */
export async function insertUpgrade(tx: Tx, v: UpgradeValues): Promise<number> {
  const res = await tx.execute<{ id: number }>(sql`
    insert into upgrades (user_id, stake_items, amount, stake_value, target_goods_id, target_price, win_tickets,
      direction, ticket, success, coins, knapsack_id, debit_tx_id, seed_id, nonce, round, server_seed_hash, client_seed)
    values (${v.userId}, ${`{${v.stakeItems.join(',')}}`}::bigint[], ${v.amount}, ${v.stakeValue}, ${v.targetGoodsId},
      ${v.targetPrice}, ${v.winTickets}, ${v.direction}, ${v.ticket}, ${v.success}, ${v.coins}, ${v.knapsackId},
      ${v.debitTxId}, ${v.seedId}, ${v.nonce}, ${v.round}, ${v.serverSeedHash}, ${v.clientSeed})
    returning id`);
  return Number(res.rows[0]!.id);
}

/** One page of a player's attempts, newest first, with the total. */
export async function historyPage(db: Executor, userId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db.execute<UpgradeRow>(sql`
      select id, success, win_tickets, ticket, direction, stake_value, amount, target_goods_id, coins, nonce,
        server_seed_hash, client_seed, created_at
      from upgrades where user_id = ${userId}
      order by id desc limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from upgrades where user_id = ${userId}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** Upgrades so far (counters.upgrade). */
export async function countUpgrades(db: Executor): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from upgrades`);
  return res.rows[0]?.n ?? 0;
}
