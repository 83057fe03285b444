import type { ItemOwned, ItemPage, ItemVariant, MallBuyResult, MallGoods } from '@dropforge/shared/contract';
import { inventoryRoutes, mallRoutes, withdrawalsRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, newIdempotencyKey } from '../../../lib/client';
import { BACKPACK_KEY, MALL_KEY, shopQueries } from '../../../lib/queries';
import { loadProfile } from '../../../lib/user';
import { type MallFilters, mallQuery } from '../lib/filters';

export type { ItemOwned, ItemPage, ItemVariant, MallBuyResult, MallGoods };

/** `GET /api/system_shop`: 15 a page (spec §9) with the URL's search, price range and sort. */
export function useMallList(filters: MallFilters) {
  return useQuery(shopQueries.mall(mallQuery(filters)));
}

export function itemKey(id: number, oid?: number) {
  return shopQueries.item(id, oid).queryKey;
}

/** `GET /api/system_shop/item/{id}?oid=`: goods, diff_price/diff_type, other wears (`ex`), the owned item. */
export function useItemPage(id: number, oid: number | undefined) {
  return useQuery(shopQueries.item(id, oid));
}

/** After spending or receiving shop score: the header balances, the listing's stock and the item pages. */
function useMallRefresh() {
  const client = useQueryClient();
  return () => {
    void loadProfile();
    void client.invalidateQueries({ queryKey: [MALL_KEY] });
    void client.invalidateQueries({ queryKey: [BACKPACK_KEY] });
  };
}

/**
 * `GET /api/system_shop/{id}/buy` with one Idempotency-Key per attempt. "Insufficient balance" carries the
 * shortfall in its data (see `shortfallOf`).
 */
export function useBuy() {
  const refresh = useMallRefresh();
  return useMutation({
    mutationFn: (id: number) => call(mallRoutes.buy, { params: { id }, idempotencyKey: newIdempotencyKey() }),
    onSettled: refresh,
  });
}

/** `POST /api/system_shop/extract` of one item (the item page's Withdraw). */
export function useExtract() {
  const refresh = useMallRefresh();
  return useMutation({
    mutationFn: (knapsackId: number) =>
      call(withdrawalsRoutes.extract, {
        body: { knapsack_id: [knapsackId] },
        idempotencyKey: newIdempotencyKey(),
      }),
    onSettled: refresh,
  });
}

/** "Convert to coins": `POST /api/system_shop/sell` of one item; a mall item credits the shop score. */
export function useConvert() {
  const refresh = useMallRefresh();
  return useMutation({
    mutationFn: (knapsackId: number) =>
      call(inventoryRoutes.sell, {
        body: { knapsack_id: [knapsackId] },
        idempotencyKey: newIdempotencyKey(),
      }),
    onSettled: refresh,
  });
}

/** Used until the server's answer is in (the shipped `min_recharge`). */
const DEFAULT_MIN_RECHARGE = 5;

/**
 * The smallest top-up the server accepts (content/payments `min_recharge`): a top-up offered to cover a
 * shortfall is at least this much.
 */
export function useMinRecharge(): number {
  // The same query as the top-up page's method list for the visitor's country (shared cache).
  const query = useQuery(shopQueries.paymentMethods(''));
  return query.data?.min_recharge ?? DEFAULT_MIN_RECHARGE;
}
