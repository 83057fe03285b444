import type {
  LadderBox,
  LadderCashOut,
  LadderClimbResult,
  RechargeBox,
  RechargeBoxes,
  RechargeOpenResult,
} from '@dropforge/shared/contract';
import { ladderRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, newIdempotencyKey } from '../../../lib/client';
import { loadProfile } from '../../../lib/user';

export type { LadderBox, LadderCashOut, LadderClimbResult, RechargeBox, RechargeBoxes, RechargeOpenResult };

/** `GET /api/ladder_box`: the running ladder boxes with the player's climb. */
export function useLadderBoxes(enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'ladder'],
    queryFn: ({ signal }) => call(ladderRoutes.list, { signal }),
    enabled,
  });
}

/** Start, climb and cash out: each answers the box as it is now, which replaces the list's copy. */
export function useLadderMove() {
  const client = useQueryClient();
  const put = (box: LadderBox) =>
    client.setQueryData<{ list: LadderBox[] }>(['events', 'ladder'], (old) =>
      old ? { list: old.list.map((b) => (b.id === box.id ? box : b)) } : old,
    );
  const settled = () => void loadProfile();
  const start = useMutation({
    mutationFn: (id: string) => call(ladderRoutes.start, { params: { id }, idempotencyKey: newIdempotencyKey() }),
    onSuccess: put,
    onSettled: settled,
  });
  const climb = useMutation({
    mutationFn: (a: { id: string; step: number }) =>
      call(ladderRoutes.climb, { params: { id: a.id }, body: { step: a.step }, idempotencyKey: newIdempotencyKey() }),
    // The box is put in place by the page once the climb's animation has shown the draw.
  });
  const cashOut = useMutation({
    mutationFn: (id: string) => call(ladderRoutes.cashOut, { params: { id }, idempotencyKey: newIdempotencyKey() }),
    onSuccess: (res) => put(res.box),
    onSettled: settled,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['events', 'ladder'] });
  return { start, climb, cashOut, put, refresh, settled };
}

/** `GET /api/rechargeOpenBox`: the boxes of the running recharge event with what the player's deposits unlocked. */
export function useRechargeBoxes(enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'recharge'],
    queryFn: ({ signal }) => call(ladderRoutes.rechargeBoxes, { signal }),
    enabled,
  });
}

/** `POST /api/rechargeOpenBox/open {open_list}`: opens the listed boxes in one go. */
export function useRechargeOpen() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['events', 'recharge'] });
    void loadProfile();
  };
  // After a success the page refreshes once its opening animation has shown the prizes.
  const mutation = useMutation({
    mutationFn: (list: number[]) =>
      call(ladderRoutes.rechargeOpen, { body: { open_list: list }, idempotencyKey: newIdempotencyKey() }),
    onError: refresh,
  });
  return { mutation, refresh };
}
