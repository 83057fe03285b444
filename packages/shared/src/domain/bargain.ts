import { TICKETS_TOTAL } from './fair';
import type { Milli } from './money';

/** How a bargain's price falls (content `bargain`): each help cuts a share of the gap left, drawn in [min, max]. */
export type BargainRule = {
  /** Shares of the remaining gap in parts per million. */
  shareMinPpm: number;
  shareMaxPpm: number;
  /** Helps it takes at most: the last one cuts whatever is left. */
  helpersNeeded: number;
};

/**
 * What one help cuts off (thousandths), from the gap left before it (`current − target`), the helper's roll ticket and
 * how many helped before: `share = min + ⌊(max − min) × ticket / 10^8⌋` ppm of the gap, rounded half up, at least
 * 0.001; the `helpersNeeded`-th help cuts the whole gap, so a bargain needs at most that many friends.
 */
export function bargainCut(gap: Milli, ticket: number, helpedBefore: number, rule: BargainRule): Milli {
  if (gap <= 0) return 0 as Milli;
  if (helpedBefore + 1 >= rule.helpersNeeded) return gap;
  const sharePpm = rule.shareMinPpm + Math.floor(((rule.shareMaxPpm - rule.shareMinPpm) * ticket) / TICKETS_TOTAL);
  const cut = Math.max(1, Math.floor((gap * sharePpm + 500_000) / 1_000_000));
  return Math.min(cut, gap) as Milli;
}

/** The target price of a case: `price × (1 − discount)`, the discount capped at `maxDiscount` (thousandths). */
export function bargainTarget(price: Milli, discountPpm: number, maxDiscount: Milli): Milli {
  const off = Math.min(Math.floor((price * discountPpm + 500_000) / 1_000_000), maxDiscount);
  return (price - off) as Milli;
}
