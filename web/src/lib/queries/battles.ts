import { battlesRoutes } from '@dropforge/shared/contract/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CallInput, call } from '../client';

/** Battles a page (the contract's BATTLE_PAGE_SIZE; a value import would bundle zod). */
export const BATTLE_PAGE_SIZE = 15;
export const BATTLES_KEY = 'battles';

type ListQuery = NonNullable<CallInput<typeof battlesRoutes.list>['query']>;

export const battleQueries = {
  /** `GET /api/battle`: public battles in one state, sorted by time or cost. */
  list: (filters: ListQuery) =>
    queryOptions({
      queryKey: [BATTLES_KEY, 'list', filters],
      queryFn: ({ signal }) => call(battlesRoutes.list, { query: { ...filters, limit: BATTLE_PAGE_SIZE }, signal }),
      placeholderData: keepPreviousData,
      staleTime: 10_000,
    }),
  /** `GET /api/battle/mine`: the caller's waiting and running battles (private ones included). */
  mine: (page: number) =>
    queryOptions({
      queryKey: [BATTLES_KEY, 'mine', page],
      queryFn: ({ signal }) => call(battlesRoutes.mine, { query: { page, limit: BATTLE_PAGE_SIZE }, signal }),
      placeholderData: keepPreviousData,
      staleTime: 5_000,
    }),
  /** `GET /api/battle/history`: the caller's ended and cancelled battles with their own outcome. */
  history: (page: number) =>
    queryOptions({
      queryKey: [BATTLES_KEY, 'history', page],
      queryFn: ({ signal }) => call(battlesRoutes.history, { query: { page, limit: BATTLE_PAGE_SIZE }, signal }),
      placeholderData: keepPreviousData,
      staleTime: 5_000,
    }),
  /** `GET /api/battle/{id}?code=`: a private battle answers 403 without its code (or with a wrong one). */
  detail: (id: number, code: string | null) =>
    queryOptions({
      queryKey: [BATTLES_KEY, 'detail', id, code ?? ''],
      queryFn: ({ signal }) =>
        call(battlesRoutes.detail, { params: { id }, query: { code: code || undefined }, signal }),
      enabled: Number.isSafeInteger(id) && id > 0,
      retry: false,
    }),
};
