import type { SpreadInfo } from '@dropforge/shared/contract';
import { affiliatesRoutes } from '@dropforge/shared/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/client';
import { loadProfile } from '../../../lib/user';

export type { SpreadInfo };

const KEY = 'spread';
const newKey = () => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** `GET /api/user/spread`: code, link, level, earnings and one page of invited players. */
export function useSpread(page: number) {
  return useQuery({
    queryKey: [KEY, page],
    queryFn: ({ signal }) => call(affiliatesRoutes.spread, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/user/build_spread`: a new code of my own (errors are shown by the form). */
export function useBuildSpread() {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineError: true },
    mutationFn: (code: string) => call(affiliatesRoutes.buildSpread, { body: { code } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [KEY] });
      void loadProfile();
    },
  });
}

/** `POST /api/user/spread/receive`: claims every rebate to the balance. */
export function useReceive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(affiliatesRoutes.receive, { idempotencyKey: newKey() }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: [KEY] });
      void loadProfile();
    },
  });
}
