import type { DropType, ItemSource, OpenResult } from '@dropforge/shared/contract';
import { type Lang, pickDrop, revealDelayMs, toAmount } from '@dropforge/shared/domain';
import type { Tx } from '../../platform/db';
import type { PlayerRef } from '../../platform/ports';
import type { CatalogService } from '../catalog';
import type { DrawnRoll, Fair } from '../fair';
import type { GrantedItem, Inventory } from '../inventory';
import type { DropRow, Drops } from '../realtime';
import type { ResolvedCase } from './cases.catalog';

/** What one bet on a case drew: its rolls, the items granted and the drop-feed rows to publish. */
export type Opened = { box: ResolvedCase; drawn: DrawnRoll[]; items: GrantedItem[]; feed: DropRow[] };

/**
 * The part of every case opening after it is paid for (or known to be free): one roll per case from the
 * player's seed pair, the drops into the backpack, the rolls and the drop feed, all in the caller's
 * transaction; the feed is published after commit.
 */
export function createOpening(deps: {
  catalog: CatalogService;
  inventory: Inventory;
  fair: Fair;
  drops: Drops;
  log: { warn: (msg: string) => void };
}) {
  const { catalog, fair } = deps;
  return {
    /** `shown`: how the drops show on the live strip (default: `unpacking`, each when its reel has stopped). */
    async draw(
      tx: Tx,
      player: PlayerRef,
      box: ResolvedCase,
      number: number,
      source: ItemSource,
      shown?: { type: DropType; revealMs: number },
    ): Promise<Opened> {
      const drawn = await fair.nextRolls(tx, player.id, 'case', number);
      const goodsIds = drawn.map((r) => Number(pickDrop(box.ranges, r.ticket).goodsId));
      // The case's goods carry their prices: no catalogue read inside the transaction.
      const items = await deps.inventory.grant(tx, player.id, goodsIds, source, 'money', box.goods);
      const rolls = fair.rollsInsert(
        player.id,
        drawn.map((roll, i) => ({
          roll,
          refKind: 'item',
          refId: String(items[i]!.knapsack_id),
          goodsId: goodsIds[i],
          boxId: box.id,
          caseHash: box.contentsHash,
        })),
      );
      const feed = await deps.drops.record(
        tx,
        items.map((item, i) => ({
          type: shown?.type ?? ('unpacking' as const),
          user: player,
          boxId: box.id,
          goodsId: item.goods_id,
          price: item.price,
          knapsackId: item.knapsack_id,
          // On the feed once reel i has stopped on it (reels of a multi-open stop one after another).
          revealMs: shown?.revealMs ?? revealDelayMs.case(i),
        })),
        rolls,
      );
      return { box, drawn, items, feed };
    },

    /** After commit: the live drop strip (each drop when its reel has landed), and the answer of the open call. */
    delivered(opened: Opened, lang: Lang): OpenResult {
      deps.drops
        .publish(opened.feed, opened.box.goods)
        .catch((e) => deps.log.warn(`drop publish failed: ${(e as Error).message}`));
      return this.answerOf(opened, lang);
    },

    /** The answer of an open (inside its transaction, it is also what a retry after a crash replays). */
    answerOf(opened: Opened, lang: Lang): OpenResult {
      const { box, drawn, items } = opened;
      return {
        box_id: box.id,
        price: toAmount(box.price),
        list: items.map((item, i) => ({
          knapsack_id: item.knapsack_id,
          goods: catalog.goodsView(box.goods.get(item.goods_id)!, lang),
          ticket: drawn[i]!.ticket,
          nonce: drawn[i]!.nonce,
          round: drawn[i]!.round,
          serverSeedHash: drawn[i]!.serverSeedHash,
          clientSeed: drawn[i]!.clientSeed,
          recycling_price: toAmount(deps.inventory.sellValue(item.price)),
        })),
      };
    },
  };
}

export type Opening = ReturnType<typeof createOpening>;
