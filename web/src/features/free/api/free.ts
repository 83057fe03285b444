import type { FreeBox, OpenResult } from '@dropforge/shared/contract';
import { freeRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/client';
import { accountQueries } from '../../../lib/queries';

export type { FreeBox, OpenResult };

/**
 * `GET /api/free`: every free box with the player's state (visitors see them locked, state 5). `enabled` is
 * false while a stored login is being checked, so a player never sees the visitor's states first.
 */
export function useFreeBoxes(userId: number | null, enabled = true) {
  return useQuery({ ...accountQueries.freeBoxes(userId), enabled });
}

/** `POST /api/free/{id}/open`: one free opening; the list is read again after it, won or refused. */
export function useOpenFreeBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(freeRoutes.open, {
        params: { id },
        idempotencyKey: crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['free'] }),
  });
}
