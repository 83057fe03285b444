import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { usePageCount } from './hooks';
import { QueryView } from './ui';

/** Tables of the console and the pages of its lists. */

const TABLE = 'w-full min-w-max border-collapse text-left text-xs sm:text-sm';
export const TH =
  'sticky top-0 border-b border-line bg-surface-2 px-2.5 py-2 text-[11px] font-bold uppercase tracking-wider text-muted';
export const TD = 'border-b border-line/70 px-2.5 py-1.5 align-middle';
export const NUM = 'text-right tabular whitespace-nowrap';

/** A column's head: its label, or one of figures (right-aligned), which may wrap in `wrap` (a max-width class). */
export type Column = string | { label: string; num?: boolean; wrap?: string };

/** The head of a column of figures. */
export function numeric(label: string, wrap?: string): Column {
  return { label, num: true, wrap };
}

/**
 * A table that scrolls sideways on phones (focusable so the keyboard can scroll it too): a head row of `columns`, one
 * more without a visible label for the rows' buttons when `actions`, and the rows as children.
 */
export function DataTable({
  label,
  columns,
  actions,
  scroll,
  children,
}: {
  label: string;
  columns: readonly (Column | false)[];
  actions?: boolean;
  /** A max-height class: the table scrolls down within it too. */
  scroll?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('ops');
  const table = (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe)
    <section aria-label={label} tabIndex={0} className="relative -mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
      <table className={TABLE}>
        <thead>
          <tr>
            {columns.map((column, i) => {
              if (!column) return null;
              const { label: head, num, wrap } = typeof column === 'string' ? { label: column } : column;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
                <th key={i} className={num ? cx(TH, NUM) : TH}>
                  {wrap ? <span className={cx('inline-block whitespace-normal', wrap)}>{head}</span> : head}
                </th>
              );
            })}
            {actions ? (
              <th className={TH}>
                <span className="sr-only">{t('actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
  return scroll ? <div className={cx(scroll, 'overflow-y-auto')}>{table}</div> : table;
}

/** Previous / next with the page count, for `{list, page, total}` answers. */
export function PageNav({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('ops');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pager')} className="mt-3 flex items-center justify-end gap-2 text-sm">
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span className="tabular text-muted">{t('pageOf', { page, pages })}</span>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}

/**
 * A QueryView of a `{list, page, total}` answer, `empty` when its list is: the page (with how many were `found` above
 * it, `announced` as it changes) and the pager under it.
 */
export function PagedView<T extends { list: readonly unknown[]; total: number }>({
  query,
  empty,
  page,
  onPage,
  found,
  announced,
  children,
}: {
  query: UseQueryResult<T>;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  found?: boolean;
  announced?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('ops');
  const pages = usePageCount(query.data);
  return (
    <QueryView query={query} empty={empty} isEmpty={(d) => d.list.length === 0}>
      {(data) => (
        <>
          {found ? (
            <p className="mb-2 text-xs text-muted" aria-live={announced ? 'polite' : undefined}>
              {t('found', { n: data.total })}
            </p>
          ) : null}
          {children(data)}
          <PageNav page={page} pages={pages} onPage={onPage} />
        </>
      )}
    </QueryView>
  );
}
