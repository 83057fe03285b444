import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import {
  LIST_STATES,
  LIST_TABS,
  type ListState,
  type ListTab,
  type ListView,
  listSearch,
  SORTS,
  type SortKey,
  sortKeyOf,
} from '../lib/list';

const TAB_ICONS = { all: 'swords', mine: 'user', history: 'history' } as const;

/** All battles / my battles / history, as links (the tab survives a reload). */
export function ListTabs({ view }: { view: ListView }) {
  const { t } = useTranslation('battles');
  return (
    <nav aria-label={t('tabs.label')} className="-mx-3 overflow-x-auto px-3 scrollbar-none sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1.5 rounded-xl border border-line bg-surface p-1.5">
        {LIST_TABS.map((tab: ListTab) => {
          const selected = tab === view.tab;
          return (
            <li key={tab}>
              <Link
                to={`/battle${listSearch({ tab, filters: { ...view.filters, page: 1 } })}`}
                aria-current={selected ? 'page' : undefined}
                data-testid={`battles-tab-${tab}`}
                className={cx(
                  'inline-flex h-9 items-center gap-1.5 rounded-lg px-3.5 text-sm font-bold whitespace-nowrap transition',
                  selected
                    ? 'bg-gradient-to-b from-accent-2 to-accent text-accent-ink shadow-[0_6px_16px_-10px_var(--color-accent)]'
                    : 'text-muted hover:bg-surface-3 hover:text-text',
                )}
              >
                <Icon name={TAB_ICONS[tab]} />
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const STATE_DOT: Record<ListState, string> = { waiting: '#ffc23d', running: '#3ee089', ended: '#8794ad' };

/** The state filter (waiting / running / ended) and the sort menu of the public list. */
export function ListFiltersBar({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useTranslation('battles');
  const sortId = useId();
  const set = (patch: Partial<ListView['filters']>) =>
    onChange({ ...view, filters: { ...view.filters, ...patch, page: 1 } });
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <fieldset className="flex gap-1 rounded-xl border border-line bg-surface p-1">
        <legend className="sr-only">{t('filters.state')}</legend>
        {LIST_STATES.map((state) => {
          const selected = view.filters.state === state;
          return (
            <button
              key={state}
              type="button"
              aria-pressed={selected}
              data-testid={`battles-state-${state}`}
              onClick={() => set({ state })}
              className={cx(
                'inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-xs font-bold uppercase tracking-wide transition',
                selected ? 'bg-surface-3 text-text shadow-inner' : 'text-muted hover:text-text',
              )}
            >
              <span
                aria-hidden="true"
                className={cx('size-2 rounded-full', state === 'running' && 'motion-safe:animate-pulse-dot')}
                style={{ background: STATE_DOT[state] }}
              />
              {t(`filters.states.${state}`)}
            </button>
          );
        })}
      </fieldset>
      <label
        htmlFor={sortId}
        className="flex items-center gap-2 text-xs font-bold uppercase tracking-wider text-subtle"
      >
        <Icon name="sort" />
        <span className="sr-only sm:not-sr-only">{t('filters.sort')}</span>
        <select
          id={sortId}
          data-testid="battles-sort"
          value={sortKeyOf(view.filters)}
          onChange={(event) => set(SORTS[event.target.value as SortKey])}
          className="h-9 rounded-lg border border-line-strong bg-surface px-2.5 text-sm font-semibold normal-case tracking-normal text-text outline-none focus:border-accent"
        >
          {(Object.keys(SORTS) as SortKey[]).map((key) => (
            <option key={key} value={key}>
              {t(`filters.sorts.${key}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
