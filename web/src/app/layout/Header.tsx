import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { HeaderWallet } from '../../features/account/components/HeaderWallet';
import { UserMenu } from '../../features/account/components/UserMenu';
import { AnnouncementButton } from '../../features/announcements/components/AnnouncementButton';
import { SignInButton } from '../../features/auth/components/SignInButton';
import { LanguagePicker } from '../../features/locale/components/LanguagePicker';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { UnreadDot } from '../../features/notifications/components/NotificationMenuEntry';
import { PromoHeaderChip } from '../../features/promo/components/PromoHeaderChip';
import { serviceValue } from '../../features/site-config/api/config';
import { isBuilt } from '../../lib/features';
import { useUser } from '../../lib/user';
import { useSiteConfig } from '../config-context';
import { Logo } from './Logo';
import { useLayoutActions } from './layout-actions';
import { MainNav } from './MainNav';

/**
 * Site header: logo, navigation, the docked +20% promotion (tablets and up), language, balances,
 * the +20% pay button, then the bell and the account menu when signed in, or the sign-in button.
 */
export function Header() {
  const { t } = useTranslation('layout');
  const { openSignIn, openMenu } = useLayoutActions();
  const { status, profile } = useUser();
  // Spec §2: the announcement button can be switched off by the operator (service entry `notice_button` = 0).
  const noticeButton = serviceValue(useSiteConfig(), 'notice_button') !== '0';
  return (
    <header data-testid="site-header" className="sticky top-0 z-40 border-b border-line bg-bg/95">
      <div className="mx-auto flex h-14 max-w-[1600px] items-center gap-2 px-3 sm:h-16 sm:gap-3 sm:px-5 lg:px-6">
        <Logo compact dense={profile !== null} />
        <div className="mx-1 hidden h-8 w-px bg-line xl:mx-2 xl:block" />
        <MainNav />
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2.5">
          <PromoHeaderChip dense={profile !== null} />
          {/* Signed-in phones have no room for it: the menu has an Announcement row instead. */}
          <AnnouncementButton hidden={!noticeButton} className={profile ? 'hidden sm:grid' : 'grid'} />
          <LanguagePicker />
          {profile ? <HeaderWallet profile={profile} /> : null}
          <Link
            to="/pay"
            className="group relative inline-flex h-9 items-center gap-1.5 overflow-hidden rounded-lg bg-gradient-to-b from-[#5cf0a1] to-money px-2.5 text-sm font-extrabold text-[#04220f] shadow-[0_6px_22px_-10px_rgb(62_224_137)] transition hover:brightness-110 sm:h-10 sm:px-4"
          >
            <Icon name="plus" className="hidden text-base sm:block" />
            <span className={profile ? 'hidden min-[1536px]:inline' : 'hidden sm:inline lg:hidden xl:inline'}>
              {t('header.deposit')}
            </span>
            <span className="rounded bg-[#04220f]/85 px-1.5 py-0.5 text-[11px] font-black text-money tabular">
              {t('header.bonus')}
            </span>
          </Link>
          {profile ? (
            <>
              {/* Spec §2 mobile header: language, +20% pay link, avatar and menu; the bell from sm up (on phones the
                  menu button carries an unread dot and the menu opens the panel). */}
              {isBuilt('notifications') ? <NotificationBell /> : null}
              <UserMenu profile={profile} />
            </>
          ) : status === 'anon' ? (
            <SignInButton onClick={openSignIn} />
          ) : null}
          <button
            type="button"
            onClick={openMenu}
            data-testid="menu-button"
            aria-label={t('header.openMenu')}
            className="relative grid size-9 place-items-center rounded-lg border border-line-strong bg-surface-2 text-xl text-text transition hover:bg-surface-3 xl:hidden"
          >
            <Icon name="menu" />
            {profile && isBuilt('notifications') ? (
              <span className="sm:hidden">
                <UnreadDot />
              </span>
            ) : null}
          </button>
        </div>
      </div>
    </header>
  );
}
