import type { FooterResult } from '@dropforge/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useFooterQuery() {
  return useQuery({
    queryKey: ['footer'],
    queryFn: ({ signal }) => api<FooterResult>('/api/footer', { signal }),
    staleTime: 5 * 60_000,
  });
}
