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

/**
 * Page links (`hrefFor`, the page lives in the URL) or, inside dialogs and panels that keep the page in
 * their own state, page buttons (`onPage`).
 */
export type PagerProps = { page: number; pages: number; className?: string } & (
  | { hrefFor: (page: number) => string; onPage?: never }
  | { onPage: (page: number) => void; hrefFor?: never }
);

export function Pager({ page, pages, hrefFor, onPage, className }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const numbers = pageWindow(page, pages);
  const target = (n: number) => (hrefFor ? { to: hrefFor(n) } : { onClick: () => onPage?.(n) });
  return (
    <nav aria-label={t('pager.label')} className={cx('flex flex-wrap items-center justify-center gap-2', className)}>
      <Edge target={page > 1 ? target(page - 1) : undefined} label={t('pager.previous')} icon="chevronLeft" />
      {numbers.map((n) => (
        <Step
          key={n}
          target={target(n)}
          current={n === page}
          label={t('pager.page', { page: n })}
          className={cx(
            ITEM,
            n === page ? 'border-accent bg-accent/15 text-accent-2' : 'border-line bg-surface text-muted',
          )}
        >
          {n}
        </Step>
      ))}
      <Edge target={page < pages ? target(page + 1) : undefined} label={t('pager.next')} icon="chevronRight" />
    </nav>
  );
}

type Target = { to: string } | { onClick: () => void };

function Step({
  target,
  current = false,
  label,
  className,
  children,
}: {
  target: Target;
  current?: boolean;
  label: string;
  className: string;
  children: React.ReactNode;
}) {
  if ('to' in target) {
    return (
      <Link to={target.to} aria-current={current ? 'page' : undefined} aria-label={label} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={target.onClick}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      className={className}
    >
      {children}
    </button>
  );
}

function Edge({ target, label, icon }: { target?: Target; label: string; icon: 'chevronLeft' | 'chevronRight' }) {
  if (!target) {
    return (
      <span aria-disabled="true" className={cx(ITEM, 'border-line bg-surface text-subtle opacity-50')}>
        <Icon name={icon} />
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  return (
    <Step target={target} label={label} className={cx(ITEM, 'border-line bg-surface text-muted')}>
      <Icon name={icon} />
    </Step>
  );
}
