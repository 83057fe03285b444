import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
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

/** The page of a list, back to the first when `filter` (what the list is narrowed by) changes. */
export function usePage(filter?: unknown): [number, (page: number) => void] {
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState(filter);
  if (shown !== filter) {
    setShown(filter);
    setPage(1);
  }
  return [page, setPage];
}

/** A searched list: the box's text, the search sent (`q`, trimmed on submit) and the page, the first on each search. */
export function useSearch() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setQ(text.trim());
  };
  return { text, setText, q, page, setPage, search };
}

/** A search as typed: the box's text and, a moment after the typing stops, the search it asks for (`q`, trimmed). */
export function useTypedSearch() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, q, setQ };
}
