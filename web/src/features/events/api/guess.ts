import type { Guess, GuessReceiveResult, GuessSupportResult } from '@dropforge/shared/contract';
import { guessRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, newIdempotencyKey } from '../../../lib/client';
import { applyLoginUp } from '../../../lib/user';

export type { Guess, GuessReceiveResult, GuessSupportResult };

const KEY = ['guess'];

/** `GET /api/guess`: open guesses first, then settled ones (visitors too). */
export function useGuesses(userId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'list', userId],
    queryFn: ({ signal }) => call(guessRoutes.list, { query: { limit: 30 }, signal }),
    refetchInterval: 15_000,
  });
}

/** `GET /api/guess/{id}/detail`: one guess with its pools and the viewer's part. */
export function useGuess(id: number | null, userId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id, userId],
    queryFn: ({ signal }) => call(guessRoutes.detail, { params: { id: id! }, signal }),
    enabled: id !== null,
    refetchInterval: 10_000,
  });
}

/** `POST /api/guess/{id}/support/{n}`: backs option `n` with coins. */
export function useBackGuess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; n: number; amount: number; userCode?: string }) =>
      call(guessRoutes.support, {
        params: { id: v.id, n: v.n },
        body: { amount: v.amount, ...(v.userCode ? { user_code: v.userCode } : {}) },
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: (res) => {
      applyLoginUp({ score: res.score });
      client.setQueriesData<Guess>({ queryKey: [...KEY, 'detail', res.guess.id] }, () => res.guess);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

/** `GET /api/guess/{id}/receive`: a winner's share. */
export function useReceiveGuess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(guessRoutes.receive, { params: { id } }),
    onSuccess: (res) => applyLoginUp({ score: res.score }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}
