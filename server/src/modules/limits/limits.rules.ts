import { LIMIT_INCREASE_HOURS, type LimitPeriod } from '@dropforge/shared/contract';
import type { Milli } from '@dropforge/shared/domain';
import type { LimitsRow } from './limits.repo';

const HOUR = 3_600_000;
/** Rolling windows of the deposit limits (decision 65). */
export const WINDOW_MS: Record<LimitPeriod, number> = { day: 24 * HOUR, week: 7 * 24 * HOUR, month: 30 * 24 * HOUR };

/** The row as it stands at `now`: pending increases whose 24 hours have passed are in force. */
export function settle(row: LimitsRow, now: number): LimitsRow {
  const next: LimitsRow = { ...row, pending: { ...row.pending } };
  for (const period of ['day', 'week', 'month'] as const) {
    const pending = next.pending[period];
    if (pending && Date.parse(pending.at) <= now) {
      next[period] = pending.limit;
      delete next.pending[period];
    }
  }
  return next;
}

/**
 * A new limit for one period: lower (or a first limit) applies at once and drops any pending increase; higher or
 * removed (null) waits 24 hours, except that asking again for the value already pending keeps its time.
 */
export function change(row: LimitsRow, period: LimitPeriod, value: Milli | null, now: number): LimitsRow {
  const current = row[period];
  const next: LimitsRow = { ...row, pending: { ...row.pending } };
  const stricter = value !== null && (current === null || value <= current);
  if (stricter) {
    next[period] = value;
    delete next.pending[period];
  } else if (value === null && current === null) {
    delete next.pending[period];
  } else if (next.pending[period]?.limit !== value) {
    next.pending[period] = { limit: value, at: new Date(now + LIMIT_INCREASE_HOURS * HOUR).toISOString() };
  }
  return next;
}

/** Whether a cool-off or self-exclusion runs at `now`. */
export function blocked(row: LimitsRow, now: number): boolean {
  return row.blockPermanent || (row.blockUntil !== null && row.blockUntil.getTime() > now);
}

/** `months` calendar months after `from` (UTC; the 31st becomes the month's last day). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Times in refusals: `2026-11-27 14:05 UTC` (every language reads it; the web shows `data.until` locally). */
export function formatUntil(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A deposit window's figures at `now` from the deposits of the last 30 days (oldest first). */
export function windowOf(
  period: LimitPeriod,
  limit: Milli | null,
  deposits: ReadonlyArray<{ amount: Milli; paidAt: Date }>,
  now: number,
) {
  const since = now - WINDOW_MS[period];
  const inside = deposits.filter((d) => d.paidAt.getTime() > since);
  const used = inside.reduce((sum, d) => sum + d.amount, 0) as Milli;
  const oldest = inside[0];
  return {
    used,
    remaining: limit === null ? null : (Math.max(0, limit - used) as Milli),
    /** When the oldest counted deposit leaves the window; with none, when a deposit made now would. */
    resetsAt: oldest ? new Date(oldest.paidAt.getTime() + WINDOW_MS[period]) : null,
    fallbackReset: new Date(now + WINDOW_MS[period]),
  };
}
