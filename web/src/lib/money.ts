import { formatMilli, type Milli, parseMilli, roundToMilli, shownDifference } from '@dropforge/shared/domain';

/** The minus sign amounts are shown with (U+2212, read "minus" by screen readers). */
export const MINUS = '\u2212';

/** An API amount (dollars, up to 3 decimals, or a float sum of them) as integer thousandths; never throws. */
export function amountToMilli(amount: number | string): Milli {
  try {
    return parseMilli(amount);
  } catch {
    return roundToMilli(Number(amount));
  }
}

/** Thousandths as `$12.34` / `−$1.01` (rounded half away from zero to the cent). */
export function formatMilliAmount(milli: Milli, sign = '$'): string {
  const text = formatMilli(milli);
  return text.startsWith('-') ? `${MINUS}${sign}${text.slice(1)}` : `${sign}${text}`;
}

/** Formats an API amount (dollars, up to 3 decimals) as `$12.34` or `−$1.01`; never throws. */
export function formatAmount(amount: number | string, sign = '$'): string {
  return formatMilliAmount(amountToMilli(amount), sign);
}

/**
 * `a − b` formatted so it adds up with `a` and `b` as they are shown: each rounded to the cent, subtracted in
 * integers ($0.13 − $1.14 → `−$1.01`; a $4.941 price shown as $4.94 with nothing to pay it → `$4.94`).
 * `signed` adds `+` to positive differences.
 */
export function formatDifference(a: number | string, b: number | string, options: { signed?: boolean } = {}): string {
  const diff = shownDifference(amountToMilli(a), amountToMilli(b));
  const text = formatMilliAmount(diff);
  return options.signed && diff >= 0 ? `+${text}` : text;
}

/** Integer counters in the page language's grouping (12 345). */
export function formatCount(value: number, localeTag: string): string {
  try {
    return new Intl.NumberFormat(localeTag).format(value);
  } catch {
    return String(value);
  }
}

/** Round dollar limits and thresholds as `$2,000`; other amounts as formatAmount (`$12.34`). */
export function formatDollars(amount: number): string {
  if (!Number.isInteger(amount)) return formatAmount(amount);
  const text = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.abs(amount));
  return amount < 0 ? `${MINUS}$${text}` : `$${text}`;
}
