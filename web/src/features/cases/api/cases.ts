import type { BoxDetail, BoxSummary, OpenDrop, OpenResult } from '@dropforge/shared/contract';
import { casesRoutes, inventoryRoutes } from '@dropforge/shared/contract/routes';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, newIdempotencyKey } from '../../../lib/client';
import { BACKPACK_KEY, COUPONS_KEY, caseQueries } from '../../../lib/queries';
import { loadProfile } from '../../../lib/user';

export type { BoxDetail, BoxSummary, OpenDrop, OpenResult };
export type BoxItem = BoxDetail['items'][number];
export interface BoxCategory {
  id: string;
  name: string;
  list: BoxSummary[];
}

/** `GET /api/box`: every category with its cases (names in the page language). */
export function useBoxList() {
  return useQuery({
    ...caseQueries.list(),
    select: (data): BoxCategory[] => data.list.filter((category) => category.list.length > 0),
  });
}

/** `GET /api/box/{id}`: the case, its odds and contents. */
export function useBoxDetail(id: string) {
  return useQuery(caseQueries.detail(id));
}

/** Warms the case page while the pointer rests on a case card. */
export function prefetchBox(client: QueryClient, id: string): void {
  void client.prefetchQuery(caseQueries.detail(id));
}

/**
 * `POST /api/box/{id}/open`: pays and draws `number` cases. A fresh Idempotency-Key per click; the
 * server's msg ("Insufficient balance"…) surfaces through the global mutation toast and the caller.
 */
export function useOpenBox(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ number, coupon }: { number: number; coupon?: number }) =>
      call(casesRoutes.open, {
        params: { id },
        body: { number, ...(coupon ? { coupon_id: coupon } : {}) },
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: (_answer, { coupon }) => {
      void loadProfile();
      void client.invalidateQueries({ queryKey: [BACKPACK_KEY] });
      if (coupon) void client.invalidateQueries({ queryKey: COUPONS_KEY });
    },
  });
}

/** `POST /api/system_shop/sell`: sells the given drops; the header balance is refreshed after. */
export function useSellDrops() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(inventoryRoutes.sell, { body: { knapsack_id: ids } }),
    onSuccess: () => {
      void loadProfile();
      void client.invalidateQueries({ queryKey: [BACKPACK_KEY] });
    },
  });
}
