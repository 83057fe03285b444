import type { BoughtWith, ItemSource } from '@dropforge/shared/contract';
import { type Game, type Milli, type Roll, roll } from '@dropforge/shared/domain';
import { readMilli } from '../src/platform/db';
import type { TestApp } from './app';

/** Puts goods straight into a player's backpack (test setup, as `fund` is for money); answers the knapsack ids. */
export async function grantItems(
  app: TestApp,
  userId: number,
  goodsIds: number[],
  source: ItemSource = 'case',
  boughtWith: BoughtWith = 'money',
): Promise<number[]> {
  const rows = await app.database.withTx((tx) => app.inventory.service.grant(tx, userId, goodsIds, source, boughtWith));
  return rows.map((r) => r.knapsack_id);
}

/** The player's next roll of `game`, computed from the still secret server seed (only a test may look). */
export async function peekRoll(app: TestApp, userId: number, game: Game): Promise<Roll & { nonce: number }> {
  await app.fair.service.current(userId);
  const { rows } = await app.database.pool.query(
    'select server_seed, client_seed, nonce from fair_seeds where user_id = $1 and active',
    [userId],
  );
  const seed = rows[0] as { server_seed: string; client_seed: string; nonce: string };
  const nonce = Number(seed.nonce);
  return { ...roll({ serverSeed: seed.server_seed, game, clientSeed: seed.client_seed, nonce }), nonce };
}

/** Cheapest goods priced strictly inside (lo, hi) thousandths, or undefined. */
export async function goodsBetween(
  app: TestApp,
  lo: number,
  hi: number,
): Promise<{ id: number; price: Milli } | undefined> {
  const { rows } = await app.database.pool.query(
    'select id, price from goods where price > $1 and price < $2 order by price, id limit 1',
    [lo, hi],
  );
  return rows[0] ? { id: Number(rows[0].id), price: readMilli(rows[0].price) } : undefined;
}
