import type { FreeBox, FreeListResult, OpenResult } from '@dropforge/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type { FreeBox, OpenResult };

/** Enough for the daily box, the ten VIP level cases and the first-recharge case. */
const LIST_LIMIT = 20;

/**
 * `GET /api/free`: every free box with the player's state (visitors see them locked, state 5). `enabled` is
 * false while a stored login is being checked, so a player never sees the visitor's states first.
 */
export function useFreeBoxes(userId: number | null, enabled = true) {
  return useQuery({
    queryKey: ['free', userId ?? 0],
    enabled,
    queryFn: ({ signal }) => api<FreeListResult>('/api/free', { signal, query: { limit: LIST_LIMIT } }),
    staleTime: 15_000,
  });
}

/** `POST /api/free/{id}/open`: one free opening; the list is read again after it, won or refused. */
export function useOpenFreeBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<OpenResult>(`/api/free/${encodeURIComponent(id)}/open`, {
        method: 'POST',
        idempotencyKey: crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['free'] }),
  });
}
