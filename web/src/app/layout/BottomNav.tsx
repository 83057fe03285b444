import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '../../components/ui/cx';
import { Icon } from '../../components/ui/icons';
import { PromoDock, PromoDockTab } from '../../features/promo/components/PromoDock';
import { useLayoutActions } from './layout-actions';
import { BOTTOM_NAV } from './nav-items';

const ITEM = 'flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold transition';

/**
 * Phone navigation (< 768 px), built from the menu list; the last entry opens the slide-out menu.
 * The +20% promotion docks on top of it (or, collapsed, as its first entry), never over the page.
 */
export function BottomNav() {
  const { t } = useTranslation('layout');
  const { showUpgrade, openMenu } = useLayoutActions();
  const items = BOTTOM_NAV.filter((item) => showUpgrade || item.key !== 'upgrade');
  return (
    <div
      data-testid="bottom-dock"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-bg-2/95 pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <PromoDock />
      <nav aria-label={t('bottomNav.label')} data-testid="bottom-nav" className="flex h-16">
        <PromoDockTab className={cx(ITEM, 'font-display text-xs font-bold text-money')} />
        {items.map((item) => (
          <NavLink
            key={item.key}
            to={item.to}
            end={item.to === '/'}
            className={({ isActive }) => cx(ITEM, isActive ? 'text-accent-2' : 'text-muted hover:text-text')}
          >
            <Icon name={item.icon} className="text-xl" />
            {t(`bottomNav.${item.key}`)}
          </NavLink>
        ))}
        <button type="button" onClick={openMenu} className={cx(ITEM, 'text-muted hover:text-text')}>
          <Icon name="menu" className="text-xl" />
          {t('bottomNav.menu')}
        </button>
      </nav>
    </div>
  );
}
