import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { socialLinks } from '../../features/site-config/api/config';
import { FooterColumns, FooterContacts } from '../../features/site-footer/components/FooterColumns';
import { PaymentBadges } from '../../features/site-footer/components/PaymentBadges';
import { SocialLinks } from '../../features/site-footer/components/SocialLinks';
import { recordFollow } from '../../features/support/api/follow';
import { Ticker } from '../../features/ticker/components/Ticker';
import { useUser } from '../../lib/user';
import { useSiteConfig } from '../config-context';
import { Logo } from './Logo';

export function Footer() {
  const { t } = useTranslation('footer');
  const config = useSiteConfig();
  const year = new Date().getFullYear();
  const signedIn = useUser().profile !== null;
  return (
    <footer data-testid="site-footer" className="border-t border-line bg-bg-2">
      <div className="mx-auto max-w-[1600px] space-y-10 px-3 py-8 sm:px-5 lg:px-6">
        <Ticker />
        <div className="grid gap-10 lg:grid-cols-[minmax(240px,1fr)_2fr_minmax(220px,1fr)]">
          <div className="space-y-4">
            <Logo />
            <p className="max-w-sm text-sm leading-relaxed text-muted">{t('about')}</p>
            <SocialLinks links={socialLinks(config)} onFollow={signedIn ? recordFollow : undefined} />
          </div>
          <FooterColumns />
          <FooterContacts />
        </div>
        <div className="border-t border-line pt-6">
          <PaymentBadges />
        </div>
        <div className="flex flex-col gap-3 border-t border-line pt-6 text-xs text-subtle sm:flex-row sm:items-center sm:justify-between">
          <p>{t('copyright', { year })}</p>
          <div className="flex flex-wrap items-center gap-4">
            <Link to="/provablyfair" className="hover:text-text">
              {t('links.provablyFair')}
            </Link>
            <Link to="/trust" className="hover:text-text">
              {t('links.trust')}
            </Link>
            <Link to="/blog" className="hover:text-text">
              {t('links.blog')}
            </Link>
            <Link to="/top" className="hover:text-text">
              {t('links.topWins')}
            </Link>
            <span className="rounded border border-line-strong px-1.5 py-0.5 font-bold text-muted">{t('age')}</span>
          </div>
        </div>
      </div>
    </footer>
  );
}
