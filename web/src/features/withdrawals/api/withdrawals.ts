import type { Paged } from '@dropforge/shared/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { WITHDRAWALS_PAGE_SIZE, type Withdrawal, type WithdrawalState } from '../lib/states';

export const WITHDRAWALS_KEY = 'withdrawals';

export function withdrawalsKey(state: WithdrawalState | null, page: number) {
  return [WITHDRAWALS_KEY, state, page] as const;
}

/** `GET /api/withdrawals` (state, page, limit 10): the player's withdrawals, newest first. */
export function useWithdrawals(state: WithdrawalState | null, page: number) {
  return useQuery({
    queryKey: withdrawalsKey(state, page),
    queryFn: ({ signal }) =>
      api<Paged<Withdrawal>>('/api/withdrawals', {
        query: { state: state ?? undefined, page, limit: WITHDRAWALS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
