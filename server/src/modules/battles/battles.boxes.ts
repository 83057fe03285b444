import { type BoxItem, entryCost, type Milli, type PreparedBox, prepareBox } from '@dropforge/shared/domain';
import { AppError } from '../../platform/http';
import type { CasesService } from '../cases';
import type { CatalogService, GoodsRow } from '../catalog';
import type { BattleRow, BoxSnapshot } from './battles.repo';

const GOODS_TTL_MS = 60_000;
const PREPARED_MAX = 2_000;

/**
 * The boxes of battles: the cases of `cases`, frozen into each battle when it is created (contents in the
 * published order with odds and prices), prepared for rolling, and the catalogue rows of their goods for
 * the answers and events (cached a minute: names and pictures do not change, `price` in views is today's).
 */
export function createBattleBoxes(deps: { cases: CasesService; catalog: CatalogService }) {
  const goodsCache = new Map<number, { at: number; row: GoodsRow }>();
  const preparedCache = new Map<string, PreparedBox>();

  return {
    /**
     * Freezes the chosen cases (round order, repeats allowed): unknown ids answer "This box does not exist";
     * disabled, free and VIP-level cases "This box cannot be used in battles". Answers the snapshots by id
     * and the entry cost (Σ of the prices, each box once per round).
     */
    async snapshot(boxIds: readonly string[]): Promise<{ boxes: Record<string, BoxSnapshot>; cost: Milli }> {
      const boxes: Record<string, BoxSnapshot> = {};
      for (const id of new Set(boxIds)) {
        const c = await deps.cases.byId(id);
        if (!c.enabled || c.free || c.level > 0 || c.price <= 0) throw new AppError('battle_box_unavailable');
        for (const g of c.goods.values()) goodsCache.set(g.id, { at: Date.now(), row: g });
        boxes[id] = {
          names: c.names,
          picture: c.picture,
          price: c.price,
          items: c.entries.map((e) => ({
            goodsId: Number(e.goodsId),
            tickets: e.tickets,
            price: c.goods.get(Number(e.goodsId))!.price,
          })),
        };
      }
      return { boxes, cost: entryCost(boxIds.map((id) => boxes[id]!.price)) };
    },

    /** A box's items as the replay takes them (`BattleInputs.boxes[round]`). */
    itemsOf(snapshot: BoxSnapshot): BoxItem[] {
      return snapshot.items.map((i) => ({ goodsId: i.goodsId, tickets: i.tickets, price: i.price }));
    },

    /** The prepared box of one round of a battle (ticket ranges and values), cached per battle and box. */
    prepared(battle: Pick<BattleRow, 'id' | 'boxes'>, boxId: string): PreparedBox {
      const key = `${battle.id}:${boxId}`;
      let box = preparedCache.get(key);
      if (!box) {
        box = prepareBox(this.itemsOf(battle.boxes[boxId]!));
        if (preparedCache.size >= PREPARED_MAX) preparedCache.delete(preparedCache.keys().next().value!);
        preparedCache.set(key, box);
      }
      return box;
    },

    /** Catalogue rows of goods (cached); goods no longer in the catalogue are left out. */
    async goods(ids: readonly number[]): Promise<Map<number, GoodsRow>> {
      const out = new Map<number, GoodsRow>();
      const missing: number[] = [];
      const now = Date.now();
      for (const id of new Set(ids)) {
        const hit = goodsCache.get(id);
        if (hit && now - hit.at < GOODS_TTL_MS) out.set(id, hit.row);
        else missing.push(id);
      }
      if (missing.length > 0) {
        for (const row of await deps.catalog.findGoods(missing)) {
          goodsCache.set(row.id, { at: now, row });
          out.set(row.id, row);
        }
      }
      return out;
    },
  };
}

export type BattleBoxes = ReturnType<typeof createBattleBoxes>;
