import { inventoryRoutes, mallRoutes, paymentsRoutes, upgradeRoutes } from '@dropforge/shared/contract/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CallInput, call } from '../client';

/** Query key prefix of the backpack: refetched after opens, sales, withdrawals and upgrades. */
export const BACKPACK_KEY = 'backpack';
export const MALL_KEY = 'mall';
export const UPGRADE_KEY = 'upgrade';

type BackpackQuery = NonNullable<CallInput<typeof inventoryRoutes.backpack>['query']>;
type MallQuery = NonNullable<CallInput<typeof mallRoutes.list>['query']>;
export type TargetsQuery = NonNullable<CallInput<typeof upgradeRoutes.targets>['query']>;

/** The backpack, the mall, payments and the upgrade. */
export const shopQueries = {
  /** `GET /api/system_shop/backpack`: a page of the player's items (the backpack, the upgrade's stake picker). */
  backpack: (query: BackpackQuery) =>
    queryOptions({
      queryKey: [BACKPACK_KEY, query],
      queryFn: ({ signal }) => call(inventoryRoutes.backpack, { query, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  /** `GET /api/system_shop`: 15 a page (spec §9) with the search, price range and sort. */
  mall: (query: MallQuery) =>
    queryOptions({
      queryKey: [MALL_KEY, 'list', query],
      queryFn: ({ signal }) => call(mallRoutes.list, { query: { ...query }, signal }),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  /** `GET /api/system_shop/item/{id}?oid=`: goods, diff_price/diff_type, other wears (`ex`), the owned item. */
  item: (id: number, oid: number | undefined) =>
    queryOptions({
      queryKey: [MALL_KEY, 'item', id, oid ?? null],
      queryFn: ({ signal }) => call(mallRoutes.item, { params: { id }, query: oid ? { oid } : undefined, signal }),
      // The bought item's page (new `oid`) replaces the shop page without a skeleton in between.
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  /** Methods offered in a country (the server falls back to the visitor's country when none is sent). */
  paymentMethods: (country: string) =>
    queryOptions({
      queryKey: ['payment-methods', country],
      queryFn: ({ signal }) => call(paymentsRoutes.methods, { query: { country: country || undefined }, signal }),
      staleTime: 5 * 60_000,
    }),
  /** A top-up order (`GET /api/payment/order/{order_sn}`). */
  order: (orderSn: string) =>
    queryOptions({
      queryKey: ['payment-order', orderSn],
      queryFn: ({ signal }) => call(paymentsRoutes.order, { params: { order_sn: orderSn }, signal }),
      enabled: orderSn !== '',
      staleTime: 0,
    }),
  /** `GET /api/upgrade/config`: max items, max chance, RTP, coins share, quick multipliers. */
  upgradeConfig: () =>
    queryOptions({
      queryKey: [UPGRADE_KEY, 'config'],
      queryFn: ({ signal }) => call(upgradeRoutes.config, { signal }),
      staleTime: 10 * 60_000,
    }),
  /** `GET /api/upgrade/targets`: goods priced above `min` (the stake, USD). */
  upgradeTargets: (query: TargetsQuery) =>
    queryOptions({
      queryKey: [UPGRADE_KEY, 'targets', query],
      queryFn: ({ signal }) => call(upgradeRoutes.targets, { query, signal }),
      staleTime: 60_000,
    }),
  upgradeHistory: (page: number) =>
    queryOptions({
      queryKey: [UPGRADE_KEY, 'history', page],
      queryFn: ({ signal }) => call(upgradeRoutes.history, { query: { page }, signal }),
      placeholderData: keepPreviousData,
    }),
};
