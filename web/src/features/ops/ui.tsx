import { LANG_TAGS } from '@dropforge/shared/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { Dialog } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Icon } from '../../components/ui/icons';
import { Pill } from '../../components/ui/Pill';
import { Skeleton } from '../../components/ui/Skeleton';
import { currentLang } from '../../lib/locale';
import { toneOf } from './format';

export const INPUT =
  'h-10 w-full min-w-0 rounded-lg border border-line-strong bg-bg px-3 text-sm text-text tabular outline-none transition placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/25 aria-invalid:border-danger motion-reduce:transition-none';

export function useLocaleTag(): string {
  return LANG_TAGS[currentLang()];
}

/** A titled block of a screen. */
export function Panel({
  title,
  actions,
  children,
  className,
  testId,
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      className={cx('min-w-0 rounded-[var(--radius-card)] border border-line bg-surface p-3 sm:p-4', className)}
    >
      {title || actions ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title ? <h2 className="font-display text-lg font-bold uppercase tracking-wide">{title}</h2> : null}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function ScreenTitle({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">{title}</h1>
      {actions}
    </header>
  );
}

/** A player's name linking to the player's page. */
export function PlayerLink({ id, name, className }: { id: number; name: string; className?: string }) {
  return (
    <Link to={`/ops/players/${id}`} className={cx('font-bold hover:text-accent-2 hover:underline', className)}>
      {name}
    </Link>
  );
}

/** What an action did, above the screen's list, until dismissed. */
export function DoneBanner({
  testId,
  onDismiss,
  children,
}: {
  testId: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('ops');
  return (
    <output
      className="flex flex-wrap items-center gap-3 rounded-xl border border-money/40 bg-money/10 px-3 py-2 text-sm"
      data-testid={testId}
    >
      <Icon name="check" className="text-money" />
      {children}
      <button type="button" className="ml-auto text-muted hover:text-text" onClick={onDismiss}>
        <Icon name="close" />
        <span className="sr-only">{t('dismiss')}</span>
      </button>
    </output>
  );
}

export function Chip({ state, label }: { state: string; label?: string }) {
  const { t } = useTranslation('ops');
  return (
    <Pill tone={toneOf(state)} data-state={state}>
      {label ?? t(`state.${state}`, { defaultValue: state.replace(/_/g, ' ') })}
    </Pill>
  );
}

/** The server's message of a failed call, announced. */
export function ErrorText({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <p role="alert" className="mt-2 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-[#ffb0b0]">
      {message}
    </p>
  );
}

/** Loading, error (with the server's msg and a retry) and empty states around a query's content. */
export function QueryView<T>({
  query,
  empty,
  isEmpty,
  skeleton = 'h-40',
  children,
}: {
  query: UseQueryResult<T>;
  empty?: string;
  isEmpty?: (data: T) => boolean;
  skeleton?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('ops');
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className={skeleton} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('loadFailed')}
        body={query.error.message}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (empty && isEmpty?.(query.data)) return <EmptyState icon="search" title={empty} />;
  return <>{children(query.data)}</>;
}

export function Field({
  label,
  hint,
  children,
  className,
}: {
  label: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child
    <label className={cx('block min-w-0', className)}>
      <span className="mb-1 block text-[11px] font-bold uppercase tracking-wider text-muted">{label}</span>
      {children}
      {hint ? <span className="mt-1 block text-[11px] text-subtle">{hint}</span> : null}
    </label>
  );
}

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cx(INPUT, className)} {...props} />;
}

/** Asks before an irreversible action; the confirm button is `ops-confirm`. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  onConfirm,
  pending,
  disabled,
  error,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  disabled?: boolean;
  error?: unknown;
  children?: ReactNode;
}) {
  const { t } = useTranslation('ops');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={body} testId="ops-confirm-dialog">
      {children}
      <ErrorText error={error} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {t('cancel')}
        </Button>
        <Button data-testid="ops-confirm" disabled={pending || disabled} onClick={onConfirm}>
          {pending ? t('working') : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/** A small figure tile: label over a big tabular value. */
export function Stat({ label, value, tone = 'text-text' }: { label: string; value: string; tone?: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-line bg-bg/50 px-3 py-2.5">
      <p className="truncate text-[11px] font-bold uppercase tracking-wider text-subtle">{label}</p>
      <p className={cx('mt-0.5 truncate font-display text-xl font-bold tabular sm:text-2xl', tone)}>{value}</p>
    </div>
  );
}
