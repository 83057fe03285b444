import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import type { BackpackItem } from '../api/backpack';
import { BACKPACK_PAGE_SIZE } from '../lib/sell-summary';
import { BackpackItemCard } from './BackpackItemCard';

const SKELETONS = Array.from({ length: BACKPACK_PAGE_SIZE }, (_, i) => `s${i}`);

export const GRID = 'grid grid-cols-2 gap-2.5 min-[520px]:grid-cols-3 sm:gap-3 md:grid-cols-4 xl:grid-cols-5';

export function BackpackSkeleton({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} className={cx(GRID, className)}>
      {SKELETONS.map((key) => (
        <div key={key} className="overflow-hidden rounded-xl border border-line bg-surface p-2.5">
          <Skeleton className="h-3 w-8" />
          <Skeleton className="mx-auto mt-3 h-16 w-4/5 rounded-lg" />
          <Skeleton className="mt-4 h-2.5 w-1/2" />
          <Skeleton className="mt-1.5 h-3.5 w-3/4" />
          <Skeleton className="mt-2 h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}

/** Empty backpack: nothing to sell yet, so point to the cases. */
export function BackpackEmpty({ filtered, onReset }: { filtered: boolean; onReset?: () => void }) {
  const { t } = useTranslation('inventory');
  if (filtered) {
    return (
      <EmptyState
        icon="box"
        title={t('empty.filteredTitle')}
        body={t('empty.filteredBody')}
        action={
          onReset ? (
            <button type="button" onClick={onReset} className="text-sm font-bold text-accent-2 hover:underline">
              {t('filters.reset')}
            </button>
          ) : undefined
        }
      />
    );
  }
  return (
    <EmptyState
      icon="box"
      title={t('empty.title')}
      body={t('empty.body')}
      action={
        <ButtonLink to="/" size="md">
          <Icon name="sparkle" />
          {t('empty.action')}
        </ButtonLink>
      }
    />
  );
}

export function BackpackGrid({
  list,
  isSelected,
  onToggle,
  actionFor,
  dimmed = false,
  className,
}: {
  list: readonly BackpackItem[];
  isSelected: (id: number) => boolean;
  onToggle: (item: BackpackItem) => void;
  actionFor?: (item: BackpackItem) => ReactNode;
  dimmed?: boolean;
  className?: string;
}) {
  return (
    <ul className={cx(GRID, dimmed && 'opacity-60 transition-opacity', className)}>
      {list.map((item) => (
        <li key={item.knapsack_id} className="min-w-0">
          <BackpackItemCard
            item={item}
            checked={isSelected(item.knapsack_id)}
            onToggle={onToggle}
            action={actionFor?.(item)}
          />
        </li>
      ))}
    </ul>
  );
}
