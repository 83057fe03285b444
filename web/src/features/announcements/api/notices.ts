import type { Notice } from '@dropforge/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useNoticesQuery() {
  return useQuery({
    queryKey: ['notice_new'],
    queryFn: ({ signal }) => api<Notice[]>('/api/notice_new', { signal }),
    staleTime: 5 * 60_000,
  });
}
