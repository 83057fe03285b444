import type { Banner } from '@dropforge/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useBannersQuery() {
  return useQuery({
    queryKey: ['banner'],
    queryFn: ({ signal }) => api<Banner[]>('/api/banner', { signal }),
    staleTime: 5 * 60_000,
  });
}
