import type { CatalogStatus } from '@dropforge/shared/contract';
import { type Milli, toAmount } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { containsPattern, type Executor } from '../../platform/db';
import { AppError } from '../../platform/http';
import { pictureUrl } from '../../platform/images';

const PAGE = 30;
export const MAX_OVERRIDE_DAYS = 90;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

type Row = {
  goods_id: number;
  price: number;
  previous_price: number;
  previous_source: string;
  reason: string;
  expires_at: Date;
};

/**
 * Sets (or replaces) an item's override in the caller's transaction; answers what the item was priced at before and
 * after. A replaced override keeps the market price it first replaced, so its end restores that.
 */
export async function setOverride(
  tx: Executor,
  o: { goodsId: number; price: Milli; reason: string; expiresAt: Date; operator: string; now: number },
) {
  const ms = o.expiresAt.getTime() - o.now;
  if (!(ms > 0 && ms <= MAX_OVERRIDE_DAYS * 86_400_000)) throw new AppError('override_expiry_invalid');
  const found = await tx.execute<{ price: number; price_source: string }>(
    sql`select price::float8 as price, price_source from goods where id = ${o.goodsId} for update`,
  );
  const item = found.rows[0];
  if (!item) throw new AppError('goods_not_found', { goods_ids: String(o.goodsId) });
  const old = await tx.execute<Row>(sql`select * from price_overrides where goods_id = ${o.goodsId}`);
  const previousPrice = old.rows[0] ? Number(old.rows[0].previous_price) : item.price;
  const previousSource = old.rows[0]?.previous_source ?? item.price_source;
  await tx.execute(sql`
    insert into price_overrides (goods_id, price, previous_price, previous_source, reason, operator, expires_at)
    values (${o.goodsId}, ${o.price}, ${previousPrice}, ${previousSource}, ${o.reason}, ${o.operator}, ${o.expiresAt})
    on conflict (goods_id) do update set price = excluded.price, reason = excluded.reason, operator = excluded.operator,
      expires_at = excluded.expires_at, created_at = now()`);
  await tx.execute(
    sql`update goods set price = ${o.price}, price_source = 'override', price_updated_at = now() where id = ${o.goodsId}`,
  );
  return {
    before: { price: toAmount(item.price as Milli), source: item.price_source },
    after: { price: toAmount(o.price), source: 'override', expires_at: o.expiresAt.toISOString(), reason: o.reason },
  };
}

/** Ends overrides: the one of `goodsId`, or every one expired at `now`. Answers the items given back their price. */
export async function endOverrides(tx: Executor, which: { goodsId: number } | { expiredAt: number }) {
  const where = 'goodsId' in which ? sql`goods_id = ${which.goodsId}` : sql`expires_at <= ${new Date(which.expiredAt)}`;
  const ended = await tx.execute<Row>(sql`delete from price_overrides where ${where} returning *`);
  for (const o of ended.rows)
    await tx.execute(sql`
      update goods set price = ${o.previous_price}, price_source = ${o.previous_source}, price_updated_at = now()
      where id = ${o.goods_id} and price_source = 'override'`);
  return ended.rows.map((o) => ({
    goods_id: o.goods_id,
    price: toAmount(Number(o.price) as Milli),
    restored: toAmount(Number(o.previous_price) as Milli),
  }));
}

export async function catalogStatus(db: Executor, source: string, refreshCron: string | null): Promise<CatalogStatus> {
  const [counts, last, overrides] = await Promise.all([
    db.execute<{ price_source: string; n: number }>(sql`select price_source, count(*)::int as n from goods group by 1`),
    db.execute<{ at: Date | null }>(sql`select max(price_updated_at) as at from goods`),
    db.execute<Row & { name: string; operator: string; created_at: Date }>(sql`
      select o.*, g.hash_name as name from price_overrides o join goods g on g.id = o.goods_id order by o.expires_at`),
  ]);
  return {
    source,
    refresh_cron: refreshCron,
    last_refresh: iso(last.rows[0]?.at ?? null),
    goods: counts.rows.reduce((s, r) => s + r.n, 0),
    by_source: Object.fromEntries(counts.rows.map((r) => [r.price_source, r.n])),
    overrides: overrides.rows.map((o) => ({
      goods_id: o.goods_id,
      name: o.name,
      price: toAmount(Number(o.price) as Milli),
      previous_price: toAmount(Number(o.previous_price) as Milli),
      reason: o.reason,
      expires_at: iso(o.expires_at)!,
      operator: o.operator,
      created_at: iso(o.created_at)!,
    })),
  };
}

/** Items by name part, optionally only the estimated ones, dearest first. */
export async function goodsByPrice(db: Executor, q: { q: string; estimated: boolean; page: number }) {
  const parts = [sql`true`];
  if (q.estimated) parts.push(sql`price_source = 'estimate'`);
  if (q.q) parts.push(sql`hash_name ilike ${containsPattern(q.q)}`);
  const where = sql.join(parts, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute<{
      id: number;
      hash_name: string;
      price: number;
      price_source: string;
      price_updated_at: Date;
      picture: string;
      quality_color: string;
    }>(sql`
      select id, hash_name, price::float8 as price, price_source, price_updated_at, picture, quality_color from goods
      where ${where} order by price desc, id limit ${PAGE} offset ${(q.page - 1) * PAGE}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from goods where ${where}`),
  ]);
  return {
    list: rows.rows.map((g) => ({
      id: g.id,
      name: g.hash_name,
      price: toAmount(g.price as Milli),
      source: g.price_source,
      price_updated_at: iso(g.price_updated_at)!,
      picture: pictureUrl('goods', g.id, g.picture),
      color: g.quality_color,
    })),
    page: q.page,
    total: total.rows[0]?.n ?? 0,
  };
}
