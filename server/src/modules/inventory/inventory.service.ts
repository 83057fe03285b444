import type {
  BackpackItem,
  BackpackQuery,
  BoughtWith,
  ErrorCode,
  ItemSource,
  Paged,
  SellResult,
  TransactionItem,
} from '@dropforge/shared/contract';
import { addMilli, type Lang, type Milli, mulRate, subMilli, toAmount, ZERO_MILLI } from '@dropforge/shared/domain';
import { type Database, isoTime, type Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import type { CatalogService } from '../catalog';
import { type HouseAccount, wallet } from '../wallet';
import * as repo from './inventory.repo';

export type GrantedItem = repo.ItemRow;

/** Sources whose items cannot be sold (DESIGN §4: giveaway prizes). */
const UNSELLABLE: ItemSource[] = ['raffle'];
/** Sources the house gave away: buying them back is a promotion cost, not a return on stakes (decision 24). */
const PROMOTIONAL: ItemSource[] = ['free'];
const payerOf = (source: string): HouseAccount =>
  PROMOTIONAL.includes(source as ItemSource) ? 'promotions' : 'revenue';

export type InventoryDeps = { database: Database; catalog: CatalogService; sellFeeRate: number };

export function createInventoryService(deps: InventoryDeps) {
  const { database, catalog } = deps;
  /** What selling an item of `price` pays: the price minus the handling fee, rounded once per item. */
  const recycleValue = (price: Milli): Milli => subMilli(price, mulRate(price, deps.sellFeeRate));

  return {
    /** What an item priced `price` sells for now: the price minus the handling fee. */
    sellValue: recycleValue,
    /** The handling fee rate a sale takes (SELL_FEE_RATE), for pages that state it. */
    sellFeeRate: deps.sellFeeRate,
    recycleValue,

    /**
     * Puts goods in a player's backpack inside the caller's transaction, each valued at its current
     * catalogue price. Answers the rows in the order of `goodsIds`.
     */
    async grant(
      tx: Tx,
      userId: number,
      goodsIds: number[],
      source: ItemSource,
      boughtWith: BoughtWith = 'money',
      /** Prices the caller already resolved (a case's contents); otherwise read from the catalogue. */
      known?: ReadonlyMap<number, { price: Milli }>,
    ): Promise<GrantedItem[]> {
      const price = new Map<number, Milli>();
      for (const id of goodsIds) {
        const p = known?.get(id)?.price;
        if (p !== undefined) price.set(id, p);
      }
      const missing = goodsIds.filter((id) => !price.has(id));
      // Read through the caller's transaction: a pool query here could starve the pool under load.
      if (missing.length > 0) for (const [id, p] of await repo.goodsPrices(tx, missing)) price.set(id, p);
      const grants = goodsIds.map((goodsId) => {
        const p = price.get(goodsId);
        if (p === undefined) throw new Error(`grant: unknown goods ${goodsId}`);
        return { goodsId, price: p };
      });
      return repo.insertItems(tx, userId, grants, source, boughtWith);
    },

    /**
     * Marks the player's owned items as consumed (an upgrade stake, a battle entry …) in one conditional update,
     * all or nothing: unless every item moved (another owner, no longer owned, a source in `excludeSources`),
     * throws `error` (default `conflict`) and the caller's transaction rolls back. Answers the moved rows with
     * their goods' current catalogue price.
     */
    async consume(
      tx: Tx,
      userId: number,
      knapsackIds: number[],
      opts: { excludeSources?: ItemSource[]; error?: ErrorCode } = {},
    ) {
      const ids = [...new Set(knapsackIds)];
      const moved = await repo.moveState(tx, userId, ids, 'owned', 'consumed', { excludeSources: opts.excludeSources });
      if (moved.length !== ids.length) throw new AppError(opts.error ?? 'conflict');
      return moved;
    },

    /**
     * Gives consumed items back to their owner (`consumed → owned`), all or nothing: a giveaway host's escrowed
     * prize that nobody won, or a cancelled room's.
     */
    async restore(tx: Tx, userId: number, knapsackIds: number[]) {
      const ids = [...new Set(knapsackIds)];
      const moved = await repo.moveState(tx, userId, ids, 'consumed', 'owned');
      if (moved.length !== ids.length) throw new AppError('conflict');
      return moved;
    },

    /**
     * Locks the player's owned items for a withdrawal (`owned → withdrawing`) in one conditional update, all or
     * nothing like `consume` (giveaway prizes may be withdrawn). Answers the moved rows with current prices.
     */
    async lock(tx: Tx, userId: number, knapsackIds: number[], error: ErrorCode = 'conflict') {
      const ids = [...new Set(knapsackIds)];
      const moved = await repo.moveState(tx, userId, ids, 'owned', 'withdrawing');
      if (moved.length !== ids.length) throw new AppError(error);
      return moved.sort((a, b) => a.knapsack_id - b.knapsack_id);
    },

    /** A withdrawal that did not happen gives the item back (`withdrawing → owned`); false if it was not locked. */
    async release(tx: Tx, userId: number, knapsackId: number): Promise<boolean> {
      return (await repo.moveState(tx, userId, [knapsackId], 'withdrawing', 'owned')).length === 1;
    },

    /** A delivered withdrawal (`withdrawing → withdrawn`); false if it was not locked. */
    async finish(tx: Tx, userId: number, knapsackId: number): Promise<boolean> {
      return (await repo.moveState(tx, userId, [knapsackId], 'withdrawing', 'withdrawn')).length === 1;
    },

    /** Sources whose items cannot be sold or staked (giveaway prizes). */
    unsellableSources: UNSELLABLE as readonly ItemSource[],

    items: (knapsackIds: number[]) => repo.itemsOf(database.db, knapsackIds),

    /** The player's own items by knapsack id, named in `lang` (the transaction history's item rows). */
    async itemViews(userId: number, knapsackIds: number[], lang: Lang) {
      const rows = (await repo.itemsOf(database.db, knapsackIds)).filter((r) => r.owner_id === userId);
      const goods = new Map((await catalog.findGoods(rows.map((r) => r.goods_id))).map((g) => [g.id, g]));
      const views = new Map<number, { item: TransactionItem; boughtWith: string }>();
      for (const row of rows) {
        const g = goods.get(row.goods_id);
        if (!g) continue;
        const view = catalog.goodsView(g, lang);
        views.set(row.knapsack_id, {
          item: {
            knapsack_id: row.knapsack_id,
            goods_id: g.id,
            name: view.name,
            hash_name: view.hash_name,
            picture: view.picture,
            quality: view.quality,
            price: view.price,
          },
          boughtWith: row.bought_with,
        });
      }
      return views;
    },

    async backpack(userId: number, query: BackpackQuery, lang: Lang): Promise<Paged<BackpackItem>> {
      const { rows, total } = await repo.backpackPage(database.db, userId, query);
      const goods = new Map((await catalog.findGoods(rows.map((r) => r.goods_id))).map((g) => [g.id, g]));
      const list = rows.flatMap((row): BackpackItem[] => {
        const g = goods.get(row.goods_id);
        if (!g) return [];
        const view = catalog.goodsView(g, lang);
        const sellable = row.state === 'owned' && !UNSELLABLE.includes(row.source as ItemSource);
        return [
          {
            id: row.knapsack_id,
            knapsack_id: row.knapsack_id,
            source: row.source,
            state: row.state,
            bought_with: row.bought_with,
            price: view.price,
            recycling_price: sellable ? toAmount(recycleValue(g.price)) : 0,
            sellable,
            created_at: isoTime(row.created_at),
            goods_info: {
              id: view.id,
              picture: view.picture,
              hash_name: view.hash_name,
              name: view.name,
              price: view.price,
              quality: view.quality,
              appearance: view.appearance,
              category: view.category,
              type: view.type,
            },
          },
        ];
      });
      return { list, page: query.page, total };
    },

    /**
     * Sells owned items at the current catalogue price minus the handling fee, crediting the balance each
     * was bought with from house `revenue` (free-box items from `promotions`), in one transaction: when any
     * item is not the player's, not owned any more or a raffle prize, "Sale failed" and nothing of the request
     * is sold.
     */
    async sell(userId: number, knapsackIds: number[]): Promise<SellResult> {
      const ids = [...new Set(knapsackIds)].sort((a, b) => a - b);
      if (ids.length === 0) throw new AppError('select_items');
      return database.withTx(async (tx) => {
        const sold = await repo.moveState(tx, userId, ids, 'owned', 'sold', { excludeSources: UNSELLABLE });
        if (sold.length !== ids.length) throw new AppError('sale_failed');
        const totals = new Map<string, { from: HouseAccount; currency: BoughtWith; amount: Milli }>();
        for (const item of sold) {
          const from = payerOf(item.source);
          const key = `${from}:${item.bought_with}`;
          const total = totals.get(key) ?? { from, currency: item.bought_with, amount: ZERO_MILLI };
          total.amount = addMilli(total.amount, recycleValue(item.current_price));
          totals.set(key, total);
        }
        const paid: Record<BoughtWith, Milli> = { money: ZERO_MILLI, shop_score: ZERO_MILLI };
        for (const { from, currency, amount } of totals.values()) {
          if (amount <= 0) continue;
          paid[currency] = addMilli(paid[currency], amount);
          // The first item of a request can be sold once, so its id names the credit uniquely.
          await wallet.credit(tx, {
            userId,
            from,
            currency,
            amount,
            kind: 'sell',
            key: from === 'revenue' ? `sell:${currency}:${ids[0]}` : `sell:${currency}:${from}:${ids[0]}`,
            ref: { kind: 'items', id: ids.join(',') },
          });
        }
        return {
          recycling_price: toAmount(addMilli(paid.money, paid.shop_score)),
          money: toAmount(paid.money),
          shop_score: toAmount(paid.shop_score),
          knapsack_id: ids,
        };
      });
    },
  };
}

export type Inventory = ReturnType<typeof createInventoryService>;
