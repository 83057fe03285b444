import type { BackpackItem, ExtractResult, GoodsConfigEntry, Paged, SellResult } from '@dropforge/shared/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { applyLoginUp, loadProfile } from '../../../lib/user';
import { BACKPACK_PAGE_SIZE } from '../lib/sell-summary';

export type { BackpackItem, ExtractResult, SellResult };

export type BackpackSort = 'desc' | 'asc' | 'newest';
/** `owned`: what can still be sold or withdrawn; `all`: also sold, withdrawn and consumed items. */
export type BackpackView = 'owned' | 'all';

export interface BackpackFilters {
  quality?: string;
  sort: BackpackSort;
  view: BackpackView;
}

export const DEFAULT_FILTERS: BackpackFilters = { sort: 'newest', view: 'owned' };

/** The backpack query of spec §7 (`quality, field, sort, page, limit`); `newest` is the server's default order. */
export function backpackQuery(filters: BackpackFilters, page: number) {
  return {
    quality: filters.quality || undefined,
    field: filters.sort === 'newest' ? 'created_at' : 'price',
    sort: filters.sort === 'asc' ? 'asc' : 'desc',
    state: filters.view === 'all' ? 'all' : undefined,
    page,
    limit: BACKPACK_PAGE_SIZE,
  } as const;
}

const BACKPACK = 'backpack';

export function useBackpack(filters: BackpackFilters, page: number) {
  return useQuery({
    queryKey: [BACKPACK, filters, page],
    queryFn: ({ signal }) =>
      api<Paged<BackpackItem>>('/api/system_shop/backpack', { query: backpackQuery(filters, page), signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Rarity filter values (`GET /api/goods_config/quality`), with their colours. */
export function useQualities() {
  return useQuery({
    queryKey: ['goods-config', 'quality'],
    queryFn: ({ signal }) => api<{ list: GoodsConfigEntry[] }>('/api/goods_config/quality', { signal }),
    select: (data) => data.list,
    staleTime: 10 * 60_000,
  });
}

/**
 * `POST /api/system_shop/sell`: all or nothing. On success the header balance rises at once by what went
 * to the balance (spec §4 `login_up`), then the profile is fetched again (shop score, stored login), and
 * every backpack page is refetched.
 */
export function useSell() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (knapsackIds: number[]) =>
      api<SellResult>('/api/system_shop/sell', {
        method: 'POST',
        body: { knapsack_id: knapsackIds },
        idempotencyKey: crypto.randomUUID?.(),
      }),
    onSuccess: (result) => {
      applyLoginUp({ money: result.money });
      void loadProfile();
    },
    onSettled: () => client.invalidateQueries({ queryKey: [BACKPACK] }),
  });
}

/** Mirror of contract EXTRACT_MAX_ITEMS: one withdrawal request takes at most this many items. */
export const WITHDRAW_MAX = 20;

/**
 * `POST /api/system_shop/extract`: one withdrawal per item, all or nothing. Afterwards the backpack and any
 * cached withdrawal list are refetched (the items now show as withdrawing).
 */
export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (knapsackIds: number[]) =>
      api<ExtractResult>('/api/system_shop/extract', {
        method: 'POST',
        body: { knapsack_id: knapsackIds },
        idempotencyKey: crypto.randomUUID?.(),
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: [BACKPACK] });
      void client.invalidateQueries({ queryKey: ['withdrawals'] });
    },
  });
}
