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
import { call } from '../../../lib/client';
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

const newKey = () => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

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

/** `POST /api/check_in`: today's check-in (refusals come back as the server's message in a toast). */
export function useDoCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(eventsRoutes.checkInDo, { idempotencyKey: newKey() }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['events', 'check_in'] });
      void loadProfile();
    },
  });
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
  const client = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => call(eventsRoutes.flip, { body: { index }, idempotencyKey: newKey() }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['events', 'cards'] });
      void loadProfile();
    },
  });
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
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(eventsRoutes.freeCoinsClaim, { idempotencyKey: newKey() }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['events', 'free_coins'] });
      void loadProfile();
    },
  });
}
