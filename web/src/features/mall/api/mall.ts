import type {
  ExtractResult,
  ItemOwned,
  ItemPage,
  ItemVariant,
  MallBuyResult,
  MallGoods,
  Paged,
  SellResult,
} from '@dropforge/shared/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { loadProfile } from '../../../lib/user';
import { type MallFilters, mallQuery } from '../lib/filters';

export type { ItemOwned, ItemPage, ItemVariant, MallBuyResult, MallGoods };

const KEY = 'mall';

function newKey(): string {
  return crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** `GET /api/system_shop`: 15 a page (spec §9) with the URL's search, price range and sort. */
export function useMallList(filters: MallFilters) {
  const query = mallQuery(filters);
  return useQuery({
    queryKey: [KEY, 'list', query],
    queryFn: ({ signal }) => api<Paged<MallGoods>>('/api/system_shop', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function itemKey(id: number, oid?: number) {
  return [KEY, 'item', id, oid ?? null] as const;
}

/** `GET /api/system_shop/item/{id}?oid=`: goods, diff_price/diff_type, other wears (`ex`), the owned item. */
export function useItemPage(id: number, oid: number | undefined) {
  return useQuery({
    queryKey: itemKey(id, oid),
    queryFn: ({ signal }) => api<ItemPage>(`/api/system_shop/item/${id}`, { query: oid ? { oid } : undefined, signal }),
    // The bought item's page (new `oid`) replaces the shop page without a skeleton in between.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** After spending or receiving shop score: the header balances, the listing's stock and the item pages. */
function useMallRefresh() {
  const client = useQueryClient();
  return () => {
    void loadProfile();
    void client.invalidateQueries({ queryKey: [KEY] });
    void client.invalidateQueries({ queryKey: ['backpack'] });
  };
}

/**
 * `GET /api/system_shop/{id}/buy` with one Idempotency-Key per attempt. "Insufficient balance" carries the
 * shortfall in its data (see `shortfallOf`).
 */
export function useBuy() {
  const refresh = useMallRefresh();
  return useMutation({
    mutationFn: (id: number) => api<MallBuyResult>(`/api/system_shop/${id}/buy`, { idempotencyKey: newKey() }),
    onSettled: refresh,
  });
}

/** `POST /api/system_shop/extract` of one item (the item page's Withdraw). */
export function useExtract() {
  const refresh = useMallRefresh();
  return useMutation({
    mutationFn: (knapsackId: number) =>
      api<ExtractResult>('/api/system_shop/extract', {
        method: 'POST',
        body: { knapsack_id: [knapsackId] },
        idempotencyKey: newKey(),
      }),
    onSettled: refresh,
  });
}

/** "Convert to coins": `POST /api/system_shop/sell` of one item; a mall item credits the shop score. */
export function useConvert() {
  const refresh = useMallRefresh();
  return useMutation({
    mutationFn: (knapsackId: number) =>
      api<SellResult>('/api/system_shop/sell', {
        method: 'POST',
        body: { knapsack_id: [knapsackId] },
        idempotencyKey: newKey(),
      }),
    onSettled: refresh,
  });
}

/** The same query as the top-up page's method list (shared cache): its `min_recharge`. */
const METHODS_KEY = ['payment-methods', ''] as const;
/** Used until the server's answer is in (the shipped `min_recharge`). */
const DEFAULT_MIN_RECHARGE = 5;
interface MethodsResult {
  min_recharge: number;
}

/**
 * The smallest top-up the server accepts (content/payments `min_recharge`): a top-up offered to cover a
 * shortfall is at least this much.
 */
export function useMinRecharge(): number {
  const query = useQuery({
    queryKey: METHODS_KEY,
    queryFn: ({ signal }) => api<MethodsResult>('/api/payment/methods', { signal }),
    staleTime: 5 * 60_000,
  });
  return query.data?.min_recharge ?? DEFAULT_MIN_RECHARGE;
}
