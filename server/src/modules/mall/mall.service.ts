import { randomUUID } from 'node:crypto';
import {
  DROP_CHANNEL,
  type ItemOwned,
  type ItemPage,
  type MallBuyResult,
  type MallGoods,
  type MallQuery,
  type MallShortfall,
  type Paged,
} from '@dropforge/shared/contract';
import { type Lang, type Milli, maxMilli, milli, subMilli, toAmount, ZERO_MILLI } from '@dropforge/shared/domain';
import type { Bus } from '../../platform/bus';
import { type Database, readMilli, type Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import { memoFor } from '../../platform/memo';
import { PLAY } from '../../platform/modules';
import type { PlayerRef, PlayGate } from '../../platform/ports';
import type { CatalogService, GoodsRow } from '../catalog';
import type { Inventory } from '../inventory';
import type { Drops } from '../realtime';
import { balancesOf, wallet } from '../wallet';
import { loadMallContent, type MallContent, type MallSelection, selectMallGoods } from './mall.content';
import * as repo from './mall.repo';

export type MallDeps = {
  database: Database;
  /** A mall purchase's drop, on any instance, makes every instance read the listing afresh. */
  bus: Bus;
  catalog: CatalogService;
  inventory: Inventory;
  drops: Drops;
  contentDir: string;
  log: { info: (msg: string) => void; warn: (msg: string) => void };
  /** Responsible gaming, first thing inside each purchase's transaction (extension point `playGate`). */
  gate?: PlayGate;
};

export type ApplyResult = repo.ApplySummary & Pick<MallSelection, 'taken' | 'unknown'>;

/** USD of a query to thousandths (`round` the way the bound needs: ceil for "from", floor for "to"). */
const usdTo = (usd: number, round: (n: number) => number) => milli(round(Math.round(usd * 1_000_000) / 1000));

/** Rolls a purchase back when its Idempotency-Key was paid by a concurrent copy of the request. */
class AlreadyBought extends Error {}

const answerOf = (p: repo.PurchaseRow): MallBuyResult => ({
  knapsack_id: p.knapsack_id,
  price: toAmount(p.price),
  shop_score: toAmount(p.shop_score),
  stock: p.stock,
});

/** The stored answer of a purchase made with this key; the same key for another goods is refused. */
function replayOf(p: repo.PurchaseRow, goodsId: number): MallBuyResult {
  if (p.goods_id !== goodsId) throw new AppError('idempotency_conflict');
  return answerOf(p);
}

/**
 * The mall (issue 6, docs/architecture.md "mall"): catalogue goods the operator offers (`content/mall/`) with a
 * stock each, bought with shop score.
 *
 * Listing: only goods with stock > 0 are listed, so a price-sorted page never fills up with sold-out rows and
 * `total` is what can be bought now. Sold-out goods (stock 0) stay offered: their item page answers `in_mall`
 * with stock 0, the wear picker (`ex`) shows them, and a buy answers "out of stock" until the next restock.
 */
/** Listing pages are shared for a second (the same page for everyone in a language). */
const LISTING_MS = 1000;

export function createMallService(deps: MallDeps) {
  const { database, catalog, inventory, log } = deps;
  const pages = memoFor<Paged<MallGoods>>(LISTING_MS);
  deps.bus.subscribe((message) => {
    if (message.channel === DROP_CHANNEL && (message.data as { type?: string })?.type === 'mall') pages.clear();
  });

  async function listPage(q: MallQuery, lang: Lang): Promise<Paged<MallGoods>> {
    const { rows, total } = await repo.listPage(database.db, {
      from: q.price === undefined ? undefined : usdTo(q.price, Math.ceil),
      to: q.max_price === undefined ? undefined : usdTo(q.max_price, Math.floor),
      name: q.name || undefined,
      field: q.field,
      sort: q.sort,
      lang,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const list = rows.map((r) => ({ ...catalog.goodsView(r.goods, lang), stock: r.stock }));
    return { list, page: q.page, total };
  }

  /** Debits the price from shop score; short, "Insufficient balance" with what to top up (the tx rolls back). */
  async function pay(
    tx: Tx,
    userId: number,
    price: Milli,
    key: string,
    item: { knapsackId: number; hashName: string },
  ) {
    try {
      return await wallet.debit(tx, {
        userId,
        to: 'revenue',
        currency: 'shop_score',
        amount: price,
        kind: 'mall',
        key,
        ref: { kind: 'item', id: item.knapsackId },
        memo: `mall → ${item.hashName}`,
      });
    } catch (e) {
      if (!(e instanceof AppError) || e.code !== 'insufficient_balance') throw e;
      // The balance the conditional debit just failed on, read in the same transaction. A top-up committing
      // in between could close the gap; the player is then asked for the smallest amount, never for nothing.
      const have = (await balancesOf(tx, userId)).shop_score;
      const short: MallShortfall = {
        diff_price: toAmount(maxMilli(subMilli(price, have), milli(1))),
        diff_type: 'payment',
      };
      throw new AppError('insufficient_balance', {}, short);
    }
  }

  /** The player's own backpack item `oid` of this goods (any source), with what selling it pays now. */
  async function ownedItem(userId: number, oid: number, goods: GoodsRow): Promise<ItemOwned | null> {
    const [row] = await inventory.items([oid]);
    if (!row || row.owner_id !== userId || row.goods_id !== goods.id) return null;
    const sellable = row.state === 'owned' && !(inventory.unsellableSources as readonly string[]).includes(row.source);
    const back = sellable ? inventory.recycleValue(goods.price) : ZERO_MILLI;
    return {
      knapsack_id: row.knapsack_id,
      state: row.state,
      recycling_price: toAmount(back),
      bought_with: row.bought_with,
      source: row.source,
      sell_fee: sellable ? toAmount(subMilli(goods.price, back)) : 0,
      sell_fee_rate: inventory.sellFeeRate,
    };
  }

  return {
    /**
     * Resolves the configuration (`content/mall/mall.json` unless given) against the goods in the catalogue
     * and makes `mall_stock` match it (idempotent; see `repo.applyStock`). An empty catalogue is left alone.
     */
    async apply(content: MallContent = loadMallContent(deps.contentDir)): Promise<ApplyResult> {
      const goods = await repo.candidates(database.db);
      if (goods.length === 0)
        return { added: 0, restocked: 0, removed: 0, offered: 0, written: 0, taken: [], unknown: [] };
      const selection = selectMallGoods(content, goods);
      const summary = await database.withTx((tx) => repo.applyStock(tx, selection.units, content.edition));
      if (summary.written > 0 || summary.removed > 0) await repo.analyzeStock(database.db);
      if (selection.unknown.length > 0)
        log.warn(`mall: ${selection.unknown.length} hash names not in the catalogue: ${selection.unknown.join('; ')}`);
      log.info(
        `mall: ${summary.offered} goods offered (${summary.added} added, ${summary.restocked} restocked, ` +
          `${summary.removed} removed); ${selection.taken.map((t) => `${t.rule} ${t.goods}`).join(', ')}`,
      );
      return { ...summary, taken: selection.taken, unknown: selection.unknown };
    },

    /** Brings the listing's price copies in line with the catalogue (timer; see MALL_PRICE_SYNC_SECONDS). */
    async syncPrices() {
      const synced = await repo.syncPrices(database.db);
      pages.clear();
      return synced;
    },

    /** `GET /api/system_shop`: in-stock goods by price range and name, sorted by price or name, one page. */
    list(q: MallQuery, lang: Lang): Promise<Paged<MallGoods>> {
      const key = JSON.stringify([lang, q.page, q.limit, q.sort, q.field, q.name ?? '', q.price, q.max_price]);
      return pages.get(key, () => listPage(q, lang));
    },

    /**
     * One purchase in one transaction: take a unit (`stock = stock - 1 … where stock > 0`, the row lock
     * serialising buyers of the same goods), put the item in the backpack (source `mall`, bought with shop
     * score), debit its current catalogue price from shop score, record the purchase and the drop (published
     * after commit). Any refusal rolls everything back, the unit included. A retried `Idempotency-Key`
     * answers the first purchase.
     */
    async buy(player: PlayerRef, goodsId: number, requestKey?: string): Promise<MallBuyResult> {
      if (requestKey) {
        const first = await repo.purchaseByKey(database.db, player.id, requestKey);
        if (first) return replayOf(first, goodsId);
      }
      let done: { purchase: repo.PurchaseRow; feed: Awaited<ReturnType<Drops['record']>> };
      try {
        done = await database.withTx(async (tx) => {
          await deps.gate?.(player.id, PLAY, tx);
          const unit = await repo.takeUnit(tx, goodsId);
          if (!unit) {
            const offered = (await repo.stockOf(tx, [goodsId])).has(goodsId);
            throw new AppError(offered ? 'out_of_stock' : 'mall_item_not_found');
          }
          if (unit.price <= 0) throw new AppError('mall_item_not_found');
          const known = new Map([[goodsId, { price: unit.price }]]);
          const [item] = await inventory.grant(tx, player.id, [goodsId], 'mall', 'shop_score', known);
          const knapsackId = item!.knapsack_id;
          const key = `mall:${player.id}:${requestKey ?? randomUUID()}`;
          if ((await pay(tx, player.id, unit.price, key, { knapsackId, hashName: unit.hashName })).duplicate)
            throw new AlreadyBought();
          const shopScore = (await balancesOf(tx, player.id)).shop_score;
          const purchase = {
            goods_id: goodsId,
            knapsack_id: knapsackId,
            price: unit.price,
            shop_score: shopScore,
            stock: unit.stock,
          };
          const record = repo.purchaseInsert({
            userId: player.id,
            goodsId,
            knapsackId,
            price: unit.price,
            shopScore,
            stock: unit.stock,
            requestKey,
          });
          const feed = await deps.drops.record(
            tx,
            // No reveal: the buyer chose the item, so it is on the feed at once (docs/decisions.md).
            [{ type: 'mall', user: player, boxId: null, goodsId, price: unit.price, knapsackId, revealMs: 0 }],
            record,
          );
          return { purchase, feed };
        });
      } catch (e) {
        if (!(e instanceof AlreadyBought)) throw e;
        const first = requestKey ? await repo.purchaseByKey(database.db, player.id, requestKey) : undefined;
        if (!first) throw new AppError('conflict');
        return replayOf(first, goodsId);
      }
      // This instance at once (the bus may deliver the drop after the buyer's next read); the others over the bus.
      pages.clear();
      deps.drops.publish(done.feed).catch((e) => log.warn(`drop publish failed: ${(e as Error).message}`));
      return answerOf(done.purchase);
    },

    /**
     * `GET /api/system_shop/item/:id` (spec §3 item page): the goods with its stock (0 and `in_mall` false
     * when the mall does not offer it), what the signed-in player must top up to buy it (visitors: the whole
     * price), the mall's other variants of the item, and the player's own backpack item `oid` of this goods.
     */
    async item(userId: number | undefined, goodsId: number, oid: number | undefined, lang: Lang): Promise<ItemPage> {
      const [goods] = await catalog.findGoods([goodsId]);
      if (!goods) throw new AppError('mall_item_not_found');
      const [stock, variants, balances, owned] = await Promise.all([
        repo.stockOf(database.db, [goods.id]),
        repo.variants(database.db, goods.itemId, goods.id),
        userId === undefined ? undefined : balancesOf(database.db, userId),
        userId === undefined || oid === undefined ? null : ownedItem(userId, oid, goods),
      ]);
      const diff = balances ? maxMilli(subMilli(goods.price, balances.shop_score), ZERO_MILLI) : goods.price;
      return {
        goods: { ...catalog.goodsView(goods, lang), stock: stock.get(goods.id) ?? 0 },
        in_mall: stock.has(goods.id),
        diff_price: toAmount(diff),
        diff_type: !balances || diff > 0 ? 'payment' : 'none',
        ex: variants.map((v) => ({
          id: v.id,
          appearance: { value: v.appearance, short: v.appearance_short },
          type: { name: v.type_name },
          price: toAmount(readMilli(v.price)),
          stock: v.stock,
        })),
        owned,
      };
    },
  };
}

export type MallService = ReturnType<typeof createMallService>;
