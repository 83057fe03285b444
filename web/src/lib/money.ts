import { formatMilli, type Milli, parseMilli } from '@dropforge/shared/domain';

/** Formats an API amount (dollars, up to 3 decimals) as `$12.34`; never throws. */
export function formatAmount(amount: number | string, sign = '$'): string {
  let milli: Milli;
  try {
    milli = parseMilli(amount);
  } catch {
    const n = Number(amount);
    milli = (Number.isFinite(n) ? Math.round(n * 1000) : 0) as Milli;
  }
  const text = formatMilli(milli);
  return text.startsWith('-') ? `-${sign}${text.slice(1)}` : `${sign}${text}`;
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
  return amount < 0 ? `-$${text}` : `$${text}`;
}
