import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from './cx';
import { Icon } from './icons';

/** Up to 5 page numbers centred on the current page (spec §9 pager window). */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  if (pages <= 0) return [];
  const half = Math.floor(size / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(pages, start + size - 1);
  start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

const ITEM =
  'grid h-10 min-w-10 place-items-center rounded-lg border px-3 text-sm font-bold tabular transition hover:border-line-strong hover:bg-surface-3';

export function Pager({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const numbers = pageWindow(page, pages);
  return (
    <nav aria-label={t('pager.label')} className="flex flex-wrap items-center justify-center gap-2">
      <Edge to={page > 1 ? hrefFor(page - 1) : undefined} label={t('pager.previous')} icon="chevronLeft" />
      {numbers.map((n) => (
        <Link
          key={n}
          to={hrefFor(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('pager.page', { page: n })}
          className={cx(
            ITEM,
            n === page ? 'border-accent bg-accent/15 text-accent-2' : 'border-line bg-surface text-muted',
          )}
        >
          {n}
        </Link>
      ))}
      <Edge to={page < pages ? hrefFor(page + 1) : undefined} label={t('pager.next')} icon="chevronRight" />
    </nav>
  );
}

function Edge({ to, label, icon }: { to?: string; label: string; icon: 'chevronLeft' | 'chevronRight' }) {
  if (!to) {
    return (
      <span aria-disabled="true" className={cx(ITEM, 'border-line bg-surface text-subtle opacity-50')}>
        <Icon name={icon} />
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  return (
    <Link to={to} aria-label={label} className={cx(ITEM, 'border-line bg-surface text-muted')}>
      <Icon name={icon} />
    </Link>
  );
}
