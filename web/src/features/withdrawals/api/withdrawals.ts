import { useQuery } from '@tanstack/react-query';
import { accountQueries, WITHDRAWALS_KEY } from '../../../lib/queries';
import { WITHDRAWALS_PAGE_SIZE, type WithdrawalState } from '../lib/states';

export { WITHDRAWALS_KEY };

export function withdrawalsKey(state: WithdrawalState | null, page: number) {
  return withdrawalsQuery(state, page).queryKey;
}

/** While a listed withdrawal is still moving, the list is read again this often (ms) besides the live events. */
export const MOVING_POLL_MS = 5000;

/**
 * `GET /api/withdrawals` (state, page, limit 10): the player's withdrawals, newest first. Live events update rows in
 * place; while one is in progress or ready the list is also read every few seconds, so a missed event (a reconnect,
 * an event sent between the first read and the subscription) never leaves a row stuck.
 */
export function useWithdrawals(state: WithdrawalState | null, page: number) {
  return useQuery({
    ...withdrawalsQuery(state, page),
    refetchInterval: (query) =>
      query.state.data?.list.some((w) => w.state === 'in_progress' || w.state === 'ready') ? MOVING_POLL_MS : false,
  });
}

function withdrawalsQuery(state: WithdrawalState | null, page: number) {
  return accountQueries.withdrawals({ state: state ?? undefined, page, limit: WITHDRAWALS_PAGE_SIZE });
}
