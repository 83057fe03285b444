import type { ReactNode } from 'react';
import { Skeleton } from './Skeleton';

export type ListState = { pending: boolean; fetching: boolean; failed: boolean; stale: boolean; hasItems: boolean };

/** The state of a paged list from its query (TanStack Query's fields). */
export function listState(query: {
  data?: { list: unknown[] };
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
}): ListState {
  return {
    pending: query.isPending,
    fetching: query.isFetching,
    failed: query.isError && !query.data,
    stale: query.isPlaceholderData,
    hasItems: (query.data?.list.length ?? 0) > 0,
  };
}

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/**
 * The card around a paged list: a caption with the count, skeleton rows while the first page loads, the
 * failure (with its retry) when nothing could be shown, the list (dimmed while the next page loads) or the
 * empty state.
 */
export function ListSection({
  caption,
  count,
  state,
  skeleton,
  failure,
  empty,
  children,
}: {
  caption: string;
  /** The total as text; no caption row until it is known. */
  count: string | null;
  state: ListState;
  skeleton: { rows: number; className: string; label: string };
  failure: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-busy={state.fetching || undefined}
      className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface"
    >
      {count !== null ? (
        <div className="flex items-center justify-between border-b border-line px-4 py-2.5 text-xs font-bold uppercase tracking-wider text-subtle">
          <span>{caption}</span>
          <span className="tabular">{count}</span>
        </div>
      ) : null}
      {state.pending ? (
        <div className="space-y-2 p-4" role="status" aria-label={skeleton.label}>
          {SKELETON_KEYS.slice(0, skeleton.rows).map((key) => (
            <Skeleton key={key} className={skeleton.className} />
          ))}
        </div>
      ) : state.failed ? (
        failure
      ) : state.hasItems ? (
        <div className={state.stale ? 'opacity-60 transition-opacity' : undefined}>{children}</div>
      ) : (
        empty
      )}
    </section>
  );
}
