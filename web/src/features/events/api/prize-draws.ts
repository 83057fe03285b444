import type {
  FlippingBoard,
  FlippingPrizes,
  FlippingResult,
  Wheel,
  WheelPrizes,
  WheelSpin,
} from '@dropforge/shared/contract';
import { flippingRoutes, wheelRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, newIdempotencyKey } from '../../../lib/client';
import { loadProfile } from '../../../lib/user';

export type { FlippingBoard, FlippingPrizes, FlippingResult, Wheel, WheelPrizes, WheelSpin };

const WHEELS = ['events', 'wheel'];
const BOARDS = ['events', 'flipping'];

/** `GET /api/wheel`: the wheels this player may spin. */
export function useWheels(enabled: boolean) {
  return useQuery({
    queryKey: [...WHEELS, 'list'],
    queryFn: ({ signal }) => call(wheelRoutes.list, { signal }),
    enabled,
  });
}

/** `GET /api/wheel/prize/{id}`: the player's latest spins of a wheel. */
export function useWheelPrizes(id: string | undefined) {
  return useQuery({
    queryKey: [...WHEELS, 'prizes', id],
    queryFn: ({ signal }) => call(wheelRoutes.prize, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
}

/**
 * `POST /api/wheel/{id}/start`: one spin. The wheel and balances are read again only once the pointer has landed
 * (`settle`), so the page does not tell the prize before the wheel does.
 */
export function useSpin() {
  return useMutation({
    mutationFn: (id: string) => call(wheelRoutes.start, { params: { id }, idempotencyKey: newIdempotencyKey() }),
  });
}

/** `GET /api/flipping`: today's boards. */
export function useFlippingBoards(enabled: boolean) {
  return useQuery({
    queryKey: [...BOARDS, 'list'],
    queryFn: ({ signal }) => call(flippingRoutes.list, { signal }),
    enabled,
  });
}

/** `GET /api/flipping/prize/{id}`: the player's latest flips of a board. */
export function useFlippingPrizes(id: string | undefined) {
  return useQuery({
    queryKey: [...BOARDS, 'prizes', id],
    queryFn: ({ signal }) => call(flippingRoutes.prize, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
}

/** `GET /api/flipping/{id}/start?index=n`: turns card n over (a spec-fixed GET; the server refuses it cross-site). */
export function useFlippingStart() {
  return useMutation({
    mutationFn: ({ id, index }: { id: string; index: number }) =>
      call(flippingRoutes.start, { params: { id }, query: { index } }),
  });
}

/** After a spin or a flip has been shown: its lists and the balances are read again. */
export function useSettle(kind: 'wheel' | 'flipping') {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: kind === 'wheel' ? WHEELS : BOARDS });
    void loadProfile();
  };
}
