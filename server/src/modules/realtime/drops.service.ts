import { DROP_CHANNEL, DROP_EVENT, type DropEntry, type DropType } from '@dropforge/shared/contract';
import { type Milli, toAmount } from '@dropforge/shared/domain';
import type { SQL } from 'drizzle-orm';
import type { Bus } from '../../platform/bus';
import { type Executor, isoTime, type Tx } from '../../platform/db';
import type { CatalogService, GoodsRow } from '../catalog';
import * as repo from './drops.repo';

export type { DropRow } from './drops.repo';

export type DropInput = {
  type: DropType;
  user: { id: number; name: string; avatar: string };
  boxId: string | null;
  goodsId: number;
  price: Milli;
  knapsackId: number | null;
};

/** Name and picture of a case for its drops (cases know them; app.ts hands them in). */
export type BoxInfo = (id: string) => { id: string; name: string; picture: string } | null;

export const TOP_DROP_MIN: Milli = 10_000;

/** The live drop feed (decision 21): written in the bet's transaction, published after commit. */
export function createDrops(deps: { db: Executor; bus: Bus; catalog: CatalogService; boxInfo: BoxInfo }) {
  const { db, catalog } = deps;

  function entry(row: repo.DropRow, goods: GoodsRow): DropEntry {
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
  async function entries(rows: repo.DropRow[], known?: ReadonlyMap<number, GoodsRow>): Promise<DropEntry[]> {
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
    async record(tx: Tx, drops: DropInput[], alongside?: SQL): Promise<repo.DropRow[]> {
      if (drops.length === 0) {
        if (alongside) await tx.execute(alongside);
        return [];
      }
      return repo.insertDrops(
        tx,
        drops.map((d) => ({
          type: d.type,
          userId: d.user.id,
          userName: d.user.name,
          userAvatar: d.user.avatar,
          boxId: d.boxId,
          goodsId: d.goodsId,
          price: d.price,
          knapsackId: d.knapsackId,
        })),
        alongside,
      );
    },

    /** Publishes committed drops on `DropKanbanChannel`. */
    async publish(rows: repo.DropRow[], known?: ReadonlyMap<number, GoodsRow>) {
      for (const data of await entries(rows, known))
        await deps.bus.publish({ channel: DROP_CHANNEL, event: DROP_EVENT, data });
    },

    async list(q: { limit: number; page: number; top?: number }) {
      if (q.top) {
        const list = await entries(await repo.topDrops(db, TOP_DROP_MIN, q.top));
        return { list, page: 1, total: list.length };
      }
      const { rows, total } = await repo.dropPage(db, q.limit, (q.page - 1) * q.limit);
      return { list: await entries(rows), page: q.page, total };
    },

    /** Today's ten dearest drops (UTC day). */
    async top() {
      return { list: await entries(await repo.todaysDearest(db, 10)) };
    },

    /** Drops of one type so far (`unpacking`: case openings for counters.unpacking). */
    countOf: (type: DropType) => repo.countOfType(db, type),
  };
}

export type Drops = ReturnType<typeof createDrops>;
