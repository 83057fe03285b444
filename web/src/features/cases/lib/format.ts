import { type Milli, parseMilli } from '@dropforge/shared/domain';

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
    return Math.round(amount * 1000) as Milli;
  }
}

/** Exact dollar sums and products of API amounts (no float drift: 1.526 × 3 = 4.578). */
export function sumAmounts(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + toMilli(amount), 0) / 1000;
}

export function timesAmount(amount: number, count: number): number {
  return (toMilli(amount) * count) / 1000;
}
