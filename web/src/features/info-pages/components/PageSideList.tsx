import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useInfoPageListQuery } from '../api/pages';

/** The other info pages, as a side menu (a horizontal scroller on phones). */
export function PageSideList() {
  const { t } = useTranslation('pages');
  const { data } = useInfoPageListQuery();
  return (
    <nav aria-label={t('remark.sideLabel')} className="lg:sticky lg:top-24">
      <h2 className="mb-2 hidden px-1 text-[11px] font-bold uppercase tracking-wider text-subtle lg:block">
        {t('remark.sideTitle')}
      </h2>
      {data ? (
        <ul className="scrollbar-none -mx-3 flex gap-1.5 overflow-x-auto px-3 lg:mx-0 lg:flex-col lg:px-0">
          {data.map((page) => (
            <li key={page.id} className="shrink-0">
              <NavLink
                to={`/remark/${page.slug}`}
                className={({ isActive }) =>
                  cx(
                    'flex items-center gap-2 rounded-lg border px-3 py-2.5 text-sm font-semibold transition',
                    isActive
                      ? 'border-accent/50 bg-accent/10 text-text'
                      : 'border-line bg-surface text-muted hover:border-line-strong hover:text-text',
                  )
                }
              >
                <Icon name="news" className="shrink-0 text-accent-2" />
                <span className="whitespace-nowrap lg:whitespace-normal">{page.title}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      ) : (
        <div className="space-y-2" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      )}
    </nav>
  );
}
