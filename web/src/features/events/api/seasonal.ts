import type {
  Season,
  SeasonalDrop,
  SeasonalInfo,
  SeasonalMilestoneGrant,
  SeasonalOpenResult,
} from '@dropforge/shared/contract';
import { seasonalRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, newIdempotencyKey } from '../../../lib/client';
import { loadProfile } from '../../../lib/user';

export type { Season, SeasonalDrop, SeasonalInfo, SeasonalMilestoneGrant, SeasonalOpenResult };

const INFO = {
  christmas: seasonalRoutes.christmas,
  thanksgiving: seasonalRoutes.thanksgiving,
  saints: seasonalRoutes.saints,
} as const;

/** The season's event as the player (or a visitor) sees it: window, tokens, cases, milestones. */
export function useSeason(season: Season, userId: number | null) {
  return useQuery({
    queryKey: ['events', 'seasonal', season, userId],
    // The three routes answer the same shape.
    queryFn: ({ signal }) => call(INFO[season] as typeof seasonalRoutes.christmas, { signal }),
  });
}

/** Thanksgiving's latest wins (spec: limit 10). */
export function useSeasonDrops(event: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'seasonal', 'drops', event],
    queryFn: ({ signal }) =>
      call(seasonalRoutes.thanksgivingDrop, { params: { event: event! }, query: { limit: 10 }, signal }),
    enabled: enabled && event !== undefined,
  });
}

/** Opens `number` of an event case by the season's own spec route. */
function openCall(season: Season, key: string, caseId: string, number: number, idempotencyKey: string) {
  if (season === 'christmas')
    return call(seasonalRoutes.christmasOpen, { query: { case_id: caseId, number, key }, idempotencyKey });
  if (season === 'thanksgiving')
    return call(seasonalRoutes.thanksgivingOpen, {
      params: { event: key, case: caseId },
      body: { number },
      idempotencyKey,
    });
  return call(seasonalRoutes.saintsPrize, { params: { case: caseId }, body: { number }, idempotencyKey });
}

function useSettle() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['events', 'seasonal'] });
    void loadProfile();
  };
}

export function useSeasonOpen(season: Season) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (a: { key: string; caseId: string; number: number }) =>
      openCall(season, a.key, a.caseId, a.number, newIdempotencyKey()) as Promise<SeasonalOpenResult>,
    onSettled: settle,
  });
}

/** Thanksgiving: receives a reached milestone. */
export function useMilestoneReceive() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (a: { key: string; milestone: number }) =>
      call(seasonalRoutes.thanksgivingPrize, {
        params: { event: a.key, milestone: a.milestone },
        idempotencyKey: newIdempotencyKey(),
      }),
    onSettled: settle,
  });
}
