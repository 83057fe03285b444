import { type Milli, parseMilli, toAmount } from '@dropforge/shared/domain';

function milli(amount: number): Milli {
  try {
    return parseMilli(amount);
  } catch {
    return Math.round((Number.isFinite(amount) ? amount : 0) * 1000) as Milli;
  }
}

/**
 * A top-up amount for a shortfall (thousandths): rounded up to the cent, so paying it always covers the price.
 * `0.3705` → `0.38`.
 */
export function topUpAmount(short: Milli): number {
  if (short <= 0) return 0;
  return toAmount((Math.ceil(short / 10) * 10) as Milli);
}

export type BuyDecision = { kind: 'signIn' } | { kind: 'pay'; amount: number } | { kind: 'buy' };

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
  const short =
    input.shopScore !== null
      ? ((milli(input.price) - milli(input.shopScore)) as Milli)
      : input.diffType === 'payment'
        ? milli(input.diffPrice ?? 0)
        : (0 as Milli);
  return short > 0 ? { kind: 'pay', amount: topUpAmount(short) } : { kind: 'buy' };
}

/** Shop score left after paying `price` (never below 0). */
export function scoreAfter(shopScore: number, price: number): number {
  return toAmount(Math.max(0, milli(shopScore) - milli(price)) as Milli);
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
