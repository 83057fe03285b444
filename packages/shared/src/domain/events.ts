/**
 * Pure rules of events (issue 20): prize tables (odds in tickets summing to 100 000 000, like a case), the
 * operator's calendar day in a time zone, schedules and the check-in streak. No I/O; runs in Node and the browser.
 */
import { pickDrop, type TicketRange, ticketRanges } from './cases';
import { TICKETS_TOTAL } from './fair';

export const PRIZE_KINDS = ['cash', 'coins', 'shop_score', 'case', 'item'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/** What a prize gives: an amount (USD, at most 3 decimals) of a balance, a free case open or one item. */
export type Prize =
  | { kind: 'cash' | 'coins' | 'shop_score'; amount: number }
  | { kind: 'case'; case_id: string }
  | { kind: 'item'; hash_name: string };
export type PrizeEntry = Prize & { tickets: number };

/** A prize table's contiguous ranges in its published order (entry index = range id); throws on bad odds. */
export function prizeRanges(table: readonly PrizeEntry[]): TicketRange[] {
  return ticketRanges(table.map((e, i) => ({ goodsId: i, tickets: e.tickets })));
}

/** The index of the table entry that owns `ticket`. */
export function drawPrize(ranges: readonly TicketRange[], ticket: number): number {
  return Number(pickDrop(ranges, ticket).goodsId);
}

/** Expected value of one draw in thousandths (not rounded): Σ tickets × value / 10^8. */
export function expectedDraw(table: readonly PrizeEntry[], worth: (prize: Prize) => number): number {
  let sum = 0;
  for (const entry of table) sum += entry.tickets * worth(entry);
  return sum / TICKETS_TOTAL;
}

// ---- Calendar in a time zone -------------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall-clock parts of instant `ms` in `timeZone` (weekday 1 = Monday … 7 = Sunday). */
export function wallClock(ms: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) parts[p.type] = p.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday ?? 'Mon'] ?? 1,
  };
}

/** The calendar day (`YYYY-MM-DD`) of instant `ms` in `timeZone`. */
export function dayOf(ms: number, timeZone: string): string {
  return wallClock(ms, timeZone).day;
}

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Offset of `timeZone` from UTC at instant `ms`, in ms (positive east of Greenwich). */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  const [y, m, d] = w.day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d) + w.minutes * 60_000 + w.seconds * 1000;
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant a wall-clock time (`day` at `minutes` past midnight) happens in `timeZone`. */
export function instantOf(day: string, minutes: number, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000;
  const first = wall - offsetAt(wall, timeZone);
  // Around a DST change the offset at the guess may differ from the offset at the answer: correct once.
  return wall - offsetAt(first, timeZone);
}

/** When the next calendar day after instant `ms` starts in `timeZone`. */
export function nextDayStart(ms: number, timeZone: string): number {
  return instantOf(addDays(dayOf(ms, timeZone), 1), 0, timeZone);
}

/** The Monday (`YYYY-MM-DD`) of the week holding instant `ms` in `timeZone`. */
export function weekOf(ms: number, timeZone: string): string {
  const w = wallClock(ms, timeZone);
  return addDays(w.day, 1 - w.weekday);
}

// ---- Schedules -------------------------------------------------------------------------------------------------

export type Schedule =
  | { type: 'always' }
  /** From `from` (inclusive) to `to` (exclusive), ISO instants. */
  | { type: 'dates'; from: string; to: string }
  /** On `days` (1 = Monday … 7 = Sunday) between `from` and `to` (`HH:MM`, wall clock; `to` may be `24:00`). */
  | { type: 'weekly'; days: readonly number[]; from: string; to: string };

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** Whether a schedule runs at `ms`, and when the current run ends (null: no end). */
export function scheduleAt(
  schedule: Schedule,
  ms: number,
  timeZone: string,
): { running: boolean; endsAt: number | null } {
  if (schedule.type === 'always') return { running: true, endsAt: null };
  if (schedule.type === 'dates') {
    const from = Date.parse(schedule.from);
    const to = Date.parse(schedule.to);
    return { running: ms >= from && ms < to, endsAt: to };
  }
  const w = wallClock(ms, timeZone);
  const from = minutesOf(schedule.from);
  const to = minutesOf(schedule.to);
  const running = schedule.days.includes(w.weekday) && w.minutes >= from && w.minutes < to;
  return { running, endsAt: running ? instantOf(w.day, to, timeZone) : null };
}

// ---- Seven-day check-in ----------------------------------------------------------------------------------------

export const CHECK_IN_DAYS = 7;
export type CheckInDayState = 'claimed' | 'available' | 'locked';

/** The streak day a check-in on `today` earns after a last check-in (or none): +1 after yesterday, else 1. */
export function nextStreakDay(last: { day: string; streak: number } | null, today: string, length = CHECK_IN_DAYS) {
  if (!last || last.day !== addDays(today, -1) || last.streak >= length) return 1;
  return last.streak + 1;
}

/** What the 7 days of a check-in look like on `today` after the player's last check-in. */
export function checkInView(last: { day: string; streak: number } | null, today: string, length = CHECK_IN_DAYS) {
  const todayDone = last?.day === today;
  const alive = todayDone || (last !== null && last.day === addDays(today, -1) && last.streak < length);
  const streak = alive && last ? last.streak : 0;
  const states: CheckInDayState[] = Array.from({ length }, (_, i) => {
    const day = i + 1;
    if (day <= streak) return 'claimed';
    return day === streak + 1 && !todayDone ? 'available' : 'locked';
  });
  return { streak, todayDone, states };
}
