import type { Mission, MissionReceive, Missions, TimeTask } from '@dropforge/shared/contract';
import { eventsRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, newIdempotencyKey } from '../../../lib/client';
import { loadProfile } from '../../../lib/user';

export type { Mission, MissionReceive, Missions, TimeTask };

/** `GET /api/tasks`: today's and this week's missions with the player's progress (visitors: locked). */
export function useMissions(userId: number | null) {
  return useQuery({
    queryKey: ['events', 'tasks', userId],
    queryFn: ({ signal }) => call(eventsRoutes.tasks, { signal }),
  });
}

/** `POST /api/tasks/{id}/receive`: a finished mission's reward (refusals come back as the server's message). */
export function useReceiveMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(eventsRoutes.taskReceive, { params: { id }, idempotencyKey: newIdempotencyKey() }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['events', 'tasks'] });
      void loadProfile();
    },
  });
}

/** `GET /api/time_task`: the time-limited top-up task, or null. */
export function useTimeTask(userId: number | null) {
  return useQuery({
    queryKey: ['events', 'time_task', userId],
    queryFn: ({ signal }) => call(eventsRoutes.timeTask, { signal }),
    enabled: userId !== null,
    refetchInterval: 60_000,
  });
}
