import type {
  Turntable,
  TurntableDraw,
  TurntableReward,
  TurntableRewards,
  Turntables,
  TurntableTask,
  TurntableTaskResult,
} from '@dropforge/shared/contract';
import { turntableRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, newIdempotencyKey } from '../../../lib/client';
import { loadProfile } from '../../../lib/user';

export type { Turntable, TurntableDraw, TurntableReward, TurntableRewards, TurntableTask, TurntableTaskResult };

const KEY = ['events', 'turntable'] as const;

/** `GET /api/web_turntable`: the running turntables with the player's chances and today's tasks. */
export function useTurntables(userId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'list', userId],
    queryFn: ({ signal }) => call(turntableRoutes.list, { signal }),
  });
}

/** `GET /api/web_turntable/{id}/rewardList`: the disc's prizes (segment order) with odds, and the player's latest wins. */
export function useTurntableRewards(id: string | undefined, userId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'rewards', id, userId],
    queryFn: ({ signal }) => call(turntableRoutes.rewardList, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
}

/** Reads the turntable, its rewards and the balances again (after a spin has landed, or a task was taken). */
export function useRefreshTurntable() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: KEY });
    void loadProfile();
  };
}

/**
 * `GET /api/web_turntable/{id}/get_reward`: spends a chance and draws (a GET by the spec; the server takes it from
 * the site itself only). The caller refreshes once the disc has landed, so nothing tells the prize before it does.
 */
export function useSpinTurntable() {
  const client = useQueryClient();
  return useMutation({
    // A retry of one spin (the client's own, after a lost answer) gets that spin's answer, not a second spin.
    mutationFn: (id: string) =>
      call(turntableRoutes.getReward, { params: { id }, idempotencyKey: newIdempotencyKey() }),
    // The spent chance shows at once (it tells nothing of the prize); the rest waits for the landing.
    onSuccess: (res) =>
      client.setQueriesData<Turntables>({ queryKey: [...KEY, 'list'] }, (old) =>
        old
          ? {
              list: old.list.map((t) =>
                t.id === res.id ? { ...t, chances: { ...t.chances, balance: res.chances } } : t,
              ),
            }
          : old,
      ),
  });
}

/** `POST /api/web_turntable/{id}/task/{task}/receive`: a finished task's chances. */
export function useReceiveTurntableTask() {
  const refresh = useRefreshTurntable();
  return useMutation({
    mutationFn: ({ id, task }: { id: string; task: number }) =>
      call(turntableRoutes.taskReceive, { params: { id, task }, idempotencyKey: newIdempotencyKey() }),
    onSettled: refresh,
  });
}
