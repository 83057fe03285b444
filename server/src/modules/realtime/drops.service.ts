import { DROP_CHANNEL, DROP_EVENT, type DropEntry, type DropType } from '@dropforge/shared/contract';
import { type Milli, milli, toAmount } from '@dropforge/shared/domain';
import type { SQL } from 'drizzle-orm';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import { type Executor, isoTime, readMilli, type Tx } from '../../platform/db';
import { memoFor } from '../../platform/memo';
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
  /**
   * How long the drop stays off the public feed: its reveal animation (`revealDelayMs` of shared/domain),
   * so that the strip never shows a drop before the player's own reel or wheel has landed on it.
   */
  revealMs: number;
};

/** Name and picture of a case for its drops (cases know them; app.ts hands them in). */
export type BoxInfo = (id: string) => { id: string; name: string; picture: string } | null;

export const TOP_DROP_MIN: Milli = milli(10_000);

/**
 * The live drop feed (decision 21): written in the bet's transaction with the time it may be shown
 * (`visible_at`), published on the bus at that time by the instance that recorded it. Every public read
 * filters on `visible_at`, so a publish lost with its instance still reaches the feed's readers.
 */
export function createDrops(deps: {
  db: Executor;
  bus: Bus;
  catalog: CatalogService;
  boxInfo: BoxInfo;
  clock: Clock;
  onError: (e: unknown) => void;
}) {
  const { db, catalog, clock } = deps;
  /** Publishes waiting for their time (cancelled when the app stops). */
  const scheduled = new Set<() => void>();
  let stopped = false;
  const nowDate = () => new Date(clock.now());
  // The feed's pages for a second, forgotten whenever a drop is published (on any instance, over the bus).
  const pages = memoFor<{ list: DropEntry[]; page: number; total: number }>(1000, () => clock.now());
  deps.bus.subscribe((message) => {
    if (message.channel === DROP_CHANNEL) pages.clear();
  });

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
        price: toAmount(readMilli(row.price)),
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

  async function send(list: DropEntry[]) {
    // This instance's pages go at once; the bus message clears the others (and may arrive after a caller's read).
    pages.clear();
    for (const data of list) await deps.bus.publish({ channel: DROP_CHANNEL, event: DROP_EVENT, data });
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
      const now = clock.now();
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
          visibleAt: new Date(now + Math.max(0, d.revealMs)),
        })),
        alongside,
      );
    },

    /**
     * Publishes committed drops on `DropKanbanChannel`, each when its `visible_at` comes (drops sharing a
     * time go together, in id order). Resolves once they are published or scheduled.
     */
    async publish(rows: repo.DropRow[], known?: ReadonlyMap<number, GoodsRow>) {
      const byId = new Map((await entries(rows, known)).map((e) => [e.id, e]));
      const byTime = new Map<number, DropEntry[]>();
      for (const row of rows) {
        const data = byId.get(Number(row.id));
        if (!data) continue;
        const at = new Date(row.visible_at).getTime();
        byTime.set(at, [...(byTime.get(at) ?? []), data]);
      }
      for (const [at, group] of [...byTime].sort((a, b) => a[0] - b[0])) {
        if (at <= clock.now()) {
          await send(group);
          continue;
        }
        if (stopped) continue;
        const cancel = clock.at(at, () => {
          scheduled.delete(cancel);
          send(group).catch(deps.onError);
        });
        scheduled.add(cancel);
      }
    },

    list(q: { limit: number; page: number; top?: number }) {
      return pages.get(`${q.limit}:${q.page}:${q.top ?? ''}`, async () => {
        if (q.top) {
          const list = await entries(await repo.topDrops(db, nowDate(), TOP_DROP_MIN, q.top));
          return { list, page: 1, total: list.length };
        }
        const { rows, total } = await repo.dropPage(db, nowDate(), q.limit, (q.page - 1) * q.limit);
        return { list: await entries(rows), page: q.page, total };
      });
    },

    /** Today's ten dearest drops (UTC day). */
    async top() {
      return { list: await entries(await repo.todaysDearest(db, nowDate(), 10)) };
    },

    /** Publishes still waiting (tests). */
    pending: () => scheduled.size,

    /**
     * Drops the publishes still waiting, and schedules no more (the app is closing): their drops reach
     * `/api/drop` on time all the same, only the push to open strips is lost (docs/decisions.md).
     */
    stop() {
      stopped = true;
      for (const cancel of scheduled) cancel();
      scheduled.clear();
    },

    /** Drops of one type so far (`unpacking`: case openings for counters.unpacking). */
    countOf: (type: DropType) => repo.countOfType(db, type),
  };
}

export type Drops = ReturnType<typeof createDrops>;
