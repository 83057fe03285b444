import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatAmount } from '../../../lib/money';
import { safeColor } from '../../../lib/rarity';
import type { BoxSummary } from '../api/battles';
import { BoxPicture } from './BoxPicture';

const GRID = 'grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 md:grid-cols-4 xl:grid-cols-6';

/** Every paid case with a search; a click adds one round of it (a badge counts the rounds already chosen). */
export function BoxPicker({
  boxes,
  pending,
  error,
  onRetry,
  counts,
  full,
  onAdd,
  className,
}: {
  boxes: BoxSummary[] | undefined;
  pending: boolean;
  error: Error | null;
  onRetry: () => void;
  counts: ReadonlyMap<string, number>;
  full: boolean;
  onAdd: (box: BoxSummary) => void;
  className?: string;
}) {
  const { t } = useTranslation('battles');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = (boxes ?? [])
    .filter((box) => needle === '' || box.name.toLowerCase().includes(needle))
    .sort((a, b) => a.price - b.price);
  return (
    <section
      aria-labelledby="battle-boxes-title"
      className={cx('rounded-2xl border border-line bg-surface p-3 sm:p-4', className)}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="battle-boxes-title" className="font-display text-lg font-bold uppercase tracking-wide">
          {t('createPage.boxes')}
        </h2>
        <label htmlFor={searchId} className="relative block w-full sm:w-72">
          <span className="sr-only">{t('createPage.search')}</span>
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-subtle" />
          <input
            id={searchId}
            type="search"
            value={query}
            data-testid="battle-box-search"
            placeholder={t('createPage.search')}
            onChange={(event) => setQuery(event.target.value)}
            className="h-10 w-full rounded-lg border border-line-strong bg-bg pr-3 pl-9 text-sm outline-none transition focus:border-accent focus:ring-2 focus:ring-accent/25"
          />
        </label>
      </div>
      {pending ? (
        <div role="status" aria-label={t('common:loading')} className={GRID}>
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={String(i)} className="h-40 rounded-xl" />
          ))}
        </div>
      ) : error && !boxes ? (
        <ErrorState title={t('createPage.boxesError')} body={error.message} retryLabel={t('retry')} onRetry={onRetry} />
      ) : shown.length === 0 ? (
        <EmptyState icon="search" title={t('createPage.searchEmpty', { query: query.trim() })} />
      ) : (
        <ul className={GRID}>
          {shown.map((box) => {
            const count = counts.get(box.id) ?? 0;
            const color = safeColor(box.top_color);
            return (
              <li key={box.id} className="min-w-0">
                <button
                  type="button"
                  data-testid="battle-box-option"
                  data-box-id={box.id}
                  disabled={full}
                  onClick={() => onAdd(box)}
                  className={cx(
                    'group relative flex w-full flex-col items-center overflow-hidden rounded-xl border bg-surface-2/60 px-2 pt-2.5 pb-2 text-center transition hover:-translate-y-0.5 disabled:cursor-not-allowed disabled:opacity-50',
                    count > 0 ? 'border-accent/70' : 'border-line hover:border-line-strong',
                  )}
                  style={{ backgroundImage: `radial-gradient(90% 60% at 50% 100%, ${color}33, transparent 70%)` }}
                >
                  <BoxPicture
                    picture={box.picture}
                    color={color}
                    className="h-16 w-24 transition group-hover:scale-105"
                  />
                  {/* Named by what it shows (name, price, count), then what it does (WCAG 2.5.3, label in name). */}
                  <span className="mt-1.5 w-full truncate text-sm font-semibold">{box.name}</span>{' '}
                  <span className="mt-1 rounded-full bg-money/12 px-2 py-0.5 text-xs font-bold text-money tabular">
                    {formatAmount(box.price)}
                  </span>{' '}
                  <span
                    aria-hidden="true"
                    className="absolute top-2 right-2 grid size-7 place-items-center rounded-lg bg-accent text-accent-ink opacity-0 shadow-lg transition group-hover:opacity-100 group-focus-visible:opacity-100"
                  >
                    <Icon name="plus" />
                  </span>
                  {count > 0 ? (
                    <span className="absolute top-2 left-2 rounded-md bg-accent px-1.5 py-0.5 text-[11px] font-bold text-accent-ink tabular">
                      ×{count}
                    </span>
                  ) : null}
                  <span className="sr-only"> {t('createPage.add')}</span>
                  <span
                    aria-hidden="true"
                    className="absolute inset-x-0 bottom-0 h-0.5"
                    style={{ background: color }}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
