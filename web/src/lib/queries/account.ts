import { fairRoutes, freeRoutes, paymentsRoutes, withdrawalsRoutes } from '@dropforge/shared/contract/routes';
import { groupGrabRoutes } from '@dropforge/shared/contract/routes-groupgrab';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isApiError } from '../api';
import { type CallInput, call } from '../client';

/** Enough for the daily box, the ten VIP level cases and the first-recharge case. */
const FREE_LIST_LIMIT = 20;

export const WITHDRAWALS_KEY = 'withdrawals';
/** The player's coupons, one cache for the coupons page, the case page and the top-up form. */
export const COUPONS_KEY = ['coupons'];
type WithdrawalsQuery = NonNullable<CallInput<typeof withdrawalsRoutes.list>['query']>;
type TransactionsQuery = NonNullable<CallInput<typeof paymentsRoutes.transactions>['query']>;

/** What a signed-in player reads about their own account: seeds, free boxes, history, withdrawals, VIP. */
export const accountQueries = {
  /** The signed-in player's current seed pair (`GET /api/pfv_api`). */
  seeds: () =>
    queryOptions({
      queryKey: ['fair', 'seeds'],
      queryFn: ({ signal }) => call(fairRoutes.seeds, { signal }),
      staleTime: 0,
    }),
  /** The player's rolls (`GET /api/pfv_log`), newest first. */
  rollLog: (page: number) =>
    queryOptions({
      queryKey: ['fair', 'log', page],
      queryFn: ({ signal }) => call(fairRoutes.log, { query: { page }, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  /** `GET /api/free`: every free box with the player's state (visitors see them locked, state 5). */
  freeBoxes: (userId: number | null) =>
    queryOptions({
      queryKey: ['free', userId ?? 0],
      queryFn: ({ signal }) => call(freeRoutes.list, { query: { limit: FREE_LIST_LIMIT }, signal }),
      staleTime: 15_000,
    }),
  /** One page of the ledger history; always refetched on visit (a deposit may just have landed). */
  transactions: (query: TransactionsQuery) =>
    queryOptions({
      queryKey: ['wallet-transactions', query.type ?? 'all', query.page],
      queryFn: ({ signal }) => call(paymentsRoutes.transactions, { query, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  /** `GET /api/coupon/room_backpack`: the player's group-grab coupons (case and top-up), newest first. */
  coupons: () =>
    queryOptions({
      queryKey: COUPONS_KEY,
      queryFn: ({ signal }) => call(groupGrabRoutes.backpack, { signal }),
      staleTime: 15_000,
    }),
  /** `GET /api/withdrawals` (state, page, limit): the player's withdrawals, newest first. */
  withdrawals: (query: WithdrawalsQuery) =>
    queryOptions({
      queryKey: [WITHDRAWALS_KEY, query.state ?? null, query.page],
      queryFn: ({ signal }) => call(withdrawalsRoutes.list, { query, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  /**
   * `GET /api/svip`: the player's level, progress and the table of levels. A visitor's 401 is not a session
   * problem here (quiet): null, and the page shows the sign-in prompt.
   */
  vip: (userId: number | null) =>
    queryOptions({
      queryKey: ['svip', userId ?? 0],
      queryFn: async ({ signal }) => {
        try {
          return await call(paymentsRoutes.svip, { signal, quietUnauthorized: userId === null });
        } catch (error) {
          if (userId === null && isApiError(error, 401)) return null;
          throw error;
        }
      },
      staleTime: 30_000,
    }),
};
