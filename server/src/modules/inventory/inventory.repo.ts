import type { BackpackQuery, BoughtWith, ItemSource, ItemState } from '@dropforge/shared/contract';
import { type Milli, parseMilli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { type Executor, readMilli, type Tx } from '../../platform/db';

export type ItemRow = {
  knapsack_id: number;
  owner_id: number;
  goods_id: number;
  price: Milli;
  source: string;
  bought_with: BoughtWith;
  state: ItemState;
  created_at: Date | string;
};

const COLUMNS = sql`knapsack_id, owner_id, goods_id, price, source, bought_with, state, created_at`;

/** New owned items, in the order of `grants`. */
export async function insertItems(
  tx: Tx,
  ownerId: number,
  grants: Array<{ goodsId: number; price: Milli }>,
  source: ItemSource,
  boughtWith: BoughtWith,
): Promise<ItemRow[]> {
  if (grants.length === 0) return [];
  const values = grants.map((g) => sql`(${ownerId}, ${g.goodsId}, ${g.price}, ${source}, ${boughtWith})`);
  const res = await tx.execute<ItemRow>(sql`
    insert into items (owner_id, goods_id, price, source, bought_with)
    values ${sql.join(values, sql`, `)}
    returning ${COLUMNS}`);
  // Serial ids follow the order of the values.
  return res.rows.map(normalize).sort((a, b) => a.knapsack_id - b.knapsack_id);
}

const normalize = (r: ItemRow): ItemRow => ({
  ...r,
  knapsack_id: Number(r.knapsack_id),
  price: readMilli(r.price),
});

/**
 * Moves the owner's items from `from` to `to` in one statement and answers those that moved, each with
 * the goods' current catalogue price. Rows already in another state (or of another owner) do not move.
 */
export async function moveState(
  tx: Tx,
  ownerId: number,
  knapsackIds: number[],
  from: ItemState,
  to: ItemState,
  opts: { excludeSources?: ItemSource[] } = {},
): Promise<Array<ItemRow & { current_price: Milli }>> {
  const excluded = opts.excludeSources?.length
    ? sql`and i.source not in (${sql.join(
        opts.excludeSources.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql``;
  const res = await tx.execute<ItemRow & { current_price: Milli }>(sql`
    update items i set state = ${to}, updated_at = now()
    from goods g
    where g.id = i.goods_id and i.owner_id = ${ownerId} and i.state = ${from}
      and i.knapsack_id = any(${`{${knapsackIds.join(',')}}`}::bigint[]) ${excluded}
    returning i.knapsack_id, i.owner_id, i.goods_id, i.price, i.source, i.bought_with, i.state, i.created_at,
      g.price as current_price`);
  return res.rows.map((r) => ({ ...normalize(r), current_price: readMilli(r.current_price) }));
}

const priceRange = (range: string | undefined) => {
  if (!range) return sql``;
  const [lo, hi] = range.split('-');
  const parts = [];
  if (lo) parts.push(sql`and g.price >= ${parseMilli(lo)}`);
  if (hi) parts.push(sql`and g.price <= ${parseMilli(hi)}`);
  return sql.join(parts, sql` `);
};

/** One page of a backpack (filters and order of spec §7), with the total. */
export async function backpackPage(db: Executor, ownerId: number, q: BackpackQuery) {
  const where = sql`
    from items i join goods g on g.id = i.goods_id
    where i.owner_id = ${ownerId}
      ${q.state === 'all' ? sql`` : sql`and i.state = ${q.state}`}
      ${q.quality ? sql`and g.quality = ${q.quality}` : sql``}
      ${q.type ? sql`and g.category_type = ${q.type}` : sql``}
      ${priceRange(q.price)}`;
  const dir = q.sort === 'asc' ? sql`asc` : sql`desc`;
  const order = q.field === 'price' ? sql`g.price ${dir}, i.knapsack_id ${dir}` : sql`i.knapsack_id ${dir}`;
  const [rows, total] = await Promise.all([
    db.execute<ItemRow>(sql`
      select i.knapsack_id, i.owner_id, i.goods_id, i.price, i.source, i.bought_with, i.state, i.created_at
      ${where} order by ${order} limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n ${where}`),
  ]);
  return { rows: rows.rows.map(normalize), total: total.rows[0]?.n ?? 0 };
}

export async function itemsOf(db: Executor, knapsackIds: number[]): Promise<ItemRow[]> {
  if (knapsackIds.length === 0) return [];
  const res = await db.execute<ItemRow>(sql`
    select ${COLUMNS} from items where knapsack_id = any(${`{${knapsackIds.join(',')}}`}::bigint[])`);
  return res.rows.map(normalize);
}

/** Current catalogue prices of goods (thousandths), read through the caller's transaction. */
export async function goodsPrices(tx: Executor, goodsIds: number[]): Promise<Map<number, Milli>> {
  if (goodsIds.length === 0) return new Map();
  const res = await tx.execute<{ id: number; price: Milli }>(sql`
    select id, price from goods where id = any(${`{${[...new Set(goodsIds)].join(',')}}`}::int[])`);
  return new Map<number, Milli>(res.rows.map((r) => [Number(r.id), readMilli(r.price)]));
}
