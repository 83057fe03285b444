import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '../../components/ui/cx';
import { useLayoutActions } from './layout-actions';
import { MAIN_NAV } from './nav-items';

/**
 * The main navigation bar from 1280 px (the menu button carries it below). Six entries share the header row (at
 * most 1600 px) with the offer, language and balances in twelve languages, so the type is tight and has no icons.
 */
export function MainNav() {
  const { t } = useTranslation('layout');
  const { showUpgrade } = useLayoutActions();
  const items = MAIN_NAV.filter((item) => showUpgrade || item.key !== 'upgrade');
  return (
    <nav data-testid="main-nav" aria-label={t('nav.label')} className="hidden h-full items-stretch xl:flex">
      {items.map((item) => (
        <NavLink
          key={item.key}
          to={item.to}
          className={({ isActive }) =>
            cx(
              'group relative flex items-center px-1.5 font-display text-[14px] font-bold uppercase transition 2xl:px-2.5',
              isActive ? 'text-text' : 'text-muted hover:text-text',
            )
          }
        >
          {({ isActive }) => (
            <>
              {t(`nav.${item.key}`)}
              <span
                aria-hidden="true"
                className={cx(
                  'absolute inset-x-1.5 bottom-0 h-0.5 rounded-full bg-gradient-to-r from-accent-2 to-accent transition-opacity',
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
