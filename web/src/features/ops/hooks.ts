import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type OpsArgs, type OpsInput, type OpsName, type OpsResult, opsCall } from './api';
import { pageCount } from './format';

/** Every console query key starts with this: signing in or out drops them all. */
export const OPS_KEY = 'ops';

type Sent<N extends OpsName> = Omit<OpsInput<N>, 'signal' | 'idempotencyKey'>;

/**
 * A GET of the console, keyed by route name and input. `keepPrevious`: lists keep the last page shown while the next
 * page or search loads (never for one record: another player's data must not show under this one's id).
 */
export function useOpsQuery<N extends OpsName>(
  name: N,
  input?: Sent<N>,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({
    queryKey: [OPS_KEY, name, input ?? {}],
    queryFn: ({ signal }) => opsCall(name, ...([{ ...(input ?? {}), signal }] as unknown as OpsArgs<N>)),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    staleTime: 10_000,
    enabled: options.enabled,
  });
}

/**
 * A POST of the console. Its error is shown by the form that sent it (`meta.inlineError`), unless `toastErrors`.
 * `refresh` names the queries to fetch again after success (all of the console by default).
 */
export function useOpsMutation<N extends OpsName>(
  name: N,
  options: {
    onSuccess?: (data: OpsResult<N>) => void;
    refresh?: readonly OpsName[];
    toastErrors?: boolean;
  } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Sent<N>) => opsCall(name, ...([input] as unknown as OpsArgs<N>)),
    meta: { inlineError: !options.toastErrors },
    onSuccess: (data) => {
      if (options.refresh) {
        for (const key of options.refresh) void client.invalidateQueries({ queryKey: [OPS_KEY, key] });
      } else {
        void client.invalidateQueries({ queryKey: [OPS_KEY] });
      }
      options.onSuccess?.(data);
    },
  });
}

/** Pages of a `{list, page, total}` answer: the page size is the longest page seen (the server sets it). */
export function usePageCount(data: { list: readonly unknown[]; total: number } | undefined): number {
  const size = useRef(0);
  if (data) size.current = Math.max(size.current, data.list.length);
  return data ? pageCount(data.total, size.current) : 1;
}
