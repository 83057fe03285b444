import type {
  BattleDetail,
  BoxDetail,
  GiftRoomDetail,
  Goods,
  PfvLogEntry,
  PfvResult,
  SeedPair,
} from '@dropforge/shared/contract';
import { eventsRoutes, fairRoutes, giveawaysRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/client';
import { accountQueries, battleQueries, caseQueries, contentQueries } from '../../../lib/queries';

export type { BattleDetail, BoxDetail, GiftRoomDetail, Goods, PfvLogEntry, PfvResult, SeedPair };

const SEEDS = accountQueries.seeds().queryKey;
const LOG = ['fair', 'log'] as const;

/** The signed-in player's current seed pair (`GET /api/pfv_api`). */
export function useSeeds(enabled: boolean) {
  return useQuery({ ...accountQueries.seeds(), enabled });
}

/** Sets the client seed, or rotates (reveals the server seed, commits a new one). */
export function useUpdateSeeds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { clientSeed: string } | { rotate: true }) => call(fairRoutes.update, { body }),
    onSuccess: (result) => {
      client.setQueryData(SEEDS, result.current);
      // A rotation reveals the old server seed in the log.
      void client.invalidateQueries({ queryKey: LOG });
    },
  });
}

/** The player's rolls (`GET /api/pfv_log`), newest first. */
export function useRollLog(enabled: boolean, page: number) {
  return useQuery({ ...accountQueries.rollLog(page), enabled });
}

/** A case with its items in published ticket order (`GET /api/box/{id}`). */
export function useCase(id: string) {
  return useQuery({
    ...caseQueries.detail(id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Case names by id (`GET /api/box`), to name the cases of the roll log. */
export function useCaseNames(enabled: boolean) {
  return useQuery({
    ...caseQueries.list(),
    select: (data) => new Map(data.list.flatMap((category) => category.list.map((box) => [box.id, box.name] as const))),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** A battle with its frozen boxes and revealed rounds (`GET /api/battle/{id}?code=`), to name a battle roll's drop. */
export function useBattleRecord(id: number, code: string) {
  return useQuery({ ...battleQueries.detail(id, code), staleTime: 60_000 });
}

/** One goods (`GET /api/goods/{id}`): a battle item that no revealed round shows. */
export function useGoods(id: number | null) {
  return useQuery({ ...contentQueries.goods(id), retry: false });
}

/** A giveaway room with its participants and winners (`GET /api/gift/shop/{id}`), to name a draw's winners. */
export function useGiftRecord(id: number | null) {
  return useQuery({
    queryKey: ['fair', 'giveaway', id],
    queryFn: ({ signal }) => call(giveawaysRoutes.detail, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/** An event's published prize table (`GET /api/events/{key}/prizes`): names what an event ticket won. */
export function useEventPrizes(key: string) {
  return useQuery({
    queryKey: ['fair', 'event-prizes', key],
    queryFn: () => call(eventsRoutes.prizes, { params: { key } }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
