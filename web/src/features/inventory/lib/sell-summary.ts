import type { BackpackItem } from '@dropforge/shared/contract';
import {
  addMilli,
  type Milli,
  mulRate,
  parseMilli,
  subMilli,
  sumMilli,
  toAmount,
  ZERO_MILLI,
} from '@dropforge/shared/domain';

/** Mirror of contract ZSellBody: one sale takes at most this many items. */
export const SELL_MAX = 200;
/** Spec §9: the sell dialog and the backpack show 10 items a page. */
export const BACKPACK_PAGE_SIZE = 10;

/** What a sale summary needs of an item. */
export type SellLine = Pick<BackpackItem, 'price' | 'recycling_price' | 'bought_with'>;

export interface SellSummary {
  count: number;
  /** Catalogue value of the selection (USD). */
  value: number;
  /** What the player receives after the handling fee (USD), all balances together. */
  receive: number;
  /** Of `receive`, what goes to the shop score (mall items, DESIGN §4). */
  toShopScore: number;
  /** Of `receive`, what goes to the balance. */
  toBalance: number;
  fee: number;
}

function milli(amount: number): Milli {
  try {
    return parseMilli(amount);
  } catch {
    return ZERO_MILLI;
  }
}

/** Totals of a selection, summed in thousandths (no float error). */
export function sellSummary(items: readonly SellLine[]): SellSummary {
  let value = ZERO_MILLI;
  let receive = ZERO_MILLI;
  let shop = ZERO_MILLI;
  for (const item of items) {
    value = addMilli(value, milli(item.price));
    const back = milli(item.recycling_price);
    receive = addMilli(receive, back);
    if (item.bought_with === 'shop_score') shop = addMilli(shop, back);
  }
  return {
    count: items.length,
    value: toAmount(value),
    receive: toAmount(receive),
    toShopScore: toAmount(shop),
    toBalance: toAmount(subMilli(receive, shop)),
    fee: toAmount(subMilli(value, receive)),
  };
}

/** Candidate fee rates, coarsest first: whole percents, then halves, then tenths (0 … 50 %). */
function* candidateRates(): Generator<number> {
  for (const step of [10, 5, 1]) {
    for (let tenths = 0; tenths <= 500; tenths += step) yield tenths / 1000;
  }
}

/**
 * The handling fee rate the server applied, read from the answer itself: the coarsest rate r for which
 * every item's recycling_price = price − round(price × r) (the server's rule, rounded per item). Falls back
 * to the ratio of the totals when no round rate fits; null without sellable items of a positive price.
 */
export function inferFeeRate(items: readonly SellLine[]): number | null {
  const lines = items
    .map((item) => ({ price: milli(item.price), back: milli(item.recycling_price) }))
    .filter((line) => line.price > 0 && line.back > 0);
  if (lines.length === 0) return null;
  for (const rate of candidateRates()) {
    if (lines.every((line) => line.price - mulRate(line.price, rate) === line.back)) return rate;
  }
  const price = lines.reduce((sum, line) => sum + line.price, 0);
  const back = lines.reduce((sum, line) => sum + line.back, 0);
  return Math.round(((price - back) / price) * 1000) / 1000;
}

/** `0.05` → `5`, `0.075` → `7.5` (for "after {{rate}} % fee"). */
export function ratePercent(rate: number): string {
  return String(Math.round(rate * 1000) / 10);
}

/** Raffle prizes (spec §5) and items no longer owned cannot be sold. */
export function canSell(item: Pick<BackpackItem, 'sellable' | 'source' | 'state'>): boolean {
  return item.sellable && item.source !== 'raffle' && item.state === 'owned';
}

/** Every item still in the backpack can be picked: to sell (when sellable) or to withdraw (giveaway prizes too). */
export function canSelect(item: Pick<BackpackItem, 'state'>): boolean {
  return item.state === 'owned';
}

/** Catalogue value of items (USD), summed in thousandths. */
export function sumPrices(items: readonly Pick<BackpackItem, 'price'>[]): number {
  return toAmount(sumMilli(items.map((item) => milli(item.price))));
}
