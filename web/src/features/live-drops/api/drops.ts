import type { Paged } from '@dropforge/shared/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { DropEntry } from '../lib/drops';

/** `GET /api/drop`: a page of the latest drops, or (`top`) the latest best drops (priced ≥ 10). */
export type DropQuery = { top: 15 | 50 } | { limit: number; page: number };

export const dropListKey = (query: DropQuery) => ['drops', 'list', query] as const;
export const dropTopKey = ['drops', 'today'] as const;

export function useDropList(query: DropQuery) {
  return useQuery({
    queryKey: dropListKey(query),
    queryFn: ({ signal }) => api<Paged<DropEntry>>('/api/drop', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/drop_top`: today's ten dearest drops (UTC day). */
export function useTodayTop() {
  return useQuery({
    queryKey: dropTopKey,
    queryFn: ({ signal }) => api<{ list: DropEntry[] }>('/api/drop_top', { signal }),
    select: (data) => data.list,
  });
}
