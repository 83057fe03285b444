import { type Milli, openCost, parseMilli, roundToMilli, sumMilli, toAmount } from '@dropforge/shared/domain';

/** A chance in percent, short: 12.35, 1.03, 0.45, 0.0095, 0.000001 (never in exponent notation). */
export function formatChance(percent: number): string {
  if (!(Number.isFinite(percent) && percent > 0)) return '0';
  if (percent >= 1) return percent.toFixed(2);
  const digits = Math.min(8, Math.max(2, 1 - Math.floor(Math.log10(percent))));
  return String(Number(percent.toFixed(digits)));
}

/** Dollars as integer thousandths (API amounts have at most 3 decimals). */
export function toMilli(amount: number): Milli {
  try {
    return parseMilli(amount);
  } catch {
    return roundToMilli(amount);
  }
}

/** Exact dollar sums and products of API amounts (no float drift: 1.526 × 3 = 4.578). */
export function sumAmounts(amounts: readonly number[]): number {
  return toAmount(sumMilli(amounts.map(toMilli)));
}

/** What opening a case `count` times costs (the shared rule), in USD. */
export function timesAmount(amount: number, count: number): number {
  return toAmount(openCost(toMilli(amount), count));
}
