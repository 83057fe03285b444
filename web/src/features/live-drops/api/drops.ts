import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../../../lib/queries';
import type { DropEntry } from '../lib/drops';

/** `GET /api/drop`: a page of the latest drops, or (`top`) the latest best drops (priced ≥ 10). */
export type DropQuery = { top: 15 | 50 } | { limit: number; page: number };

export const dropListKey = (query: DropQuery) => contentQueries.drops(query).queryKey;
export const dropTopKey = contentQueries.todayTop().queryKey;

export function useDropList(query: DropQuery) {
  return useQuery(contentQueries.drops(query));
}

/** `GET /api/drop_top`: today's ten dearest drops (UTC day). */
export function useTodayTop() {
  return useQuery({ ...contentQueries.todayTop(), select: (data): DropEntry[] => data.list });
}
