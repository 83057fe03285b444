import type {
  BattleBox,
  BattleCreateBody,
  BattleDetail,
  BattleEndEvent,
  BattleHistoryEntry,
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
import { battlesRoutes } from '@dropforge/shared/contract/routes';
import type { BattleMode } from '@dropforge/shared/domain';
import { replaceEqualDeep, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/client';
import { BATTLE_PAGE_SIZE, BATTLES_KEY, battleQueries, caseQueries, fetchBox } from '../../../lib/queries';
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

export { BATTLE_PAGE_SIZE };
export const KEY = BATTLES_KEY;
export const listKey = (filters: ListFilters) => battleQueries.list(filters).queryKey;
export const detailKey = (id: number, code: string | null) => battleQueries.detail(id, code).queryKey;

/** `GET /api/battle`: public battles in one state, sorted by time or cost. */
export function useBattleList(filters: ListFilters, enabled = true) {
  return useQuery({ ...battleQueries.list(filters), enabled });
}

/** `GET /api/battle/mine`: the caller's waiting and running battles (private ones included). */
export function useMyBattles(page: number, enabled: boolean) {
  return useQuery({ ...battleQueries.mine(page), enabled });
}

/** `GET /api/battle/history`: the caller's ended and cancelled battles with their own outcome. */
export function useBattleHistory(page: number, enabled: boolean) {
  return useQuery({ ...battleQueries.history(page), enabled });
}

/** `GET /api/battle/{id}?code=`: a private battle answers 403 without its code (or with a wrong one). */
export function useBattle(id: number, code: string | null) {
  return useQuery({
    ...battleQueries.detail(id, code),
    staleTime: 0,
    // A reload that raced the channel's events never takes the room back a round.
    structuralSharing: (old: unknown, next: unknown) =>
      old && !isNewer(old as BattleDetail, next as BattleDetail) ? old : replaceEqualDeep(old, next),
  });
}

/** `GET /api/box`: every case by category, for the battle's box picker. */
export function useBattleBoxes() {
  return useQuery({
    ...caseQueries.list(),
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
      const settled = await Promise.allSettled(ids.map((id) => fetchBox(id, signal)));
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
    mutationFn: (body: BattleCreateBody) => call(battlesRoutes.create, { body }),
    onSuccess: (detail) => after(detail),
  });
}

export function useJoinBattle(id: number, code: string | null) {
  const after = useAfterChange();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slot: number) => call(battlesRoutes.join, { params: { id }, body: { slot, code: code ?? undefined } }),
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
    mutationFn: () => call(battlesRoutes.leave, { params: { id } }),
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
    mutationFn: () => call(battlesRoutes.bots, { params: { id } }),
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
    mutationFn: () => call(battlesRoutes.copy, { params: { id }, body: code ? { code } : {} }),
    onSuccess: (detail) => after(detail),
  });
}
