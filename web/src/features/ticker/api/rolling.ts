import type { RollingResult } from '@dropforge/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useRollingQuery() {
  return useQuery({
    queryKey: ['rolling_data'],
    queryFn: ({ signal }) => api<RollingResult>('/api/rolling_data', { signal }),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}
