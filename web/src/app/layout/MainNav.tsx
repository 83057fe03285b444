import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '../../components/ui/cx';
import { Icon } from '../../components/ui/icons';
import { useLayoutActions } from './layout-actions';
import { MAIN_NAV } from './nav-items';

/** `dense`: signed in, the balances need the room — tighter items, icons only on very wide screens. */
export function MainNav({ dense = false }: { dense?: boolean }) {
  const { t } = useTranslation('layout');
  const { showUpgrade } = useLayoutActions();
  const items = MAIN_NAV.filter((item) => showUpgrade || item.key !== 'upgrade');
  return (
    <nav data-testid="main-nav" aria-label={t('nav.label')} className="hidden h-full items-stretch lg:flex">
      {items.map((item) => (
        <NavLink
          key={item.key}
          to={item.to}
          className={({ isActive }) =>
            cx(
              'group relative flex items-center gap-2 px-2.5 font-display font-bold uppercase transition',
              // Signed in, six entries and the balances share 1440 px: tighter type until 2xl.
              dense
                ? 'px-1.5 text-[14px] tracking-normal 2xl:px-4 2xl:text-[15px] 2xl:tracking-wider'
                : 'text-[15px] tracking-wider xl:px-3 2xl:px-4',
              isActive ? 'text-text' : 'text-muted hover:text-text',
            )
          }
        >
          {({ isActive }) => (
            <>
              <Icon
                name={item.icon}
                className={cx(
                  'hidden text-lg transition',
                  '2xl:block',
                  isActive ? 'text-accent-2' : 'group-hover:text-accent-2',
                )}
              />
              {t(`nav.${item.key}`)}
              <span
                aria-hidden="true"
                className={cx(
                  'absolute inset-x-3 bottom-0 h-0.5 rounded-full bg-gradient-to-r from-accent-2 to-accent transition-opacity',
                  isActive ? 'opacity-100' : 'opacity-0 group-hover:opacity-60',
                )}
              />
            </>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
