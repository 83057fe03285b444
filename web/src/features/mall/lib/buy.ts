import {
  ceilToCent,
  type Milli,
  maxMilli,
  parseMilli,
  roundToCent,
  roundToMilli,
  shownDifference,
  subMilli,
  toAmount,
  milli as toMilliUnits,
  ZERO_MILLI,
} from '@dropforge/shared/domain';

function milli(amount: number): Milli {
  try {
    return parseMilli(amount);
  } catch {
    return roundToMilli(amount);
  }
}

const CENT = toMilliUnits(10);

/**
 * A top-up amount for a shortfall (thousandths): rounded up to the cent, so paying it always covers the price.
 * `0.3705` → `0.38`.
 */
export function topUpAmount(short: Milli): number {
  if (short <= 0) return 0;
  return toAmount(ceilToCent(short));
}

/**
 * `pay`: `missing` is the shortfall as the page shows it (the shown price minus the shown shop score, so a
 * $4.94 price is never "missing $4.95"); `amount` is what covers it exactly, rounded up to the cent.
 */
export type BuyDecision = { kind: 'signIn' } | { kind: 'pay'; amount: number; missing: number } | { kind: 'buy' };

/**
 * The top-up to offer for a shortfall: at least the minimum recharge (a smaller order is refused), saying
 * so when the minimum is what applies.
 */
export function topUpFor(amount: number, minRecharge: number): { amount: number; minimum: boolean } {
  const need = milli(amount);
  const floor = milli(minRecharge);
  return need < floor ? { amount: toAmount(floor), minimum: true } : { amount: toAmount(need), minimum: false };
}

/**
 * Spec §5 (buying needs an account; short of shop score → pay the difference first). The live shop score
 * (the header's, refreshed after a top-up) wins over the page's `diff_price`, which was computed when the page
 * loaded; without it the page's `diff_type`/`diff_price` decide.
 */
export function buyDecision(input: {
  signedIn: boolean;
  price: number;
  shopScore: number | null;
  diffType?: 'payment' | 'none';
  diffPrice?: number;
}): BuyDecision {
  if (!input.signedIn) return { kind: 'signIn' };
  if (input.shopScore !== null) {
    const short = subMilli(milli(input.price), milli(input.shopScore));
    if (short <= 0) return { kind: 'buy' };
    const shown = shownDifference(milli(input.price), milli(input.shopScore));
    return { kind: 'pay', amount: topUpAmount(short), missing: toAmount(maxMilli(shown, CENT)) };
  }
  const diff = input.diffType === 'payment' ? milli(input.diffPrice ?? 0) : ZERO_MILLI;
  if (diff <= 0) return { kind: 'buy' };
  return { kind: 'pay', amount: topUpAmount(diff), missing: toAmount(maxMilli(roundToCent(diff), CENT)) };
}

/** Shop score left after paying `price` (never below 0). */
export function scoreAfter(shopScore: number, price: number): number {
  return toAmount(maxMilli(ZERO_MILLI, subMilli(milli(shopScore), milli(price))));
}

interface ErrorLike {
  code?: unknown;
  data?: unknown;
}

/** The top-up an "Insufficient balance" buy answer asks for (`data.diff_price`), or null for other errors. */
export function shortfallOf(error: unknown): number | null {
  if (!error || typeof error !== 'object') return null;
  const { code, data } = error as ErrorLike;
  if (code !== 422 || !data || typeof data !== 'object') return null;
  const diff = (data as { diff_price?: unknown }).diff_price;
  return typeof diff === 'number' && Number.isFinite(diff) && diff > 0 ? topUpAmount(milli(diff)) : null;
}

/**
 * Whether a withdrawal was refused for the trade URL ("Trade URL required", "Please enter the correct trade
 * link"): the only 400 answers an extract of well-formed ids can get, so the page offers the trade-URL form.
 */
export function needsTradeUrl(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as ErrorLike).code === 400;
}
