import type {
  Bargain,
  BargainCase,
  BargainHelpResult,
  BargainMine,
  BargainOpenResult,
  OldNewExtraResult,
  OldNewInfo,
  OldNewRanking,
  OldNewRankingReward,
  OldNewRow,
} from '@dropforge/shared/contract';
import { bargainRoutes, oldNewRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, newIdempotencyKey } from '../../../lib/client';
import { loadProfile } from '../../../lib/user';

export type {
  Bargain,
  BargainCase,
  BargainHelpResult,
  BargainMine,
  BargainOpenResult,
  OldNewExtraResult,
  OldNewInfo,
  OldNewRanking,
  OldNewRankingReward,
  OldNewRow,
};

const BARGAIN = ['social', 'bargain'] as const;
const OLD_NEW = ['social', 'old_new'] as const;

/** `GET /api/bargain`: the cases a bargain can be asked for and the player's bargains. */
export function useMyBargains(enabled: boolean) {
  return useQuery({
    queryKey: [...BARGAIN, 'mine'],
    queryFn: ({ signal }) => call(bargainRoutes.mine, { signal }),
    enabled,
  });
}

/** `GET /api/bargain/{id}`: one bargain as the viewer sees it (visitors too). */
export function useBargain(id: string | null, viewer: number | null) {
  return useQuery({
    queryKey: [...BARGAIN, 'one', id, viewer],
    queryFn: ({ signal }) => call(bargainRoutes.detail, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

function useBargainMutation<A, R>(run: (key: string, arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (arg: A) => run(newIdempotencyKey(), arg),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: BARGAIN });
      void loadProfile();
    },
  });
}

/** `POST /api/bargain/create {box_id}`. */
export const useCreateBargain = () =>
  useBargainMutation((idempotencyKey, boxId: string) =>
    call(bargainRoutes.create, { body: { box_id: boxId }, idempotencyKey }),
  );
/** `POST /api/bargain/{id}/help`: a friend cuts the price once. */
export const useHelpBargain = () =>
  useBargainMutation((idempotencyKey, id: string) => call(bargainRoutes.help, { params: { id }, idempotencyKey }));
/** `POST /api/bargain/{id}/open`: the asker opens the case at the bargained price. */
export const useOpenBargain = () =>
  useBargainMutation((idempotencyKey, id: string) => call(bargainRoutes.open, { params: { id }, idempotencyKey }));

/** `GET /api/old_new`: the event, the viewer's group, points and extra rewards. */
export function useOldNew(viewer: number | null) {
  return useQuery({
    queryKey: [...OLD_NEW, 'info', viewer],
    queryFn: ({ signal }) => call(oldNewRoutes.info, { signal }),
  });
}

/** `GET /api/old_new/ranking`: top 50 and the viewer's row, refreshed every 30 s while shown. */
export function useOldNewRanking(viewer: number | null) {
  return useQuery({
    queryKey: [...OLD_NEW, 'ranking', viewer],
    queryFn: ({ signal }) => call(oldNewRoutes.ranking, { signal }),
    refetchInterval: 30_000,
  });
}

/** `GET /api/old_new/ranking_reward`: rewards by place and the viewer's. */
export function useOldNewRankingReward(viewer: number | null) {
  return useQuery({
    queryKey: [...OLD_NEW, 'ranking_reward', viewer],
    queryFn: ({ signal }) => call(oldNewRoutes.rankingReward, { signal }),
  });
}

/** `GET /api/old_new/extra_receive/{id}` (spec: a GET that pays). */
export function useReceiveExtra() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(oldNewRoutes.extraReceive, { params: { id } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: OLD_NEW });
      void loadProfile();
    },
  });
}
