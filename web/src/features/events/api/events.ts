import type {
  CardsInfo,
  CheckInInfo,
  CheckInResult,
  EventSummary,
  FlipResult,
  FreeCoinsInfo,
  FreeCoinsResult,
  PrizeView,
} from '@dropforge/shared/contract';
import { eventsRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, newIdempotencyKey } from '../../../lib/client';
import { loadProfile } from '../../../lib/user';

export type {
  CardsInfo,
  CheckInInfo,
  CheckInResult,
  EventSummary,
  FlipResult,
  FreeCoinsInfo,
  FreeCoinsResult,
  PrizeView,
};

/** `GET /api/events`: the running events (visitors too). */
export function useEvents(userId: number | null) {
  return useQuery({
    queryKey: ['events', 'list', userId],
    queryFn: ({ signal }) => call(eventsRoutes.list, { signal }),
  });
}

/** `GET /api/check_in`: the seven days of the player's check-in. */
export function useCheckIn(enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'check_in'],
    queryFn: ({ signal }) => call(eventsRoutes.checkIn, { signal }),
    enabled,
  });
}

/** A claim that moves money: once settled, its event's query and the balances are read again. */
function useClaim<A = void, R = unknown>(
  queryKey: readonly string[],
  claim: (idempotencyKey: string, arg: A) => Promise<R>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (arg: A) => claim(newIdempotencyKey(), arg),
    onSettled: () => {
      void client.invalidateQueries({ queryKey });
      void loadProfile();
    },
  });
}

/** `POST /api/check_in`: today's check-in (refusals come back as the server's message in a toast). */
export function useDoCheckIn() {
  return useClaim(['events', 'check_in'], (idempotencyKey) => call(eventsRoutes.checkInDo, { idempotencyKey }));
}

/** `GET /api/cards`: today's cards and flips left. */
export function useCards(enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'cards'],
    queryFn: ({ signal }) => call(eventsRoutes.cards, { signal }),
    enabled,
  });
}

/** `POST /api/cards/flip {index}`: turns one card over. */
export function useFlip() {
  return useClaim(['events', 'cards'], (idempotencyKey, index: number) =>
    call(eventsRoutes.flip, { body: { index }, idempotencyKey }),
  );
}

/** `GET /api/free_coins`: whether today's free coins wait. */
export function useFreeCoins(enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'free_coins'],
    queryFn: ({ signal }) => call(eventsRoutes.freeCoins, { signal }),
    enabled,
  });
}

/** `POST /api/free_coins`: claims today's free coins. */
export function useClaimFreeCoins() {
  return useClaim(['events', 'free_coins'], (idempotencyKey) => call(eventsRoutes.freeCoinsClaim, { idempotencyKey }));
}
