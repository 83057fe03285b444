import type { Milli } from '@dropforge/shared/domain';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern, type Executor } from '../../platform/db';
import { containers, goods } from './catalog.schema';

export type GoodsRow = typeof goods.$inferSelect;
export type ContainerRow = typeof containers.$inferSelect;
export type GoodsInsert = Omit<typeof goods.$inferInsert, 'priceUpdatedAt' | 'updatedAt'>;

const GOODS_COLUMNS = [
  ['id', 'int'],
  ['hash_name', 'text'],
  ['e_name', 'text'],
  ['names', 'jsonb'],
  ['picture', 'text'],
  ['price', 'bigint'],
  ['price_source', 'text'],
  ['quality', 'text'],
  ['quality_color', 'text'],
  ['appearance', 'text'],
  ['appearance_short', 'text'],
  ['category_type', 'text'],
  ['category_value', 'text'],
  ['type_name', 'text'],
  ['w_name', 'text'],
  ['float_min', 'float8'],
  ['float_max', 'float8'],
  ['item_id', 'int'],
  ['kind', 'text'],
  ['wear', 'text'],
] as const;
const DESCRIBED = GOODS_COLUMNS.filter(([c]) => c !== 'id' && c !== 'price' && c !== 'price_source').map(([c]) => c);

// An estimate never replaces a market price that is already there.
// An operator's override holds until it ends (price_overrides), whatever the import brings.
const KEEP_PRICE = `(excluded.price_source = 'estimate' and goods.price_source <> 'estimate') or goods.price_source = 'override'`;
const NEW_PRICE = `case when ${KEEP_PRICE} then goods.price else excluded.price end`;
const NEW_SOURCE = `case when ${KEEP_PRICE} then goods.price_source else excluded.price_source end`;

/**
 * Inserts or updates a batch of goods in one statement; unchanged rows are not written at all.
 * Returns how many rows were inserted and how many changed.
 */
export async function upsertGoods(db: Executor, rows: GoodsInsert[]): Promise<{ inserted: number; updated: number }> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const json = rows.map((r) => ({
    id: r.id,
    hash_name: r.hashName,
    e_name: r.eName,
    names: r.names,
    picture: r.picture,
    price: r.price,
    price_source: r.priceSource,
    quality: r.quality,
    quality_color: r.qualityColor,
    appearance: r.appearance,
    appearance_short: r.appearanceShort,
    category_type: r.categoryType,
    category_value: r.categoryValue,
    type_name: r.typeName,
    w_name: r.wName,
    float_min: r.floatMin ?? null,
    float_max: r.floatMax ?? null,
    item_id: r.itemId,
    kind: r.kind,
    wear: r.wear ?? null,
  }));
  const columns = GOODS_COLUMNS.map(([c]) => c).join(', ');
  const recordType = GOODS_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ');
  const [before, after] = `
    insert into goods as goods (${columns})
    select ${columns} from jsonb_to_recordset($1::jsonb) as x(${recordType})
    on conflict (id) do update set
      ${DESCRIBED.map((c) => `${c} = excluded.${c}`).join(', ')},
      price = ${NEW_PRICE},
      price_source = ${NEW_SOURCE},
      price_updated_at = case when goods.price is distinct from (${NEW_PRICE}) then now() else goods.price_updated_at end,
      updated_at = now()
    where (${DESCRIBED.map((c) => `goods.${c}`).join(', ')}, goods.price, goods.price_source)
      is distinct from (${DESCRIBED.map((c) => `excluded.${c}`).join(', ')}, ${NEW_PRICE}, ${NEW_SOURCE})
    returning (xmax = 0) as inserted`.split('$1');
  const result = await db.execute<{ inserted: boolean }>(
    sql.join([sql.raw(before!), sql`${JSON.stringify(json)}`, sql.raw(after!)]),
  );
  const inserted = result.rows.filter((r) => r.inserted).length;
  return { inserted, updated: result.rows.length - inserted };
}

export async function upsertContainers(db: Executor, rows: Array<typeof containers.$inferInsert>): Promise<number> {
  if (rows.length === 0) return 0;
  const changed = await db
    .insert(containers)
    .values(rows)
    .onConflictDoUpdate({
      target: containers.id,
      set: {
        goodsId: sql`excluded.goods_id`,
        hashName: sql`excluded.hash_name`,
        names: sql`excluded.names`,
        picture: sql`excluded.picture`,
        kind: sql`excluded.kind`,
        statTrak: sql`excluded.stat_trak`,
        items: sql`excluded.items`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(containers.goods_id, containers.hash_name, containers.names, containers.picture, containers.kind,
        containers.stat_trak, containers.items) is distinct from (excluded.goods_id, excluded.hash_name, excluded.names,
        excluded.picture, excluded.kind, excluded.stat_trak, excluded.items)`,
    })
    .returning({ id: containers.id });
  return changed.length;
}

/** Serialises catalogue imports (two instances booting together) until the transaction ends. */
export async function lockImport(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalog.import'))`);
}

/**
 * Sets the prices of the goods named in `prices` (by hash name) and nothing else; rows the source does
 * not know keep their price. Returns the number of rows whose price changed.
 */
export async function updatePrices(db: Executor, prices: Map<string, Milli>, source: string): Promise<number> {
  if (prices.size === 0) return 0;
  const list = [...prices].map(([hash_name, price]) => ({ hash_name, price }));
  const result = await db.execute(sql`
    update goods g set price = v.price, price_source = ${source}, price_updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as v(hash_name text, price bigint)
    where g.hash_name = v.hash_name and g.price_source <> 'override'
      and (g.price, g.price_source) is distinct from (v.price, ${source}::text)`);
  return result.rowCount ?? 0;
}

export async function countGoods(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goods);
  return row?.n ?? 0;
}

export function findGoodsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as GoodsRow[]);
  return db.select().from(goods).where(inArray(goods.id, ids));
}

export function findGoodsByHashNames(db: Executor, hashNames: string[]) {
  if (hashNames.length === 0) return Promise.resolve([] as GoodsRow[]);
  return db.select().from(goods).where(inArray(goods.hashName, hashNames));
}

export function findGoodsByItemIds(db: Executor, itemIds: number[]) {
  if (itemIds.length === 0) return Promise.resolve([] as GoodsRow[]);
  return db.select().from(goods).where(inArray(goods.itemId, itemIds));
}

/** What `searchGoods` filters by: prices in thousandths (`above` exclusive, `from`/`to` inclusive), a name part. */
export type GoodsSearch = {
  above?: Milli;
  from?: Milli;
  to?: Milli;
  name?: string;
  sort: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** Goods by price range and a case-insensitive name part (hash name or any language's name), by price. */
export async function searchGoods(db: Executor, q: GoodsSearch): Promise<{ rows: GoodsRow[]; total: number }> {
  const where: SQL[] = [];
  if (q.above !== undefined) where.push(gt(goods.price, q.above));
  if (q.from !== undefined) where.push(gte(goods.price, q.from));
  if (q.to !== undefined) where.push(lte(goods.price, q.to));
  if (q.name) {
    const pattern = containsPattern(q.name);
    where.push(
      or(
        ilike(goods.hashName, pattern),
        sql`exists (select 1 from jsonb_each_text(${goods.names}) n where n.value ilike ${pattern})`,
      )!,
    );
  }
  const filter = where.length > 0 ? and(...where) : undefined;
  const order = q.sort === 'desc' ? [desc(goods.price), desc(goods.id)] : [asc(goods.price), asc(goods.id)];
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(goods)
      .where(filter)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(goods).where(filter),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findContainer(db: Executor, id: number) {
  const rows = await db.select().from(containers).where(eq(containers.id, id)).limit(1);
  return rows[0];
}

export function listContainers(db: Executor, kind?: string) {
  const q = db.select().from(containers);
  return kind ? q.where(eq(containers.kind, kind)) : q;
}

/** Containers holding an item (as content or rare special). */
export function containersOfItem(db: Executor, itemId: number) {
  return db
    .select()
    .from(containers)
    .where(sql`${containers.items} @> ${JSON.stringify([{ item_id: itemId }])}::jsonb`);
}

export async function countsBy(db: Executor, column: 'quality' | 'appearance' | 'type_name') {
  const result = await db.execute<{ value: string; n: number }>(
    sql`select ${sql.identifier(column)} as value, count(*)::int as n from goods group by 1`,
  );
  return result.rows;
}

export async function categoryCounts(db: Executor) {
  const result = await db.execute<{ type: string; value: string; n: number }>(
    sql`select category_type as type, category_value as value, count(*)::int as n from goods group by 1, 2 order by 1, 2`,
  );
  return result.rows;
}

export async function priceSourceCounts(db: Executor) {
  const result = await db.execute<{ source: string; n: number }>(
    sql`select price_source as source, count(*)::int as n from goods group by 1 order by 1`,
  );
  return result.rows;
}
