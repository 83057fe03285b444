import type { FooterResult, InfoPage } from '@dropforge/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useInfoPageQuery(slug: string) {
  return useQuery({
    queryKey: ['page', slug],
    queryFn: ({ signal }) => api<InfoPage>(`/api/page/${encodeURIComponent(slug)}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Every info page, from the footer index (same cache entry as the footer's own query). */
export function useInfoPageListQuery() {
  return useQuery({
    queryKey: ['footer'],
    queryFn: ({ signal }) => api<FooterResult>('/api/footer', { signal }),
    staleTime: 5 * 60_000,
    select: (data) => data.columns.flatMap((column) => column.pages),
  });
}
