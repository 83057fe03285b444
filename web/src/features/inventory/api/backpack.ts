import type { BackpackItem, ExtractResult, GoodsConfigEntry, SellResult } from '@dropforge/shared/contract';
import { inventoryRoutes, withdrawalsRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/client';
import { BACKPACK_KEY, contentQueries, shopQueries, WITHDRAWALS_KEY } from '../../../lib/queries';
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

export function useBackpack(filters: BackpackFilters, page: number) {
  return useQuery(shopQueries.backpack(backpackQuery(filters, page)));
}

/** Rarity filter values (`GET /api/goods_config/quality`), with their colours. */
export function useQualities() {
  return useQuery({ ...contentQueries.qualities(), select: (data): GoodsConfigEntry[] => data.list });
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
      call(inventoryRoutes.sell, {
        body: { knapsack_id: knapsackIds },
        idempotencyKey: crypto.randomUUID?.(),
      }),
    onSuccess: (result) => {
      applyLoginUp({ money: result.money });
      void loadProfile();
    },
    onSettled: () => client.invalidateQueries({ queryKey: [BACKPACK_KEY] }),
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
      call(withdrawalsRoutes.extract, {
        body: { knapsack_id: knapsackIds },
        idempotencyKey: crypto.randomUUID?.(),
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: [BACKPACK_KEY] });
      void client.invalidateQueries({ queryKey: [WITHDRAWALS_KEY] });
    },
  });
}
