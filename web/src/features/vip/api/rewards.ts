import type { VipBox, VipTask } from '@dropforge/shared/contract';
import { vipRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/client';
import { loadProfile } from '../../../lib/user';

export type { VipBox, VipTask };

const boxesKey = (userId: number | null) => ['svip-box', userId ?? 0];
const tasksKey = (userId: number | null) => ['svip-task', userId ?? 0];

/** `GET /api/svip/box`: every level box and whether the player can open it (visitors: all locked). */
export function useVipBoxes(userId: number | null) {
  return useQuery({
    queryKey: boxesKey(userId),
    queryFn: ({ signal }) => call(vipRoutes.boxes, { signal }),
    staleTime: 30_000,
  });
}

/** `GET /api/svip/task`: this day's and week's tasks with the player's progress. */
export function useVipTasks(userId: number | null) {
  return useQuery({
    queryKey: tasksKey(userId),
    queryFn: ({ signal }) => call(vipRoutes.tasks, { signal }),
    staleTime: 15_000,
  });
}

/** Opens a level box once (`GET /api/svip/receive/box?level=`); the list and the profile are read again after. */
export function useReceiveBox(userId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (level: number) => call(vipRoutes.boxReceive, { query: { level } }),
    onSettled: () => client.invalidateQueries({ queryKey: boxesKey(userId) }),
  });
}

/** Claims a finished task's reward (`GET /api/svip/{id}/receive`) to the balance. */
export function useReceiveTask(userId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(vipRoutes.taskReceive, { params: { id } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: tasksKey(userId) });
      void loadProfile();
    },
  });
}
