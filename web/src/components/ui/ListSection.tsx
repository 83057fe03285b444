import type { ReactNode } from 'react';
import { Skeleton } from './Skeleton';

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
  state: { pending: boolean; fetching: boolean; failed: boolean; stale: boolean; hasItems: boolean };
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
