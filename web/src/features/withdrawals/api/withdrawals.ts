import { useQuery } from '@tanstack/react-query';
import { accountQueries, WITHDRAWALS_KEY } from '../../../lib/queries';
import { WITHDRAWALS_PAGE_SIZE, type WithdrawalState } from '../lib/states';

export { WITHDRAWALS_KEY };

export function withdrawalsKey(state: WithdrawalState | null, page: number) {
  return withdrawalsQuery(state, page).queryKey;
}

/** `GET /api/withdrawals` (state, page, limit 10): the player's withdrawals, newest first. */
export function useWithdrawals(state: WithdrawalState | null, page: number) {
  return useQuery(withdrawalsQuery(state, page));
}

function withdrawalsQuery(state: WithdrawalState | null, page: number) {
  return accountQueries.withdrawals({ state: state ?? undefined, page, limit: WITHDRAWALS_PAGE_SIZE });
}
