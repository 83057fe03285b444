import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Icon } from '../../../components/ui/icons';
import { type BoxCategory, useBoxList } from '../api/cases';
import { useGridColumns } from '../hooks/useGridColumns';
import { CaseCard, CaseCardSkeleton } from './CaseCard';

const ALL = '';
/** Rows per category in the "All" view before "Show all". */
const SECTION_ROWS = 2;
const GAP = 10;
const gridStyle = (columns: number) => ({
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  gap: GAP,
});

/** The home case grid: every category of `/api/box`, as tabs ("All" shows one section per category). */
export function CaseShowcase() {
  const { t } = useTranslation('cases');
  const query = useBoxList();
  const [active, setActive] = useState(ALL);
  const columns = useGridColumns();
  const categories = query.data ?? [];
  const shown = active === ALL ? categories : categories.filter((c) => c.id === active);
  const total = categories.reduce((sum, c) => sum + c.list.length, 0);

  return (
    <section aria-labelledby="cases-title" className="rounded-2xl border border-line bg-surface/60 p-3 sm:p-5">
      <div className="mb-4 flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-accent-2 to-accent text-xl text-accent-ink">
            <Icon name="box" />
          </span>
          <div>
            <h2 id="cases-title" className="font-display text-2xl font-bold uppercase tracking-wide">
              {t('grid.title')}
            </h2>
            <p className="text-xs text-muted">{t('grid.subtitle')}</p>
          </div>
        </div>
        {categories.length > 1 ? (
          <div
            role="tablist"
            aria-label={t('grid.tabsLabel')}
            className="scrollbar-none -mx-1 flex gap-1 overflow-x-auto px-1 py-0.5 md:flex-wrap"
          >
            {[{ id: ALL, name: t('grid.all'), count: total }, ...categories.map(tabOf)].map((tab) => (
              <button
                key={tab.id || 'all'}
                type="button"
                role="tab"
                id={`cases-tab-${tab.id || 'all'}`}
                aria-selected={tab.id === active}
                aria-controls="cases-panel"
                onClick={() => setActive(tab.id)}
                className={cx(
                  'flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-3 text-xs font-bold uppercase tracking-wide transition',
                  tab.id === active
                    ? 'bg-accent/15 text-accent-2 ring-1 ring-accent/50'
                    : 'bg-surface-2 text-muted hover:bg-surface-3 hover:text-text',
                )}
              >
                {tab.name}
                <span className="rounded bg-black/30 px-1 text-[10px] tabular">{tab.count}</span>
              </button>
            ))}
          </div>
        ) : null}
      </div>

      <div
        id="cases-panel"
        role="tabpanel"
        aria-labelledby={`cases-tab-${active || 'all'}`}
        aria-busy={query.isPending}
      >
        {query.isPending ? (
          <div className="grid" style={gridStyle(columns)}>
            <p className="sr-only">{t('grid.loading')}</p>
            {Array.from({ length: 12 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <CaseCardSkeleton key={i} />
            ))}
          </div>
        ) : query.isError ? (
          <ErrorState
            title={t('grid.error')}
            body={query.error.message}
            retryLabel={t('grid.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState icon="box" title={t('grid.empty')} />
        ) : (
          // Small categories share a row: each section spans as many columns as it has cases.
          <div className="grid grid-flow-row-dense" style={{ ...gridStyle(columns), rowGap: 20 }}>
            {shown.map((category) => {
              const span = active === ALL ? Math.min(columns, category.list.length) : columns;
              return (
                <CategorySection
                  key={category.id}
                  category={category}
                  columns={span}
                  titled={active === ALL && categories.length > 1}
                  limit={active === ALL ? span * SECTION_ROWS : Number.POSITIVE_INFINITY}
                  onShowAll={() => setActive(category.id)}
                />
              );
            })}
          </div>
        )}
      </div>
    </section>
  );
}

function tabOf(category: BoxCategory) {
  return { id: category.id, name: category.name, count: category.list.length };
}

function CategorySection({
  category,
  columns,
  titled,
  limit,
  onShowAll,
}: {
  category: BoxCategory;
  columns: number;
  titled: boolean;
  limit: number;
  onShowAll: () => void;
}) {
  const { t } = useTranslation('cases');
  const cases = category.list.slice(0, limit);
  const more = category.list.length - cases.length;
  return (
    <div className="min-w-0" style={{ gridColumn: `span ${columns} / span ${columns}` }}>
      {titled ? (
        <div className="mb-2.5 flex items-center gap-3">
          <h3 className="font-display text-lg font-bold uppercase tracking-wide">{category.name}</h3>
          <span aria-hidden="true" className="h-px flex-1 bg-gradient-to-r from-line-strong to-transparent" />
          {more > 0 ? (
            <button
              type="button"
              onClick={onShowAll}
              className="flex items-center gap-1 rounded text-xs font-bold uppercase tracking-wide text-accent-2 hover:text-accent"
            >
              {t('grid.showAll', { n: category.list.length })}
              <Icon name="chevronRight" />
            </button>
          ) : null}
        </div>
      ) : null}
      <ul className="grid" style={gridStyle(columns)}>
        {cases.map((box) => (
          <li key={box.id} className="min-w-0">
            <CaseCard box={box} />
          </li>
        ))}
      </ul>
    </div>
  );
}
