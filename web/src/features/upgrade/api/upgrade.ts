import type {
  BackpackItem,
  Goods,
  UpgradeBody,
  UpgradeConfig,
  UpgradeHistoryEntry,
  UpgradeResult,
} from '@dropforge/shared/contract';
import { upgradeRoutes } from '@dropforge/shared/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/client';
import { BACKPACK_KEY, shopQueries, UPGRADE_KEY } from '../../../lib/queries';

export type { BackpackItem, Goods, UpgradeConfig, UpgradeHistoryEntry, UpgradeResult };

/** Backpack items per stake page; targets per picker page. */
export const STAKE_PAGE_SIZE = 15;
export const TARGET_PAGE_SIZE = 20;

/** `GET /api/upgrade/config`: max items, max chance, RTP, coins share, quick multipliers. */
export function useUpgradeConfig() {
  return useQuery(shopQueries.upgradeConfig());
}

/** The player's owned items, dearest first (`GET /api/system_shop/backpack`). */
export function useStakeItems(page: number, enabled: boolean) {
  return useQuery({
    ...shopQueries.backpack({ field: 'price', sort: 'desc', page, limit: STAKE_PAGE_SIZE }),
    enabled,
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

export function useTargets(min: number, filters: TargetFilters, page: number) {
  const query = targetsQuery(min, filters, page);
  return useQuery({ ...shopQueries.upgradeTargets(query), placeholderData: keepPreviousData });
}

/** The cheapest targets priced at least `floor` and above `min` (a quick multiplier's pick). */
export function useTargetFinder() {
  const client = useQueryClient();
  return (min: number, floor: number) => {
    const query = targetsQuery(min, { ...DEFAULT_TARGET_FILTERS, price: String(floor) }, 1, 6);
    return client.fetchQuery(shopQueries.upgradeTargets(query));
  };
}

export const HISTORY_PAGE_SIZE = 10;

export function useUpgradeHistory(page: number, enabled: boolean) {
  return useQuery({ ...shopQueries.upgradeHistory(page), enabled });
}

function idempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `POST /api/upgrade`, one Idempotency-Key per attempt. */
export function useUpgrade() {
  return useMutation({
    mutationFn: (body: UpgradeBody) => call(upgradeRoutes.upgrade, { body, idempotencyKey: idempotencyKey() }),
  });
}

/** After a roll has been shown: the backpack, history and targets change. */
export function useUpgradeRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: [BACKPACK_KEY] });
    void client.invalidateQueries({ queryKey: [UPGRADE_KEY, 'history'] });
  };
}
