import type { SupportInfo } from '@dropforge/shared/contract';

const DAY_MS = 86_400_000;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export type Desk = Pick<SupportInfo, 'utc_offset_minutes' | 'days' | 'open' | 'close'>;
export type Interval = { start: number; end: number };

/** The desk's working intervals (UTC instants) of the desk's week around `now`, and of the next week. */
export function deskIntervals(desk: Desk, now: number): Interval[] {
  const offset = desk.utc_offset_minutes * 60_000;
  const deskNow = new Date(now + offset);
  // Monday 00:00 of the desk's current week, in the desk's wall clock read as UTC.
  const monday =
    Date.UTC(deskNow.getUTCFullYear(), deskNow.getUTCMonth(), deskNow.getUTCDate()) -
    ((deskNow.getUTCDay() + 6) % 7) * DAY_MS;
  const open = minutesOf(desk.open) * 60_000;
  let close = minutesOf(desk.close) * 60_000;
  if (close <= open) close += DAY_MS;
  const out: Interval[] = [];
  for (const week of [0, 7])
    for (const day of [...desk.days].sort((a, b) => a - b)) {
      const midnight = monday + (week + day - 1) * DAY_MS - offset;
      out.push({ start: midnight + open, end: midnight + close });
    }
  return out;
}

/** Whether the desk is working at `now`, and when it next opens (when it is not). */
export function deskStatus(desk: Desk, now: number): { open: boolean; next: number | null } {
  const intervals = deskIntervals(desk, now);
  if (intervals.some((i) => i.start <= now && now < i.end)) return { open: true, next: null };
  return { open: false, next: intervals.find((i) => i.start > now)?.start ?? null };
}

type Parts = { weekday: number; time: string; date: string };

function partsIn(ms: number, timeZone: string | undefined): Parts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return { weekday, time: `${get('hour')}:${get('minute')}`, date: `${get('year')}-${get('month')}-${get('day')}` };
}

/**
 * The desk's week in another time zone, grouped: consecutive days with the same local hours become one row,
 * e.g. GMT+8 Mon–Fri 09:00–18:00 seen from Berlin in winter is `[{ from: 1, to: 5, open: '02:00', close: '11:00' }]`.
 * `nextDay`: the shift ends on the following local day.
 */
export type LocalRow = { from: number; to: number; open: string; close: string; nextDay: boolean };

export function localWeek(desk: Desk, now: number, timeZone?: string): LocalRow[] {
  const rows: LocalRow[] = [];
  for (const interval of deskIntervals(desk, now).slice(0, desk.days.length)) {
    const start = partsIn(interval.start, timeZone);
    const end = partsIn(interval.end, timeZone);
    const row = {
      from: start.weekday,
      to: start.weekday,
      open: start.time,
      close: end.time,
      nextDay: end.date !== start.date,
    };
    const last = rows.at(-1);
    if (
      last &&
      last.open === row.open &&
      last.close === row.close &&
      last.nextDay === row.nextDay &&
      row.from === last.to + 1
    )
      last.to = row.from;
    else rows.push(row);
  }
  return rows;
}

/** `GMT+8`, `GMT-3:30`, `GMT` for an offset in minutes. */
export function gmtLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'GMT';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** A weekday name (1 = Monday) in a language, from a fixed Monday. */
export function weekdayName(day: number, tag: string, width: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(tag, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}
