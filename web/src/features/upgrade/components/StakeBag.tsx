import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { ItemCard } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/Pager';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatAmount } from '../../../lib/money';
import { type BackpackItem, STAKE_PAGE_SIZE, useStakeItems } from '../api/upgrade';
import { canStake } from '../lib/items';
import { PANEL, PanelTitle } from './PanelTitle';

export const TILE_GRID = 'grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-5';
/** Phones swipe the backpack in one row, so the wheel stays near; wider screens show a grid. */
const BAG_LIST =
  'flex snap-x gap-2 overflow-x-auto px-0.5 pt-1 pb-2 sm:grid sm:p-0 sm:grid-cols-4 sm:overflow-visible xl:grid-cols-5';

export function TileSkeletons({ count }: { count: number }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} className={TILE_GRID}>
      {Array.from({ length: count }, (_, i) => (
        <div key={String(i)} className="rounded-xl border border-line bg-surface-2 p-2">
          <Skeleton className="mx-auto mt-2 h-14 w-4/5 rounded-lg" />
          <Skeleton className="mt-3 h-2.5 w-1/2" />
          <Skeleton className="mt-1.5 h-3 w-3/4" />
          <Skeleton className="mt-2 h-3.5 w-1/3" />
        </div>
      ))}
    </div>
  );
}

/** The player's backpack as stake candidates: pick up to the maximum; giveaway prizes are locked. */
export function StakeBag({
  isSelected,
  onToggle,
  locked,
  className,
}: {
  isSelected: (id: number) => boolean;
  onToggle: (item: BackpackItem) => void;
  locked: boolean;
  className?: string;
}) {
  const { t } = useTranslation('upgrade');
  const [page, setPage] = useState(1);
  const query = useStakeItems(page, true);
  const data = query.data;
  const pages = data ? Math.ceil(data.total / STAKE_PAGE_SIZE) : 0;
  return (
    <section aria-labelledby="upgrade-bag-title" className={cx(PANEL, className)}>
      <PanelTitle
        id="upgrade-bag-title"
        icon="box"
        title={t('bag.title')}
        aside={data ? <span className="text-xs text-subtle tabular">{data.total}</span> : null}
      />
      <div aria-busy={query.isFetching || undefined} className="p-3 sm:p-4">
        {query.isPending ? (
          <TileSkeletons count={10} />
        ) : query.isError && !data ? (
          <ErrorState
            title={t('bag.error')}
            body={query.error.message}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
          />
        ) : !data || data.list.length === 0 ? (
          <EmptyState
            icon="box"
            title={t('bag.emptyTitle')}
            body={t('bag.emptyBody')}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <ButtonLink to="/" data-testid="upgrade-open-cases">
                  <Icon name="sparkle" />
                  {t('bag.cases')}
                </ButtonLink>
                <ButtonLink to="/free" variant="secondary">
                  <Icon name="gift" />
                  {t('bag.free')}
                </ButtonLink>
              </div>
            }
          />
        ) : (
          <ul className={cx(BAG_LIST, query.isPlaceholderData && 'opacity-60 transition-opacity')}>
            {data.list.map((item) => (
              <li key={item.knapsack_id} className="w-[7.5rem] shrink-0 snap-start sm:w-auto sm:min-w-0">
                <StakeTile item={item} checked={isSelected(item.knapsack_id)} disabled={locked} onToggle={onToggle} />
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} onPage={setPage} className="mt-4" />
      </div>
    </section>
  );
}

function StakeTile({
  item,
  checked,
  disabled,
  onToggle,
}: {
  item: BackpackItem;
  checked: boolean;
  disabled: boolean;
  onToggle: (item: BackpackItem) => void;
}) {
  const { t } = useTranslation('upgrade');
  const id = useId();
  const stakeable = canStake(item);
  return (
    <div
      data-testid="upgrade-stake-item"
      data-knapsack-id={item.knapsack_id}
      data-selected={checked || undefined}
      className={cx(
        'group relative h-full rounded-xl transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
        stakeable ? 'hover:-translate-y-0.5' : 'opacity-60',
      )}
    >
      <ItemCard
        goods={item.goods_info}
        glow={checked}
        compact
        className="h-full"
        corner={
          stakeable ? (
            <span
              aria-hidden="true"
              className={cx(
                'grid size-5 place-items-center rounded-md border text-xs transition',
                checked
                  ? 'border-accent bg-accent text-accent-ink'
                  : 'border-line-strong bg-bg/70 text-transparent group-hover:border-accent/70',
              )}
            >
              <Icon name="check" strokeWidth={3} />
            </span>
          ) : (
            <span title={t('bag.raffle')} className="text-sm text-[#c8b0ff]">
              <Icon name="lock" />
              <span className="sr-only">{t('bag.raffle')}</span>
            </span>
          )
        }
      />
      {stakeable ? (
        <label htmlFor={id} className="absolute inset-0 cursor-pointer rounded-xl">
          <input
            id={id}
            type="checkbox"
            className="sr-only"
            checked={checked}
            disabled={disabled}
            onChange={() => onToggle(item)}
          />
          <span className="sr-only">
            {t('bag.select', { name: item.goods_info.name, price: formatAmount(item.price) })}
          </span>
        </label>
      ) : null}
    </div>
  );
}
