import type { LimitsResult, SetLimitsBody } from '@dropforge/shared/contract';
import { limitsRoutes } from '@dropforge/shared/contract/routes-limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/client';

export type { LimitsResult };

const KEY = ['limits'];

/** `GET /api/user/limits`: deposit limits with what is used and pending, and the running break. */
export function useLimits() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(limitsRoutes.get, { signal }) });
}

function useLimitsMutation<V>(send: (value: V) => Promise<LimitsResult>) {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineError: true },
    mutationFn: send,
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
}

export const useSetLimits = () => useLimitsMutation((body: SetLimitsBody) => call(limitsRoutes.set, { body }));
export const useCoolOff = () => useLimitsMutation((hours: number) => call(limitsRoutes.coolOff, { body: { hours } }));
export const useSelfExclusion = () =>
  useLimitsMutation((months: 0 | 6 | 12 | 60) => call(limitsRoutes.selfExclusion, { body: { months } }));
