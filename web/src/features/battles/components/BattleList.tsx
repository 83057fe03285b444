import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import type { BattleSummary } from '../api/battles';
import { BattleCard } from './BattleCard';

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={String(i)} className="flex items-center gap-4 rounded-xl border border-line bg-surface p-3">
          <div className="w-32 space-y-2">
            <Skeleton className="h-4 w-12" />
            <Skeleton className="h-4 w-20" />
          </div>
          <div className="flex flex-1 gap-1.5">
            {Array.from({ length: 4 }, (_, j) => (
              <Skeleton key={String(j)} className="size-12 rounded-lg sm:size-14" />
            ))}
          </div>
          <Skeleton className="hidden h-8 w-28 rounded-full sm:block" />
          <Skeleton className="h-8 w-24 rounded-lg" />
        </div>
      ))}
    </div>
  );
}

/** A list of battle cards with its loading, error and empty states. */
export function BattleList({
  list,
  pending,
  error,
  onRetry,
  placeholder,
  empty,
  hrefFor,
}: {
  list: BattleSummary[] | undefined;
  pending: boolean;
  error: Error | null;
  onRetry: () => void;
  placeholder: boolean;
  empty: ReactNode;
  hrefFor: (battle: BattleSummary) => string;
}) {
  const { t } = useTranslation('battles');
  if (pending) return <ListSkeleton />;
  if (error && !list) {
    return <ErrorState title={t('list.error')} body={error.message} retryLabel={t('retry')} onRetry={onRetry} />;
  }
  if (!list || list.length === 0) return <>{empty}</>;
  return (
    <ul className={cx('space-y-2', placeholder && 'opacity-60 transition-opacity')}>
      {list.map((battle) => (
        <li key={battle.id} className="motion-safe:animate-fade-up">
          <BattleCard battle={battle} href={hrefFor(battle)} />
        </li>
      ))}
    </ul>
  );
}

export function ListEmpty({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <EmptyState
      icon="swords"
      title={title}
      body={body}
      action={action}
      className="rounded-xl border border-dashed border-line-strong bg-surface/50"
    />
  );
}
