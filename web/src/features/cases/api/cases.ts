import type { BoxDetail, BoxSummary, OpenDrop, OpenResult, SellResult } from '@dropforge/shared/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { loadProfile } from '../../../lib/user';

export type { BoxDetail, BoxSummary, OpenDrop, OpenResult };
export type BoxItem = BoxDetail['items'][number];
export interface BoxCategory {
  id: string;
  name: string;
  list: BoxSummary[];
}

export const boxListKey = ['cases', 'list'] as const;
export const boxDetailKey = (id: string) => ['cases', 'detail', id] as const;
/** Query key prefix of the backpack (refreshed after opens and sales so it shows the new items). */
const BACKPACK_KEY = ['backpack'] as const;

const detailPath = (id: string) => `/api/box/${encodeURIComponent(id)}`;

/** `GET /api/box`: every category with its cases (names in the page language). */
export function useBoxList() {
  return useQuery({
    queryKey: boxListKey,
    queryFn: ({ signal }) => api<{ list: BoxCategory[] }>('/api/box', { signal }),
    staleTime: 60_000,
    select: (data) => data.list.filter((category) => category.list.length > 0),
  });
}

/** `GET /api/box/{id}`: the case, its odds and contents. */
export function useBoxDetail(id: string) {
  return useQuery({
    queryKey: boxDetailKey(id),
    queryFn: ({ signal }) => api<BoxDetail>(detailPath(id), { signal }),
    staleTime: 60_000,
    enabled: id !== '',
  });
}

/** Warms the case page while the pointer rests on a case card. */
export function prefetchBox(client: QueryClient, id: string): void {
  void client.prefetchQuery({
    queryKey: boxDetailKey(id),
    queryFn: ({ signal }) => api<BoxDetail>(detailPath(id), { signal }),
    staleTime: 60_000,
  });
}

function newKey(): string {
  return crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * `POST /api/box/{id}/open`: pays and draws `number` cases. A fresh Idempotency-Key per click; the
 * server's msg ("Insufficient balance"…) surfaces through the global mutation toast and the caller.
 */
export function useOpenBox(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (number: number) =>
      api<OpenResult>(`${detailPath(id)}/open`, { method: 'POST', body: { number }, idempotencyKey: newKey() }),
    onSuccess: () => {
      void loadProfile();
      void client.invalidateQueries({ queryKey: BACKPACK_KEY });
    },
  });
}

/** `POST /api/system_shop/sell`: sells the given drops; the header balance is refreshed after. */
export function useSellDrops() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api<SellResult>('/api/system_shop/sell', { method: 'POST', body: { knapsack_id: ids } }),
    onSuccess: () => {
      void loadProfile();
      void client.invalidateQueries({ queryKey: BACKPACK_KEY });
    },
  });
}
