import { casesRoutes } from '@dropforge/shared/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../client';

/** `GET /api/box` and `GET /api/box/{id}`: one cache entry each, whichever feature reads them. */
export const caseQueries = {
  /** Every category with its cases (names in the page language). */
  list: () =>
    queryOptions({
      queryKey: ['cases', 'list'],
      queryFn: ({ signal }) => call(casesRoutes.list, { signal }),
      staleTime: 60_000,
    }),
  /** The case, its odds and contents (items in published ticket order). */
  detail: (id: string) =>
    queryOptions({
      queryKey: ['cases', 'detail', id],
      queryFn: ({ signal }) => fetchBox(id, signal),
      staleTime: 60_000,
      enabled: id !== '',
    }),
};

export function fetchBox(id: string, signal?: AbortSignal) {
  return call(casesRoutes.detail, { params: { id }, signal });
}
