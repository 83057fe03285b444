import type { LiabilityProof, LiabilityRoot, RtpRow, WithdrawalFigure } from '@dropforge/shared/contract';
import { eventsRoutes, trustRoutes } from '@dropforge/shared/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/client';

export type { LiabilityProof, LiabilityRoot, RtpRow, WithdrawalFigure };
export type LiabilityCurrency = LiabilityRoot['currency'];

/** Realised against published RTP per case and game (`GET /api/stats/rtp`), refreshed while the page is open. */
export function useRtp() {
  return useQuery({
    queryKey: ['trust', 'rtp'],
    queryFn: ({ signal }) => call(trustRoutes.rtp, { signal }),
    staleTime: 5_000,
    refetchInterval: 15_000,
  });
}

/** Median and p90 time to delivery and the success rate per marketplace (`GET /api/stats/withdrawals`). */
export function useWithdrawalFigures() {
  return useQuery({
    queryKey: ['trust', 'withdrawals'],
    queryFn: ({ signal }) => call(trustRoutes.withdrawals, { signal }),
    staleTime: 60_000,
  });
}

/** The latest proof-of-liabilities roots (`GET /api/transparency/liabilities`). */
export function useLiabilities() {
  return useQuery({
    queryKey: ['trust', 'liabilities'],
    queryFn: ({ signal }) => call(trustRoutes.liabilities, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in player's leaf and path (`GET /api/transparency/liabilities/proof`), fetched on demand. */
export function useLiabilityProof(currency: LiabilityCurrency, enabled: boolean) {
  return useQuery({
    queryKey: ['trust', 'proof', currency],
    queryFn: ({ signal }) => call(trustRoutes.proof, { query: { currency }, signal }),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The latest case content versions, newest first (`GET /api/box/versions`): the public change log. */
export function useCaseVersions(limit: number) {
  return useQuery({
    queryKey: ['trust', 'versions', limit],
    queryFn: ({ signal }) => call(trustRoutes.versions, { query: { page: 1, limit }, signal }),
    staleTime: 60_000,
  });
}

/** Event mechanics by their running events' titles (in the page language), to name their RTP rows. */
export function useMechanicTitles() {
  return useQuery({
    queryKey: ['trust', 'mechanics'],
    queryFn: ({ signal }) => call(eventsRoutes.list, { signal }),
    staleTime: 5 * 60_000,
    select: (data) => new Map(data.list.map((e) => [e.mechanic, e.title])),
  });
}
