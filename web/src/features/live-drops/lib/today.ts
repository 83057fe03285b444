import { type DropEntry, mergeDrops } from './drops';

/** Today's dearest drops with the live ones folded in: by price (then newest), at most `cap`. */
export function mergeDearest(
  loaded: readonly DropEntry[],
  live: readonly DropEntry[],
  { cap, since }: { cap: number; since: number },
): DropEntry[] {
  const fresh = live.filter((d) => Date.parse(d.created_at) >= since);
  return mergeDrops(loaded, fresh, { cap: Number.MAX_SAFE_INTEGER })
    .sort((a, b) => b.goods.price - a.goods.price || b.id - a.id)
    .slice(0, cap);
}

/** Start of the current UTC day (today's best resets at midnight UTC). */
export function startOfUtcDay(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** The narrow style ("4m ago") where it reads as a past time, the short one where it is a bare "-4 min". */
function relativeFormat(localeTag: string): Intl.RelativeTimeFormat {
  let format = formats.get(localeTag);
  if (format) return format;
  let tag = localeTag;
  try {
    new Intl.RelativeTimeFormat(tag);
  } catch {
    tag = 'en';
  }
  format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style: 'narrow' });
  if (/^[-−]/.test(format.format(-1, 'minute')))
    format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style: 'short' });
  formats.set(localeTag, format);
  return format;
}

/** "4m ago", "now", "2d ago" in the page language; empty when the date is unreadable. */
export function timeAgo(iso: string, now: number, localeTag: string): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  const format = relativeFormat(localeTag);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(seconds < 10 ? 0 : -seconds, 'second');
}
