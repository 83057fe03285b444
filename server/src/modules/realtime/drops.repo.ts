import type { DropType } from '@dropforge/shared/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db';

export type DropRow = {
  id: number;
  type: DropType;
  user_name: string;
  user_avatar: string;
  box_id: string | null;
  goods_id: number;
  price: number;
  created_at: Date | string;
  visible_at: Date | string;
};

export type DropValues = {
  type: DropType;
  userId: number;
  userName: string;
  userAvatar: string;
  boxId: string | null;
  goodsId: number;
  price: number;
  knapsackId: number | null;
  visibleAt: Date;
};

const COUNT_CAP = 10_000;

/** Inserts drops; `alongside` (e.g. the bet's roll records) runs in the same statement. */
export async function insertDrops(tx: Tx, drops: DropValues[], alongside?: SQL): Promise<DropRow[]> {
  const values = drops.map(
    (d) =>
      sql`(${d.type}, ${d.userId}, ${d.userName}, ${d.userAvatar}, ${d.boxId}, ${d.goodsId}, ${d.price}, ${d.knapsackId}, ${d.visibleAt})`,
  );
  const res = await tx.execute<DropRow>(sql`
    ${alongside ? sql`with alongside as (${alongside}) ` : sql``}insert into drop_feed (type, user_id, user_name, user_avatar, box_id, goods_id, price, knapsack_id, visible_at)
    values ${sql.join(values, sql`, `)}
    returning id, type, user_name, user_avatar, box_id, goods_id, price, created_at, visible_at`);
  return res.rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/*
 * Every public read takes only drops whose `visible_at` has passed at `now` (the caller's clock): the latest
 * rows are the only ones still hidden, so the newest-first scans skip a handful at most.
 */

/** The latest visible drops priced at least `min`. */
export async function topDrops(db: Executor, now: Date, min: number, limit: number): Promise<DropRow[]> {
  const rows = await db.execute<DropRow>(sql`
    select * from drop_feed where price >= ${min} and visible_at <= ${now} order by id desc limit ${limit}`);
  return rows.rows;
}

/** One page of the visible feed, newest first; the total is capped (the strip never pages that far). */
export async function dropPage(db: Executor, now: Date, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db.execute<DropRow>(
      sql`select * from drop_feed where visible_at <= ${now} order by id desc limit ${limit} offset ${offset}`,
    ),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from drop_feed where visible_at <= ${now} limit ${COUNT_CAP}) d`,
    ),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** Today's (UTC day) dearest visible drops. */
export async function todaysDearest(db: Executor, now: Date, limit: number): Promise<DropRow[]> {
  const rows = await db.execute<DropRow>(sql`
    select * from drop_feed where created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'
      and visible_at <= ${now}
    order by price desc, id desc limit ${limit}`);
  return rows.rows;
}

export async function countOfType(db: Executor, type: DropType): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from drop_feed where type = ${type}`);
  return res.rows[0]?.n ?? 0;
}
