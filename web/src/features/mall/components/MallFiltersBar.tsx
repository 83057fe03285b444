import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import {
  DEFAULT_MALL_FILTERS,
  isFiltered,
  MALL_SORTS,
  type MallFilters,
  type MallSort,
  PRICE_DEBOUNCE_MS,
  priceBound,
  withFilter,
} from '../lib/filters';

const INPUT =
  'h-10 min-w-0 rounded-lg border border-line-strong bg-bg-2 px-3 text-sm text-text tabular outline-none transition placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/40';

/** What a typed bound becomes in the URL ('' when it is not a price). */
function normal(text: string): string {
  return priceBound(text) !== undefined ? text.trim().replace(',', '.') : '';
}

/**
 * The mall header (spec §2): the search applies on Enter, the price range 500 ms after the last keystroke,
 * the sort at once. The URL is the truth: going back restores the inputs.
 */
export function MallFiltersBar({
  filters,
  onChange,
}: {
  filters: MallFilters;
  onChange: (next: MallFilters, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation('mall');
  const ids = useId();
  const [name, setName] = useState(filters.name);
  const [price, setPrice] = useState(filters.price);
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice);
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };

  useEffect(() => setName(filters.name), [filters.name]);
  useEffect(() => {
    setPrice(filters.price);
    setMaxPrice(filters.maxPrice);
  }, [filters.price, filters.maxPrice]);

  useEffect(() => {
    const current = latest.current.filters;
    if (normal(price) === current.price && normal(maxPrice) === current.maxPrice) return;
    const timer = setTimeout(() => {
      const { filters: now, onChange: apply } = latest.current;
      apply(withFilter(now, { price, maxPrice }), { replace: true });
    }, PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [price, maxPrice]);

  const invalid = (text: string) => text.trim() !== '' && priceBound(text) === undefined;

  return (
    <div className="sticky top-14 z-30 -mx-3 border-y border-line bg-bg/95 px-3 py-2.5 sm:top-16 sm:mx-0 sm:rounded-xl sm:border sm:px-3">
      <div className="flex flex-wrap items-center gap-2">
        <search aria-label={t('filters.label')} className="min-w-0 basis-full sm:basis-auto sm:flex-[1_1_16rem]">
          <form
            className="relative flex min-w-0"
            onSubmit={(event) => {
              event.preventDefault();
              onChange(withFilter(filters, { name: name.trim() }));
            }}
          >
            <label htmlFor={`${ids}-name`} className="sr-only">
              {t('filters.search')}
            </label>
            <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-subtle" />
            <input
              id={`${ids}-name`}
              type="search"
              enterKeyHint="search"
              maxLength={100}
              data-testid="mall-search"
              value={name}
              placeholder={t('filters.search')}
              onChange={(event) => {
                setName(event.target.value);
                // Clearing the box (its × or select-all + delete) shows everything again without Enter.
                if (event.target.value === '' && filters.name !== '') onChange(withFilter(filters, { name: '' }));
              }}
              className={cx(INPUT, 'w-full pr-12 pl-9')}
            />
            <button
              type="submit"
              aria-label={t('filters.submit')}
              className="absolute top-1 right-1 grid h-8 w-9 place-items-center rounded-md bg-surface-3 text-muted transition hover:bg-accent hover:text-accent-ink"
            >
              <Icon name="arrowRight" />
            </button>
          </form>
        </search>
        <fieldset className="flex min-w-0 flex-1 items-center gap-1.5 sm:flex-[1_1_13rem]">
          <legend className="sr-only">{t('filters.price')}</legend>
          <label className="relative min-w-0 flex-1">
            <span className="sr-only">{t('filters.from')}</span>
            <input
              inputMode="decimal"
              data-testid="mall-price-min"
              value={price}
              placeholder={t('filters.from')}
              aria-invalid={invalid(price) || undefined}
              onChange={(event) => setPrice(event.target.value)}
              className={cx(INPUT, 'w-full sm:pl-7', invalid(price) && 'border-danger')}
            />
            <Icon
              name="token"
              className="pointer-events-none absolute top-1/2 left-2.5 hidden -translate-y-1/2 text-xs text-contraband sm:block"
            />
          </label>
          <span aria-hidden="true" className="text-subtle">
            –
          </span>
          <label className="relative min-w-0 flex-1">
            <span className="sr-only">{t('filters.to')}</span>
            <input
              inputMode="decimal"
              data-testid="mall-price-max"
              value={maxPrice}
              placeholder={t('filters.to')}
              aria-invalid={invalid(maxPrice) || undefined}
              onChange={(event) => setMaxPrice(event.target.value)}
              className={cx(INPUT, 'w-full sm:pl-7', invalid(maxPrice) && 'border-danger')}
            />
            <Icon
              name="token"
              className="pointer-events-none absolute top-1/2 left-2.5 hidden -translate-y-1/2 text-xs text-contraband sm:block"
            />
          </label>
        </fieldset>
        <div className="flex shrink-0 items-center gap-2">
          <label className="relative min-w-0">
            <span className="sr-only">{t('filters.sort')}</span>
            <Icon
              name="sort"
              className="pointer-events-none absolute top-1/2 left-3 hidden -translate-y-1/2 text-accent-2 sm:block"
            />
            <select
              data-testid="mall-sort"
              value={filters.sort}
              onChange={(event) => onChange(withFilter(filters, { sort: event.target.value as MallSort }))}
              className={cx(
                INPUT,
                'w-[8.5rem] cursor-pointer appearance-none pr-7 pl-3 text-[13px] font-semibold sm:w-44 sm:pl-9 sm:text-sm',
              )}
            >
              {MALL_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`filters.sorts.${sort}`)}
                </option>
              ))}
            </select>
            <Icon
              name="chevronDown"
              className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-xs text-subtle"
            />
          </label>
          {isFiltered(filters) || filters.sort !== 'default' ? (
            <Button
              variant="ghost"
              className="h-10 px-3"
              data-testid="mall-reset"
              onClick={() => onChange(DEFAULT_MALL_FILTERS)}
            >
              <Icon name="close" />
              <span className="hidden md:inline">{t('filters.reset')}</span>
              <span className="sr-only md:hidden">{t('filters.reset')}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
