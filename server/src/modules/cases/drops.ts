import { DROP_CHANNEL, DROP_EVENT, type DropEntry, type DropType } from '@dropforge/shared/contract';
import { type Milli, toAmount } from '@dropforge/shared/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Bus } from '../../platform/bus';
import { type Executor, isoTime, type Tx } from '../../platform/db';
import type { CatalogService, GoodsRow } from '../catalog';

export type DropInput = {
  type: DropType;
  user: { id: number; name: string; avatar: string };
  boxId: string | null;
  goodsId: number;
  price: Milli;
  knapsackId: number | null;
};

export type DropRow = {
  id: number;
  type: DropType;
  user_name: string;
  user_avatar: string;
  box_id: string | null;
  goods_id: number;
  price: number;
  created_at: Date | string;
};

export const TOP_DROP_MIN: Milli = 10_000;
const COUNT_CAP = 10_000;

type BoxInfo = (id: string) => { id: string; name: string; picture: string } | null;

/** The live drop feed: written in the bet's transaction, published after commit. */
export function createDrops(deps: { db: Executor; bus: Bus; catalog: CatalogService; boxInfo: BoxInfo }) {
  const { db, catalog } = deps;

  function entry(row: DropRow, goods: GoodsRow): DropEntry {
    const view = catalog.goodsView(goods, 'en');
    return {
      id: Number(row.id),
      type: row.type,
      box: row.box_id ? deps.boxInfo(row.box_id) : null,
      goods: {
        id: view.id,
        name: view.name,
        hash_name: view.hash_name,
        picture: view.picture,
        price: toAmount(Number(row.price)),
        goods_quality: view.quality,
        goods_category: view.category,
        goods_appearance: view.appearance,
      },
      user: { name: row.user_name, avatar: row.user_avatar },
      created_at: isoTime(row.created_at),
    };
  }

  /** Feed entries; goods the caller already holds (`known`, e.g. a case's contents) are not read again. */
  async function entries(rows: DropRow[], known?: ReadonlyMap<number, GoodsRow>): Promise<DropEntry[]> {
    const goods = new Map<number, GoodsRow>();
    const missing: number[] = [];
    for (const r of rows) {
      const g = known?.get(r.goods_id);
      if (g) goods.set(g.id, g);
      else missing.push(r.goods_id);
    }
    if (missing.length > 0) for (const g of await catalog.findGoods(missing)) goods.set(g.id, g);
    return rows.flatMap((r) => {
      const g = goods.get(r.goods_id);
      return g ? [entry(r, g)] : [];
    });
  }

  return {
    /**
     * Writes drops inside the caller's transaction; answers the rows to `publish` after commit. `alongside`
     * (the bet's roll records) runs in the same statement, saving a round trip on the hot path.
     */
    async record(tx: Tx, drops: DropInput[], alongside?: SQL): Promise<DropRow[]> {
      if (drops.length === 0) {
        if (alongside) await tx.execute(alongside);
        return [];
      }
      const values = drops.map(
        (d) =>
          sql`(${d.type}, ${d.user.id}, ${d.user.name}, ${d.user.avatar}, ${d.boxId}, ${d.goodsId}, ${d.price}, ${d.knapsackId})`,
      );
      const res = await tx.execute<DropRow>(sql`
        ${alongside ? sql`with alongside as (${alongside}) ` : sql``}insert into drop_feed (type, user_id, user_name, user_avatar, box_id, goods_id, price, knapsack_id)
        values ${sql.join(values, sql`, `)}
        returning id, type, user_name, user_avatar, box_id, goods_id, price, created_at`);
      return res.rows.sort((a, b) => Number(a.id) - Number(b.id));
    },

    /** Publishes committed drops on `DropKanbanChannel`. */
    async publish(rows: DropRow[], known?: ReadonlyMap<number, GoodsRow>) {
      for (const data of await entries(rows, known))
        await deps.bus.publish({ channel: DROP_CHANNEL, event: DROP_EVENT, data });
    },

    async list(q: { limit: number; page: number; top?: number }) {
      if (q.top) {
        const rows = await db.execute<DropRow>(sql`
          select * from drop_feed where price >= ${TOP_DROP_MIN} order by id desc limit ${q.top}`);
        const list = await entries(rows.rows);
        return { list, page: 1, total: list.length };
      }
      const [rows, total] = await Promise.all([
        db.execute<DropRow>(sql`
          select * from drop_feed order by id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from drop_feed limit ${COUNT_CAP}) d`),
      ]);
      return { list: await entries(rows.rows), page: q.page, total: total.rows[0]?.n ?? 0 };
    },

    /** Today's ten dearest drops (UTC day). */
    async top() {
      const rows = await db.execute<DropRow>(sql`
        select * from drop_feed where created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'
        order by price desc, id desc limit 10`);
      return { list: await entries(rows.rows) };
    },

    /** Case openings so far (counters.unpacking). */
    async countOpenings(): Promise<number> {
      const res = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from drop_feed where type = 'unpacking'`,
      );
      return res.rows[0]?.n ?? 0;
    },
  };
}

export type Drops = ReturnType<typeof createDrops>;
