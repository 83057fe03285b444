// Upgrades and mall buys over HTTP, closed loop: each autocannon connection is its own signed-in player
// (bench/players.ts), and every request is a real bet or purchase through the normal endpoint.

import type { Running } from '../server/src/main';
import { type LoadResult, load } from './load';
import { makePlayers } from './players';

export type MoneyBenchRow = LoadResult & { players: number; what: string };

const api = async <T>(running: Running, path: string): Promise<T> => {
  const res = (await fetch(`${running.url}${path}`).then((r) => r.json())) as {
    code: number;
    msg: string;
    data: unknown;
  };
  if (res.code !== 200) throw new Error(`bench: GET ${path} answered ${res.code} ${res.msg}`);
  return res.data as T;
};

/**
 * `POST /api/upgrade` with a stake of $1 of balance (no items: the body's `amount`; an item stake would be used up
 * by its first attempt) toward one catalogue item priced $2–$3, direction `under`. Each request is a full
 * attempt: debit, roll, then either the target granted to the backpack or the failure coins credited, the
 * attempt row and the drop. Players hold $100 000 each, far more than a run can spend.
 */
export async function benchUpgrades(running: Running, players: number, seconds: number): Promise<MoneyBenchRow> {
  const targets = await api<{ list: Array<{ id: number; price: number; hash_name?: string }> }>(
    running,
    '/api/upgrade/targets?min=1&price=2&max_price=3&limit=1',
  );
  const target = targets.list[0];
  if (!target) throw new Error('bench upgrades: no catalogue goods priced $2–$3');
  const tokens = await makePlayers(running, players, 'upgrader', { money: 100_000_000 });
  const result = await load({
    url: `${running.url}/api/upgrade`,
    method: 'POST',
    body: JSON.stringify({ knapsack_id: [], amount: 1, target_id: target.id, direction: 'under' }),
    connections: players,
    seconds,
    tokens,
  });
  return { ...result, players, what: `$1 balance → $${target.price} item` };
}

/**
 * `GET /api/system_shop/{id}/buy`: each connection buys its own one of the cheapest goods the mall offers (one
 * goods per connection, so buyers do not queue on one stock row), paid in shop score. Before the run the stock of
 * those goods is raised to at least 1 000 000 units directly in SQL (`mall_stock`), so it cannot run out;
 * content/mall/ sets the stock again at the next boot. Each request takes a unit, grants the item to the backpack,
 * debits the shop score and records the purchase and the drop.
 */
export async function benchMallBuys(running: Running, players: number, seconds: number): Promise<MoneyBenchRow> {
  const { rows } = await running.database.pool.query<{ goods_id: number }>(
    `select s.goods_id from mall_stock s join goods g on g.id = s.goods_id
     where s.stock > 0 and g.price > 0 order by g.price, s.goods_id limit $1`,
    [players],
  );
  if (rows.length === 0) throw new Error('bench mall buys: the mall offers nothing (content/mall/ not applied?)');
  const goods = rows.map((r) => r.goods_id);
  await running.database.pool.query(
    'update mall_stock set stock = greatest(stock, 1000000) where goods_id = any($1::int[])',
    [goods],
  );
  const tokens = await makePlayers(running, players, 'buyer', { shop_score: 100_000_000 });
  const result = await load({
    url: running.url,
    clientPaths: goods.map((id) => `/api/system_shop/${id}/buy`),
    connections: players,
    seconds,
    tokens,
  });
  return { ...result, players, what: `${goods.length} cheapest goods, one per player` };
}
