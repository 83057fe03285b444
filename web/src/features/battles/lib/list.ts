/**
 * The battle list's state in the URL (`/battle?tab=&state=&sort=&order=&page=`) and its live updates: a
 * summary from the `battles` channel is placed into, moved within or dropped from the page on screen.
 */
import type { BattleSummary, Paged } from '@dropforge/shared/contract';

export const LIST_STATES = ['waiting', 'running', 'ended'] as const;
export type ListState = (typeof LIST_STATES)[number];
export const LIST_TABS = ['all', 'mine', 'history'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** The four orders the sort menu offers: key → (sort, order). */
export const SORTS = {
  newest: { sort: 'time', order: 'desc' },
  oldest: { sort: 'time', order: 'asc' },
  dearest: { sort: 'cost', order: 'desc' },
  cheapest: { sort: 'cost', order: 'asc' },
} as const;
export type SortKey = keyof typeof SORTS;

export interface ListFilters {
  state: ListState;
  sort: 'time' | 'cost';
  order: 'asc' | 'desc';
  page: number;
}

export interface ListView {
  tab: ListTab;
  filters: ListFilters;
}

export const DEFAULT_FILTERS: ListFilters = { state: 'waiting', sort: 'time', order: 'desc', page: 1 };

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function parseListSearch(params: URLSearchParams): ListView {
  const page = Number(params.get('page'));
  return {
    tab: pick(params.get('tab'), LIST_TABS, 'all'),
    filters: {
      state: pick(params.get('state'), LIST_STATES, DEFAULT_FILTERS.state),
      sort: pick(params.get('sort'), ['time', 'cost'] as const, DEFAULT_FILTERS.sort),
      order: pick(params.get('order'), ['asc', 'desc'] as const, DEFAULT_FILTERS.order),
      page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    },
  };
}

/** `?…` with only what differs from the defaults ('' for the plain list). */
export function listSearch({ tab, filters }: ListView): string {
  const params = new URLSearchParams();
  if (tab !== 'all') params.set('tab', tab);
  if (tab === 'all') {
    if (filters.state !== DEFAULT_FILTERS.state) params.set('state', filters.state);
    if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
    if (filters.order !== DEFAULT_FILTERS.order) params.set('order', filters.order);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function sortKeyOf(filters: Pick<ListFilters, 'sort' | 'order'>): SortKey {
  const found = (Object.keys(SORTS) as SortKey[]).find(
    (key) => SORTS[key].sort === filters.sort && SORTS[key].order === filters.order,
  );
  return found ?? 'newest';
}

export function pageCount(total: number, size: number): number {
  return Math.max(0, Math.ceil(total / size));
}

function compare(a: BattleSummary, b: BattleSummary, filters: ListFilters): number {
  const sign = filters.order === 'asc' ? 1 : -1;
  const primary =
    filters.sort === 'cost' ? a.cost - b.cost : Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id;
  return sign * (primary || a.id - b.id);
}

/**
 * The page after a live summary: replaced in place when listed; dropped when it left the state shown; added
 * (at its sorted place, the page trimmed to `size`) when it entered the state on the first page. Unchanged
 * input (same object) when the event does not concern the page.
 */
export function applyListEvent(
  page: Paged<BattleSummary>,
  summary: BattleSummary,
  filters: ListFilters,
  size: number,
): Paged<BattleSummary> {
  const index = page.list.findIndex((b) => b.id === summary.id);
  const belongs = summary.state === filters.state && !summary.private;
  if (index >= 0) {
    if (belongs) return { ...page, list: page.list.map((b) => (b.id === summary.id ? summary : b)) };
    return { ...page, list: page.list.filter((b) => b.id !== summary.id), total: Math.max(0, page.total - 1) };
  }
  if (!belongs || filters.page !== 1) return page;
  const list = [...page.list, summary].sort((a, b) => compare(a, b, filters)).slice(0, size);
  if (!list.includes(summary)) return page;
  return { ...page, list, total: page.total + 1 };
}

/** Consecutive rounds of the same box as one entry with a count (the list's compact case strip). */
export function groupBoxes<B extends { id: string }>(boxes: readonly B[]): Array<{ box: B; count: number }> {
  const out: Array<{ box: B; count: number }> = [];
  for (const box of boxes) {
    const last = out[out.length - 1];
    if (last && last.box.id === box.id) last.count += 1;
    else out.push({ box, count: 1 });
  }
  return out;
}
