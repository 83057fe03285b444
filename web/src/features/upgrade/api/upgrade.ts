import type {
  BackpackItem,
  Goods,
  Paged,
  UpgradeBody,
  UpgradeConfig,
  UpgradeHistoryEntry,
  UpgradeResult,
} from '@dropforge/shared/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type { BackpackItem, Goods, UpgradeConfig, UpgradeHistoryEntry, UpgradeResult };

/** Backpack items per stake page; targets per picker page. */
export const STAKE_PAGE_SIZE = 15;
export const TARGET_PAGE_SIZE = 20;

const KEY = 'upgrade';

/** `GET /api/upgrade/config`: max items, max chance, RTP, coins share, quick multipliers. */
export function useUpgradeConfig() {
  return useQuery({
    queryKey: [KEY, 'config'],
    queryFn: ({ signal }) => api<UpgradeConfig>('/api/upgrade/config', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The player's owned items, dearest first (`GET /api/system_shop/backpack`). */
export function useStakeItems(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [KEY, 'backpack', page],
    queryFn: ({ signal }) =>
      api<Paged<BackpackItem>>('/api/system_shop/backpack', {
        query: { field: 'price', sort: 'desc', page, limit: STAKE_PAGE_SIZE },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export interface TargetFilters {
  name: string;
  /** USD bounds as typed ('' = none). */
  price: string;
  maxPrice: string;
  sort: 'asc' | 'desc';
}

export const DEFAULT_TARGET_FILTERS: TargetFilters = { name: '', price: '', maxPrice: '', sort: 'asc' };

function bound(text: string): number | undefined {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Query of `GET /api/upgrade/targets`: goods priced above `min` (the stake, USD). */
export function targetsQuery(min: number, filters: TargetFilters, page: number, limit = TARGET_PAGE_SIZE) {
  return {
    min,
    name: filters.name.trim() || undefined,
    price: bound(filters.price),
    max_price: bound(filters.maxPrice),
    sort: filters.sort,
    page,
    limit,
  };
}

function fetchTargets(query: ReturnType<typeof targetsQuery>, signal?: AbortSignal) {
  return api<Paged<Goods>>('/api/upgrade/targets', { query, signal });
}

export function useTargets(min: number, filters: TargetFilters, page: number) {
  const query = targetsQuery(min, filters, page);
  return useQuery({
    queryKey: [KEY, 'targets', query],
    queryFn: ({ signal }) => fetchTargets(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The cheapest targets priced at least `floor` and above `min` (a quick multiplier's pick). */
export function useTargetFinder() {
  const client = useQueryClient();
  return (min: number, floor: number) => {
    const query = targetsQuery(min, { ...DEFAULT_TARGET_FILTERS, price: String(floor) }, 1, 6);
    return client.fetchQuery({
      queryKey: [KEY, 'targets', query],
      queryFn: ({ signal }) => fetchTargets(query, signal),
      staleTime: 60_000,
    });
  };
}

export const HISTORY_PAGE_SIZE = 10;

export function useUpgradeHistory(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [KEY, 'history', page],
    queryFn: ({ signal }) => api<Paged<UpgradeHistoryEntry>>('/api/upgrade/history', { query: { page }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function idempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `POST /api/upgrade`, one Idempotency-Key per attempt. */
export function useUpgrade() {
  return useMutation({
    mutationFn: (body: UpgradeBody) =>
      api<UpgradeResult>('/api/upgrade', { method: 'POST', body, idempotencyKey: idempotencyKey() }),
  });
}

/** After a roll has been shown: the backpack, history and targets change. */
export function useUpgradeRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: [KEY, 'backpack'] });
    void client.invalidateQueries({ queryKey: [KEY, 'history'] });
  };
}
