import type {
  BattleBox,
  BattleCreateBody,
  BattleDetail,
  BattleEndEvent,
  BattleHistoryEntry,
  BattleLeaveResult,
  BattleRound,
  BattleRoundDrop,
  BattleRoundEvent,
  BattleSeat,
  BattleSummary,
  BoxDetail,
  BoxSummary,
  Goods,
  Paged,
} from '@dropforge/shared/contract';
import type { BattleMode } from '@dropforge/shared/domain';
import { keepPreviousData, replaceEqualDeep, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { loadProfile } from '../../../lib/user';
import type { ListFilters } from '../lib/list';
import { isNewer } from '../lib/room';

export type {
  BattleBox,
  BattleDetail,
  BattleEndEvent,
  BattleHistoryEntry,
  BattleMode,
  BattleRound,
  BattleRoundDrop,
  BattleRoundEvent,
  BattleSeat,
  BattleSummary,
  BoxDetail,
  BoxSummary,
  Goods,
  Paged,
};

/** Battles a page (the contract's BATTLE_PAGE_SIZE; a value import would bundle zod). */
export const BATTLE_PAGE_SIZE = 15;

export const KEY = 'battles';
export const listKey = (filters: ListFilters) => [KEY, 'list', filters] as const;
export const detailKey = (id: number, code: string | null) => [KEY, 'detail', id, code ?? ''] as const;

const path = (id: number) => `/api/battle/${id}`;

/** `GET /api/battle`: public battles in one state, sorted by time or cost. */
export function useBattleList(filters: ListFilters, enabled = true) {
  return useQuery({
    queryKey: listKey(filters),
    queryFn: ({ signal }) =>
      api<Paged<BattleSummary>>('/api/battle', {
        query: { ...filters, limit: BATTLE_PAGE_SIZE },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** `GET /api/battle/mine`: the caller's waiting and running battles (private ones included). */
export function useMyBattles(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [KEY, 'mine', page],
    queryFn: ({ signal }) =>
      api<Paged<BattleSummary>>('/api/battle/mine', { query: { page, limit: BATTLE_PAGE_SIZE }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** `GET /api/battle/history`: the caller's ended and cancelled battles with their own outcome. */
export function useBattleHistory(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [KEY, 'history', page],
    queryFn: ({ signal }) =>
      api<Paged<BattleHistoryEntry>>('/api/battle/history', { query: { page, limit: BATTLE_PAGE_SIZE }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** `GET /api/battle/{id}?code=`: a private battle answers 403 without its code (or with a wrong one). */
export function useBattle(id: number, code: string | null) {
  return useQuery({
    queryKey: detailKey(id, code),
    queryFn: ({ signal }) => api<BattleDetail>(path(id), { query: { code }, signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    staleTime: 0,
    retry: false,
    // A reload that raced the channel's events never takes the room back a round.
    structuralSharing: (old: unknown, next: unknown) =>
      old && !isNewer(old as BattleDetail, next as BattleDetail) ? old : replaceEqualDeep(old, next),
  });
}

/** `GET /api/box`: every case by category, for the battle's box picker. */
export function useBattleBoxes() {
  return useQuery({
    queryKey: [KEY, 'boxes'],
    queryFn: ({ signal }) =>
      api<{ list: Array<{ id: string; name: string; list: BoxSummary[] }> }>('/api/box', { signal }),
    staleTime: 60_000,
    // Battles take paid, level-free cases only (the server answers "This box cannot be used in battles" otherwise).
    select: (data) =>
      data.list.flatMap((category) => category.list.filter((box) => box.price > 0 && !box.free && box.level === 0)),
  });
}

const NO_CONTENTS: ReadonlyMap<string, BoxDetail> = new Map();

/**
 * `GET /api/box/{id}` of each distinct box, in one query: the items a reel scrolls past (fillers; the drop
 * itself comes from the round). A box that fails to load is left out (its reels show the drop alone).
 */
export function useBoxContents(ids: readonly string[]): ReadonlyMap<string, BoxDetail> {
  const query = useQuery({
    queryKey: [KEY, 'contents', ids],
    queryFn: async ({ signal }) => {
      const settled = await Promise.allSettled(
        ids.map((id) => api<BoxDetail>(`/api/box/${encodeURIComponent(id)}`, { signal })),
      );
      return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    },
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
    select: (boxes) => new Map(boxes.map((box) => [box.id, box])),
  });
  return query.data ?? NO_CONTENTS;
}

/** Every change of a battle moves money (an entry held, refunded, paid): the header and the lists follow. */
function useAfterChange() {
  const client = useQueryClient();
  return (detail?: BattleDetail) => {
    void loadProfile();
    void client.invalidateQueries({ queryKey: [KEY, 'mine'] });
    void client.invalidateQueries({ queryKey: [KEY, 'history'] });
    if (detail) client.setQueryData(detailKey(detail.id, detail.code), detail);
  };
}

export function useCreateBattle() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (body: BattleCreateBody) => api<BattleDetail>('/api/battle', { method: 'POST', body }),
    onSuccess: (detail) => after(detail),
  });
}

export function useJoinBattle(id: number, code: string | null) {
  const after = useAfterChange();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slot: number) =>
      api<BattleDetail>(`${path(id)}/join`, { method: 'POST', body: { slot, code: code ?? undefined } }),
    onSuccess: (detail) => {
      after();
      client.setQueryData(detailKey(id, code), detail);
    },
    onError: () => void client.invalidateQueries({ queryKey: detailKey(id, code) }),
  });
}

export function useLeaveBattle(id: number, code: string | null) {
  const after = useAfterChange();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<BattleLeaveResult>(`${path(id)}/leave`, { method: 'POST' }),
    onSettled: () => {
      after();
      void client.invalidateQueries({ queryKey: detailKey(id, code) });
    },
  });
}

export function useCallBots(id: number, code: string | null) {
  const after = useAfterChange();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<BattleDetail>(`${path(id)}/bots`, { method: 'POST' }),
    onSuccess: (detail) => {
      after();
      client.setQueryData(detailKey(id, code), detail);
    },
  });
}

/** `POST /api/battle/{id}/copy`: the same boxes, players, mode and privacy, created by the caller. */
export function useCopyBattle(id: number, code: string | null) {
  const after = useAfterChange();
  return useMutation({
    mutationFn: () => api<BattleDetail>(`${path(id)}/copy`, { method: 'POST', body: code ? { code } : {} }),
    onSuccess: (detail) => after(detail),
  });
}
