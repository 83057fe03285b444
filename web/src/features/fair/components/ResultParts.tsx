import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';

/** Pieces of the verifier's result: a match chip, a numbered step, and the monospace value box. */
export function Check({ state, testId, children }: { state: boolean | null; testId?: string; children: ReactNode }) {
  return (
    <span
      data-testid={testId}
      data-match={state === null ? undefined : String(state)}
      className={cx(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide',
        state === null && 'border-line-strong bg-surface-3 text-muted',
        state === true && 'border-money/40 bg-money/12 text-money',
        state === false && 'border-danger/45 bg-danger/12 text-[#ff9a9a]',
      )}
    >
      <Icon name={state === false ? 'close' : state === true ? 'check' : 'info'} strokeWidth={2.6} />
      {children}
    </span>
  );
}

export function Step({
  n,
  label,
  aside,
  children,
}: {
  n: number;
  label: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="relative pl-9">
      <span className="absolute top-0 left-0 grid size-6 place-items-center rounded-full border border-line-strong bg-surface-2 font-display text-xs font-bold text-muted">
        {n}
      </span>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-[10px] font-bold uppercase tracking-wider text-subtle">{label}</p>
        {aside}
      </div>
      <div className="mt-1 min-w-0">{children}</div>
    </li>
  );
}

export const MONO = 'block break-all rounded-lg border border-line bg-bg px-2.5 py-2 font-mono text-xs leading-relaxed';
