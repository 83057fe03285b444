import { type Milli, toAmount } from '@dropforge/shared/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { ItemCard } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/Pager';
import {
  DEFAULT_TARGET_FILTERS,
  type Goods,
  TARGET_PAGE_SIZE,
  type TargetFilters,
  type UpgradeConfig,
  useTargets,
} from '../api/upgrade';
import { useDebounced } from '../hooks/useDebounced';
import { formatChanceShort } from '../lib/items';
import { chanceView } from '../lib/stake';
import { PANEL, PanelTitle } from './PanelTitle';
import { TILE_GRID, TileSkeletons } from './StakeBag';

/** Typing settles for this long before the list is asked again (spec: mall filters, 500 ms). */
const DEBOUNCE_MS = 500;

const INPUT =
  'h-10 min-w-0 rounded-lg border border-line-strong bg-bg-2 px-3 text-sm tabular outline-none placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/40';

/** Targets priced above the stake: search, price range, sort, pages; each card shows its chance. */
export function TargetPicker({
  stake,
  chosen,
  config,
  locked,
  onPick,
  className,
}: {
  stake: Milli;
  chosen: Goods | null;
  config: UpgradeConfig | undefined;
  locked: boolean;
  onPick: (goods: Goods | null) => void;
  className?: string;
}) {
  const { t } = useTranslation('upgrade');
  const [filters, setFilters] = useState<TargetFilters>(DEFAULT_TARGET_FILTERS);
  const name = useDebounced(filters.name, DEBOUNCE_MS);
  const price = useDebounced(filters.price, DEBOUNCE_MS);
  const maxPrice = useDebounced(filters.maxPrice, DEBOUNCE_MS);
  const min = useDebounced(toAmount(stake), 250);
  const applied: TargetFilters = { name, price, maxPrice, sort: filters.sort };
  // A new stake or new filters start again from the first page.
  const key = `${min}|${name}|${price}|${maxPrice}|${filters.sort}`;
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key, page: next });
  const query = useTargets(min, applied, page);
  const data = query.data;
  const pages = data ? Math.ceil(data.total / TARGET_PAGE_SIZE) : 0;

  const set = (patch: Partial<TargetFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <section aria-labelledby="upgrade-picker-title" className={cx(PANEL, className)}>
      <PanelTitle
        id="upgrade-picker-title"
        icon="store"
        title={t('target.list')}
        tone="bg-restricted/20 text-[#c8b0ff]"
        aside={data ? <span className="text-xs text-subtle tabular">{data.total}</span> : null}
      />
      <search className="flex flex-wrap gap-2 border-b border-line p-3 sm:px-4">
        <label className="relative min-w-0 flex-[1_1_12rem]">
          <span className="sr-only">{t('target.search')}</span>
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-subtle" />
          <input
            type="search"
            data-testid="upgrade-search"
            value={filters.name}
            placeholder={t('target.search')}
            onChange={(e) => set({ name: e.target.value })}
            className={cx(INPUT, 'w-full pl-9')}
          />
        </label>
        <div className="flex flex-[1_1_14rem] gap-2">
          <input
            inputMode="decimal"
            aria-label={t('target.from')}
            placeholder={t('target.from')}
            value={filters.price}
            onChange={(e) => set({ price: e.target.value })}
            className={cx(INPUT, 'w-full flex-1')}
          />
          <input
            inputMode="decimal"
            aria-label={t('target.to')}
            placeholder={t('target.to')}
            value={filters.maxPrice}
            onChange={(e) => set({ maxPrice: e.target.value })}
            className={cx(INPUT, 'w-full flex-1')}
          />
          <Button
            variant="secondary"
            className="h-10 px-3"
            title={t('target.sort')}
            onClick={() => set({ sort: filters.sort === 'asc' ? 'desc' : 'asc' })}
          >
            <Icon name="sort" />
            {t(filters.sort === 'asc' ? 'target.sortAsc' : 'target.sortDesc')}
          </Button>
        </div>
      </search>
      <div aria-busy={query.isFetching || undefined} className="p-3 sm:p-4">
        {query.isPending ? (
          <TileSkeletons count={10} />
        ) : query.isError && !data ? (
          <ErrorState
            title={t('target.error')}
            body={query.error.message}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
          />
        ) : !data || data.list.length === 0 ? (
          <EmptyState icon="target" title={t('target.emptyTitle')} body={t('target.emptyBody')} />
        ) : (
          <ul className={cx(TILE_GRID, query.isPlaceholderData && 'opacity-60 transition-opacity')}>
            {data.list.map((goods) => {
              const view = chanceView(stake, goods.price, config);
              const picked = chosen?.id === goods.id;
              return (
                <li key={goods.id} className="min-w-0">
                  <button
                    type="button"
                    data-testid="upgrade-target"
                    data-goods-id={goods.id}
                    aria-pressed={picked}
                    disabled={locked}
                    onClick={() => onPick(picked ? null : goods)}
                    className="block h-full w-full rounded-xl text-left transition hover:-translate-y-0.5 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none disabled:hover:translate-y-0"
                  >
                    <ItemCard
                      goods={goods}
                      compact
                      glow={picked}
                      className="h-full"
                      corner={
                        view.kind === 'ok' ? (
                          <span className="rounded bg-black/50 px-1 py-0.5 text-[10px] leading-none font-bold text-accent-2 tabular">
                            {formatChanceShort(view.chance.chance)}
                          </span>
                        ) : null
                      }
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <Pager page={page} pages={pages} onPage={setPage} className="mt-4" />
      </div>
    </section>
  );
}
