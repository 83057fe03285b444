import type { Paged, Withdrawal, WithdrawalState } from '@dropforge/shared/contract';
import type { IconName } from '../../../components/ui/icons';

export type { Withdrawal, WithdrawalState };

/** Mirrors of the contract constants (types only are imported, so zod stays out of the bundle). */
export const WITHDRAWAL_STATES = ['in_progress', 'ready', 'success', 'failed', 'cancelled'] as const;
export const WITHDRAWALS_PAGE_SIZE = 10;
export const WITHDRAWAL_EVENT = 'withdrawal';

export function isWithdrawalState(value: string | null | undefined): value is WithdrawalState {
  return !!value && (WITHDRAWAL_STATES as readonly string[]).includes(value);
}

export interface StateBadge {
  icon: IconName;
  /** Text, border and background classes of the badge. */
  tone: string;
  /** The row's accent stripe. */
  color: string;
  /** Still moving (the badge pulses). */
  live: boolean;
}

/** State → badge: in progress blue, ready orange (act now), success green, failed red, cancelled grey. */
export const STATE_BADGES: Record<WithdrawalState, StateBadge> = {
  in_progress: { icon: 'clock', tone: 'border-info/40 bg-info/12 text-[#8cc6ff]', color: '#4ea8ff', live: true },
  ready: { icon: 'bell', tone: 'border-accent/50 bg-accent/15 text-accent-2', color: '#ff8a1f', live: true },
  success: { icon: 'check', tone: 'border-money/40 bg-money/12 text-money', color: '#3ee089', live: false },
  failed: { icon: 'alert', tone: 'border-danger/40 bg-danger/12 text-[#ff9a9a]', color: '#ff5d5d', live: false },
  cancelled: { icon: 'close', tone: 'border-line-strong bg-surface-3 text-muted', color: '#8794ad', live: false },
};

export function badgeOf(state: string): StateBadge {
  return isWithdrawalState(state) ? STATE_BADGES[state] : STATE_BADGES.cancelled;
}

/** Time left on a sent offer: `1:02:03`, `12:05`, or null once expired (or without an expiry). */
export function offerCountdown(expiresAt: string | null, now: number): { ms: number; text: string } | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end) || end <= now) return null;
  const ms = end - now;
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = String(minutes).padStart(hours > 0 ? 2 : 1, '0');
  const ss = String(seconds).padStart(2, '0');
  return { ms, text: hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}` };
}

/** The offer link, only when it is an http(s) address (never `javascript:` or a relative path). */
export function safeOfferUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** A `withdrawal` event's data, when it has the fields a row needs. */
export function parseWithdrawalEvent(data: unknown): Withdrawal | null {
  if (!data || typeof data !== 'object') return null;
  const row = data as Partial<Withdrawal>;
  if (typeof row.id !== 'number' || !isWithdrawalState(row.state ?? null)) return null;
  if (!row.goods || typeof row.goods !== 'object' || typeof row.created_at !== 'string') return null;
  return row as Withdrawal;
}

/**
 * A live update applied to one cached page: the row with the same id takes the new state in place (so it does
 * not jump while the player looks at it); a new withdrawal goes on top of the first page of a matching tab.
 */
export function applyWithdrawal(
  page: Paged<Withdrawal>,
  update: Withdrawal,
  filter: WithdrawalState | null,
): Paged<Withdrawal> {
  const index = page.list.findIndex((row) => row.id === update.id);
  if (index >= 0) {
    const list = page.list.slice();
    list[index] = update;
    return { ...page, list };
  }
  if (page.page !== 1 || (filter !== null && filter !== update.state)) return page;
  return { ...page, list: [update, ...page.list].slice(0, WITHDRAWALS_PAGE_SIZE), total: page.total + 1 };
}
