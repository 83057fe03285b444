import type { Lang, Milli } from '@dropforge/shared/domain';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern, type Executor, readMilli, type Tx } from '../../platform/db';
import type { GoodsRow } from '../catalog';
import type { MallCandidate } from './mall.content';

/** The goods columns the content rules look at, for every catalogue row. */
export async function candidates(db: Executor): Promise<MallCandidate[]> {
  const res = await db.execute<{
    id: number;
    hash_name: string;
    price: string;
    category_type: string;
    category_value: string;
    type_name: string;
    quality: string;
  }>(sql`select id, hash_name, price, category_type, category_value, type_name, quality from goods`);
  return res.rows.map((r) => ({
    id: Number(r.id),
    hashName: r.hash_name,
    price: readMilli(r.price),
    categoryType: r.category_type,
    categoryValue: r.category_value,
    typeName: r.type_name,
    quality: r.quality,
  }));
}

export type ApplySummary = { added: number; restocked: number; removed: number; offered: number; written: number };

/**
 * Makes `mall_stock` exactly the selection, in the caller's transaction: new goods get their units, rows whose
 * configured units or edition changed are restocked (`stock = restock`), rows still configured the same keep
 * the stock they have (units sold stay sold across restarts), goods no longer selected are removed; the name
 * and price copies follow the catalogue. Serialised by an advisory lock: instances booting together take turns.
 */
export async function applyStock(tx: Tx, units: Map<number, number>, edition: string): Promise<ApplySummary> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mall_stock_apply'))`);
  const wanted = JSON.stringify([...units].sort((a, b) => a[0] - b[0]).map(([goods_id, n]) => ({ goods_id, n })));
  // Every part of one statement sees the table as it was before it: `before` is the old state.
  const res = await tx.execute<ApplySummary>(sql`
    with want as (
      select w.goods_id, w.n, g.names, g.price,
        lower(g.hash_name || chr(10) || (select coalesce(string_agg(distinct e.value, chr(10) order by e.value), '')
          from jsonb_each_text(g.names) e)) as search
      from jsonb_to_recordset(${wanted}::jsonb) as w(goods_id int, n int)
      join goods g on g.id = w.goods_id),
    before as (select goods_id, restock, edition from mall_stock),
    gone as (
      delete from mall_stock s where not exists (select 1 from want w where w.goods_id = s.goods_id)
      returning 1),
    put as (
      insert into mall_stock as s (goods_id, stock, restock, edition, search, names, price)
      select goods_id, n, n, ${edition}, search, names, price from want order by goods_id
      on conflict (goods_id) do update set
        stock = case when (s.restock, s.edition) is distinct from (excluded.restock, excluded.edition)
          then excluded.stock else s.stock end,
        restock = excluded.restock, edition = excluded.edition, search = excluded.search, names = excluded.names,
        price = excluded.price, updated_at = now()
      where (s.restock, s.edition, s.search, s.names, s.price) is distinct from
        (excluded.restock, excluded.edition, excluded.search, excluded.names, excluded.price)
      returning 1)
    select (select count(*)::int from want w where not exists (select 1 from before b where b.goods_id = w.goods_id))
        as added,
      (select count(*)::int from want w join before b on b.goods_id = w.goods_id
        where (b.restock, b.edition) is distinct from (w.n, ${edition}::text)) as restocked,
      (select count(*)::int from gone) as removed,
      (select count(*)::int from want) as offered,
      (select count(*)::int from put) as written`);
  return res.rows[0]!;
}

/** Fresh planner statistics after an apply changed rows (the listing's plans depend on the in-stock share). */
export async function analyzeStock(db: Executor): Promise<void> {
  await db.execute(sql`analyze mall_stock`);
}

export type MallFilter = {
  /** Thousandths, inclusive. */
  from?: number;
  to?: number;
  name?: string;
  field: 'price' | 'name';
  sort: 'asc' | 'desc';
  lang: Lang;
  limit: number;
  offset: number;
};

type RawGoods = {
  id: number;
  hash_name: string;
  e_name: string;
  names: Record<Lang, string>;
  picture: string;
  price: Milli;
  price_source: string;
  price_updated_at: Date;
  quality: string;
  quality_color: string;
  appearance: string;
  appearance_short: string;
  category_type: string;
  category_value: string;
  type_name: string;
  w_name: string;
  float_min: number | null;
  float_max: number | null;
  item_id: number;
  kind: string;
  wear: string | null;
  updated_at: Date;
};

/** A catalogue row read by raw SQL, in the catalogue's own shape (so `goodsView` renders it). */
const goodsRowOf = (r: RawGoods): GoodsRow => ({
  id: Number(r.id),
  hashName: r.hash_name,
  eName: r.e_name,
  names: r.names,
  picture: r.picture,
  price: readMilli(r.price),
  priceSource: r.price_source,
  priceUpdatedAt: r.price_updated_at,
  quality: r.quality,
  qualityColor: r.quality_color,
  appearance: r.appearance,
  appearanceShort: r.appearance_short,
  categoryType: r.category_type,
  categoryValue: r.category_value,
  typeName: r.type_name,
  wName: r.w_name,
  floatMin: r.float_min,
  floatMax: r.float_max,
  itemId: Number(r.item_id),
  kind: r.kind,
  wear: r.wear,
  updatedAt: r.updated_at,
});

/**
 * In-stock goods of the mall by price range and name part (hash name or any language's name, case-insensitive),
 * one page with its catalogue rows, and the total: filter, order and count run on `mall_stock` alone (names and
 * prices matched and sorted on the row's copies; the partial index on `(price, goods_id) where stock > 0` serves
 * the price order and ranges), and only the page's goods rows are read, in the same statement.
 */
export async function listPage(db: Executor, q: MallFilter) {
  const where: SQL[] = [sql`s.stock > 0`];
  if (q.from !== undefined) where.push(sql`s.price >= ${q.from}`);
  if (q.to !== undefined) where.push(sql`s.price <= ${q.to}`);
  if (q.name) where.push(sql`s.search like lower(${containsPattern(q.name)})`);
  const filter = sql`from mall_stock s where ${sql.join(where, sql` and `)}`;
  const dir = q.sort === 'desc' ? sql`desc` : sql`asc`;
  const key = q.field === 'name' ? sql`coalesce(nullif(s.names->>${q.lang}, ''), s.names->>'en')` : sql`s.price`;
  const [page, total] = await Promise.all([
    db.execute<RawGoods & { stock: number }>(sql`
      with page as (
        select s.goods_id, s.stock, ${key} as k ${filter}
        order by ${key} ${dir}, s.goods_id ${dir} limit ${q.limit} offset ${q.offset})
      select g.*, page.stock from page join goods g on g.id = page.goods_id
      order by page.k ${dir}, page.goods_id ${dir}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n ${filter}`),
  ]);
  const rows = page.rows.map((r) => ({ goods: goodsRowOf(r), stock: r.stock }));
  return { rows, total: total.rows[0]!.n };
}

/** Brings the price copies in line with the catalogue (after a price refresh); answers the rows changed. */
export async function syncPrices(db: Executor): Promise<number> {
  const res = await db.execute(sql`
    update mall_stock s set price = g.price from goods g where g.id = s.goods_id and s.price <> g.price`);
  return res.rowCount ?? 0;
}

/**
 * Takes one unit of a goods in the purchase's transaction and answers the units left and the goods' current
 * catalogue price; undefined when it is not offered or sold out (the row lock serialises buyers of one goods).
 */
export async function takeUnit(
  tx: Tx,
  goodsId: number,
): Promise<{ stock: number; price: Milli; hashName: string } | undefined> {
  const res = await tx.execute<{ stock: number; price: string; hash_name: string }>(sql`
    update mall_stock s set stock = s.stock - 1, price = g.price, updated_at = now()
    from goods g
    where s.goods_id = ${goodsId} and g.id = s.goods_id and s.stock > 0
    returning s.stock, g.price, g.hash_name`);
  const row = res.rows[0];
  return row && { stock: row.stock, price: readMilli(row.price), hashName: row.hash_name };
}

/** Units of the goods offered by the mall (goods not offered are absent). */
export async function stockOf(db: Executor, goodsIds: number[]): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map();
  const res = await db.execute<{ goods_id: number; stock: number }>(sql`
    select goods_id, stock from mall_stock where goods_id = any(${`{${goodsIds.join(',')}}`}::int[])`);
  return new Map(res.rows.map((r) => [Number(r.goods_id), r.stock]));
}

export type VariantRow = {
  id: number;
  appearance: string;
  appearance_short: string;
  type_name: string;
  price: string;
  stock: number;
};

/** The mall's other goods of a cs2-lib item (other exteriors, StatTrak™ twins), by goods id. */
export async function variants(db: Executor, itemId: number, except: number): Promise<VariantRow[]> {
  const res = await db.execute<VariantRow>(sql`
    select g.id, g.appearance, g.appearance_short, g.type_name, g.price, s.stock
    from goods g join mall_stock s on s.goods_id = g.id
    where g.item_id = ${itemId} and g.id <> ${except}
    order by g.id`);
  return res.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export type PurchaseRow = { goods_id: number; knapsack_id: number; price: Milli; shop_score: Milli; stock: number };

/** The purchase a player made with a request key, if any. */
export async function purchaseByKey(db: Executor, userId: number, key: string): Promise<PurchaseRow | undefined> {
  const res = await db.execute<PurchaseRow>(sql`
    select goods_id, knapsack_id, price, shop_score, stock from mall_purchases
    where user_id = ${userId} and request_key = ${key}`);
  const row = res.rows[0];
  return (
    row && {
      goods_id: Number(row.goods_id),
      knapsack_id: Number(row.knapsack_id),
      price: readMilli(row.price),
      shop_score: readMilli(row.shop_score),
      stock: row.stock,
    }
  );
}

/** The purchase record, as a statement to run alongside the drop-feed insert (one round trip). */
export function purchaseInsert(p: {
  userId: number;
  goodsId: number;
  knapsackId: number;
  price: Milli;
  shopScore: Milli;
  stock: number;
  requestKey: string | undefined;
}): SQL {
  return sql`insert into mall_purchases (user_id, goods_id, knapsack_id, price, shop_score, stock, request_key)
    values (${p.userId}, ${p.goodsId}, ${p.knapsackId}, ${p.price}, ${p.shopScore}, ${p.stock}, ${p.requestKey ?? null})`;
}
