import type {
  SmashResult,
  SmashWindow,
  SnowballInfo,
  ThrowResult,
  WindowsBoard,
  WindowsConfig,
  WindowsLogEntry,
} from '@dropforge/shared/contract';
import { smashRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, newIdempotencyKey } from '../../../lib/client';
import { loadProfile } from '../../../lib/user';

export type { SmashResult, SmashWindow, SnowballInfo, ThrowResult, WindowsBoard, WindowsConfig, WindowsLogEntry };

/** `GET /api/smashing_windows`: the player's board and hammers. */
export function useWindowsBoard(enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'windows', 'board'],
    queryFn: ({ signal }) => call(smashRoutes.windows, { signal }),
    enabled,
  });
}

/** `GET /api/smashing_windows_config`: windows, cost, hammer rates and the prize table. */
export function useWindowsConfig(enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'windows', 'config'],
    queryFn: ({ signal }) => call(smashRoutes.windowsConfig, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** `GET /api/smashing_windows_log` (limit 20, page 1): the player's latest smashes. */
export function useWindowsLog(enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'windows', 'log'],
    queryFn: ({ signal }) => call(smashRoutes.windowsLog, { query: { limit: 20, page: 1 }, signal }),
    enabled,
  });
}

/**
 * A spend that moves money: the answer is handed over at once (the page plays its animation), the queries and
 * balances are read again when the page says the animation has landed (`refresh`).
 */
function useSpend<A, R>(queryKey: readonly string[], spend: (idempotencyKey: string, arg: A) => Promise<R>) {
  const client = useQueryClient();
  const mutation = useMutation({ mutationFn: (arg: A) => spend(newIdempotencyKey(), arg) });
  const refresh = () => {
    void client.invalidateQueries({ queryKey });
    void loadProfile();
  };
  return { ...mutation, refresh };
}

/** `POST /api/smashing_windows/{index}/smash`. */
export function useSmash() {
  return useSpend(['events', 'windows'], (idempotencyKey, index: number) =>
    call(smashRoutes.smash, { params: { index }, body: {}, idempotencyKey }),
  );
}

/** `GET /api/snowball`: the season, the player's snowballs, the targets and the prize table. */
export function useSnowball(enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'snowball'],
    queryFn: ({ signal }) => call(smashRoutes.snowball, { signal }),
    enabled,
  });
}

/** `POST /api/snowball/{target}/throw`. */
export function useThrow() {
  return useSpend(['events', 'snowball'], (idempotencyKey, target: number) =>
    call(smashRoutes.snowballThrow, { params: { target }, body: {}, idempotencyKey }),
  );
}
