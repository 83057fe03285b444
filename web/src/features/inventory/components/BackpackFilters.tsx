import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { type BackpackSort, type BackpackView, type BackpackFilters as Filters, useQualities } from '../api/backpack';

const VIEWS: BackpackView[] = ['owned', 'all'];
const SORTS: BackpackSort[] = ['newest', 'desc', 'asc'];
const SELECT =
  'h-10 w-full appearance-none rounded-lg border border-line-strong bg-surface-2 pr-8 text-sm font-semibold text-text transition hover:border-[#45557a] focus-visible:border-accent';

function Select({
  label,
  value,
  onChange,
  children,
  dot,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
  dot?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-[10px] font-bold uppercase tracking-wider text-subtle">
        {label}
      </label>
      <span className="relative block">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-2.5 -translate-y-1/2 rounded-full"
          style={{ background: dot ?? 'var(--color-line-strong)', boxShadow: dot ? `0 0 8px ${dot}` : undefined }}
        />
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cx(SELECT, 'pl-8 sm:w-48')}
        >
          {children}
        </select>
        <Icon
          name="chevronDown"
          className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-xs text-muted"
        />
      </span>
    </div>
  );
}

/** Backpack filters: in the backpack / every item ever, rarity (`GET /api/goods_config/quality`), sort by price. */
export function BackpackFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation('inventory');
  const qualities = useQualities();
  const color = qualities.data?.find((q) => q.value === value.quality)?.color;
  return (
    <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
      <fieldset className="flex w-full rounded-lg border border-line bg-bg p-1 sm:w-auto">
        <legend className="sr-only">{t('filters.view')}</legend>
        {VIEWS.map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={value.view === view}
            onClick={() => onChange({ ...value, view })}
            className={cx(
              'h-8 flex-1 rounded-md px-3 text-xs font-bold uppercase tracking-wide whitespace-nowrap transition sm:flex-none',
              value.view === view ? 'bg-surface-3 text-text shadow' : 'text-muted hover:text-text',
            )}
          >
            {t(`filters.views.${view}`)}
          </button>
        ))}
      </fieldset>
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:gap-3">
        <Select
          label={t('filters.rarity')}
          value={value.quality ?? ''}
          dot={color}
          onChange={(quality) => onChange({ ...value, quality: quality || undefined })}
        >
          <option value="">{t('filters.allRarities')}</option>
          {(qualities.data ?? []).map((q) => (
            <option key={q.value} value={q.value}>
              {t(`rarity.${q.value}`, { defaultValue: q.label })}
            </option>
          ))}
        </Select>
        <Select
          label={t('filters.sort')}
          value={value.sort}
          onChange={(sort) => onChange({ ...value, sort: sort as BackpackSort })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sorts.${sort}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
