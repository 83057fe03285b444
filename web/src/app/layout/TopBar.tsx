import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { serviceValue } from '../../features/site-config/api/config';
import { isBuilt } from '../../lib/features';
import { useUser } from '../../lib/user';
import { useSiteConfig } from '../config-context';
import { useLayoutActions } from './layout-actions';
import { TOP_LINKS } from './nav-items';

const ITEM =
  'inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-xs font-semibold text-muted transition hover:bg-surface-2 hover:text-text';

/** Thin bar above the header (desktop): event shortcuts, partners, use-code, support (built features only). */
export function TopBar() {
  const { t } = useTranslation('layout');
  const config = useSiteConfig();
  const { openSignIn, openCode } = useLayoutActions();
  const support = serviceValue(config, 'service');
  const loggedIn = useUser().status !== 'anon';

  return (
    <div className="hidden border-b border-line/70 bg-bg-2 lg:block">
      <nav aria-label={t('topbar.label')} className="mx-auto flex h-9 max-w-[1600px] items-center gap-1 px-6">
        {TOP_LINKS.map((item) => (
          <Link key={item.key} to={item.to} className={ITEM}>
            <Icon name={item.icon} className="text-accent-2" />
            {t(`topbar.${item.key}`)}
          </Link>
        ))}
        {isBuilt('partners') ? (
          loggedIn ? (
            <Link to="/my/promotion" className={ITEM}>
              <Icon name="percent" className="text-accent-2" />
              {t('topbar.partners')}
            </Link>
          ) : (
            <button type="button" className={ITEM} onClick={openSignIn}>
              <Icon name="percent" className="text-accent-2" />
              {t('topbar.partners')}
            </button>
          )
        ) : null}
        {isBuilt('codes') ? (
          <button
            type="button"
            onClick={openCode}
            data-testid="topbar-use-code"
            className="ml-1 inline-flex h-7 items-center gap-1.5 rounded-md border border-dashed border-accent/60 px-2.5 text-xs font-bold text-accent-2 uppercase tracking-wide transition hover:bg-accent/10"
          >
            <Icon name="ticket" />
            {t('topbar.useCode')}
          </button>
        ) : null}
        <div className="ml-auto flex items-center gap-1">
          <Link to="/provablyfair" className={ITEM}>
            <Icon name="shield" className="text-money" />
            {t('topbar.provablyFair')}
          </Link>
          {support ? (
            <a href={support} target="_blank" rel="noopener noreferrer" className={ITEM}>
              <Icon name="headset" className="text-info" />
              {t('topbar.support')}
            </a>
          ) : null}
          <span
            className="ml-2 rounded border border-line-strong px-1.5 py-0.5 text-[10px] font-bold text-muted"
            title={t('topbar.ageNotice')}
          >
            {t('topbar.age')}
          </span>
        </div>
      </nav>
    </div>
  );
}
