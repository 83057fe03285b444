import type {
  BattleDetail,
  BoxDetail,
  BoxSummary,
  Goods,
  Paged,
  PfvLogEntry,
  PfvResult,
  SeedPair,
} from '@dropforge/shared/contract';

type BoxList = { list: Array<{ id: string; name: string; list: BoxSummary[] }> };

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type { BattleDetail, BoxDetail, Goods, PfvLogEntry, PfvResult, SeedPair };

const SEEDS = ['fair', 'seeds'] as const;
const LOG = ['fair', 'log'] as const;

/** The signed-in player's current seed pair (`GET /api/pfv_api`). */
export function useSeeds(enabled: boolean) {
  return useQuery({
    queryKey: SEEDS,
    queryFn: ({ signal }) => api<SeedPair>('/api/pfv_api', { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Sets the client seed, or rotates (reveals the server seed, commits a new one). */
export function useUpdateSeeds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { clientSeed: string } | { rotate: true }) =>
      api<PfvResult>('/api/pfv_api', { method: 'POST', body }),
    onSuccess: (result) => {
      client.setQueryData(SEEDS, result.current);
      // A rotation reveals the old server seed in the log.
      void client.invalidateQueries({ queryKey: LOG });
    },
  });
}

/** The player's rolls (`GET /api/pfv_log`), newest first. */
export function useRollLog(enabled: boolean, page: number) {
  return useQuery({
    queryKey: [...LOG, page],
    queryFn: ({ signal }) => api<Paged<PfvLogEntry>>('/api/pfv_log', { query: { page }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A case with its items in published ticket order (`GET /api/box/{id}`). */
export function useCase(id: string) {
  return useQuery({
    queryKey: ['fair', 'case', id],
    queryFn: ({ signal }) => api<BoxDetail>(`/api/box/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Case names by id (`GET /api/box`), to name the cases of the roll log. */
export function useCaseNames(enabled: boolean) {
  return useQuery({
    queryKey: ['fair', 'case-names'],
    queryFn: ({ signal }) => api<BoxList>('/api/box', { signal }),
    select: (data) => new Map(data.list.flatMap((category) => category.list.map((box) => [box.id, box.name] as const))),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** A battle with its frozen boxes and revealed rounds (`GET /api/battle/{id}?code=`), to name a battle roll's drop. */
export function useBattleRecord(id: number, code: string) {
  return useQuery({
    queryKey: ['fair', 'battle', id, code],
    queryFn: ({ signal }) => api<BattleDetail>(`/api/battle/${id}`, { query: { code: code || undefined }, signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    staleTime: 60_000,
    retry: false,
  });
}

/** One goods (`GET /api/goods/{id}`): a battle item that no revealed round shows. */
export function useGoods(id: number | null) {
  return useQuery({
    queryKey: ['fair', 'goods', id],
    queryFn: ({ signal }) => api<Goods>(`/api/goods/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
