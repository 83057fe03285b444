import type { PillTone } from '../../components/ui/Pill';
import { formatDateTime } from '../../lib/dates';
import { formatAmount } from '../../lib/money';

/** Money of the console: `$12.34`, thousands grouped (`$1,000,000.00`); shop score and coins without the dollar sign. */
export function money(amount: number, currency = 'money'): string {
  const text = formatAmount(amount, currency === 'money' || currency === 'usd' || currency === 'USD' ? '$' : '');
  return text.replace(/\d+(?=\.\d+$|$)/, (whole) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
}

/** A fraction (0.92) as `92.0 %`; `—` when unknown. */
export function pct(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : `${(value * 100).toFixed(digits)} %`;
}

export function when(iso: string | null | undefined, localeTag: string): string {
  return iso ? formatDateTime(iso, localeTag) : '—';
}

export function count(value: number, localeTag: string): string {
  try {
    return new Intl.NumberFormat(localeTag).format(value);
  } catch {
    return String(value);
  }
}

/** Colours of status chips by state name, across withdrawals, orders, cases and items. */
const TONES: Record<string, PillTone> = {
  success: 'money',
  paid: 'money',
  completed: 'money',
  published: 'money',
  enabled: 'money',
  active: 'money',
  in_progress: 'info',
  ready: 'info',
  pending: 'info',
  draft: 'accent',
  designed: 'accent',
  failed: 'danger',
  declined: 'danger',
  blocked: 'danger',
  disabled: 'neutral',
  cancelled: 'neutral',
  refunded: 'soon',
  official: 'info',
  site: 'neutral',
};

export function toneOf(state: string): PillTone {
  return TONES[state] ?? 'neutral';
}

/** An ISO time as the value of a `datetime-local` input (local time, minutes). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value as ISO with offset (UTC); null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Page count of a `{list, page, total}` answer when the page size is the longest page seen. */
export function pageCount(total: number, size: number): number {
  return size > 0 ? Math.max(1, Math.ceil(total / size)) : 1;
}
