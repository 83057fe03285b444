import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { setAnnouncementOpen } from '../../features/announcements/components/announcement-store';
import { LanguageList } from '../../features/locale/components/LanguageList';
import { NotificationMenuEntry } from '../../features/notifications/components/NotificationMenuEntry';
import { isBuilt } from '../../lib/features';
import { signOut, useUser } from '../../lib/user';
import { Logo } from './Logo';
import { useLayoutActions } from './layout-actions';
import { MENU_ACCOUNT, MENU_ACTIVITIES, MENU_GAMES, type NavItem } from './nav-items';

/** Slide-out menu (phones and tablets): pay, account, games, activities, blog, languages. */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('layout');
  const { showUpgrade, openSignIn, openCode } = useLayoutActions();
  const signedIn = useUser().status !== 'anon';
  const close = () => onOpenChange(false);
  const games = MENU_GAMES.filter((item) => showUpgrade || item.key !== 'upgrade');

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-[#04060bd9]" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(92vw,400px)] flex-col border-l border-line-strong bg-bg-2 shadow-2xl motion-safe:animate-slide-in-right"
        >
          <div className="flex h-14 items-center justify-between border-b border-line px-4">
            <Logo onNavigate={close} />
            <RadixDialog.Title className="sr-only">{t('menu.title')}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('menu.close')}
              className="grid size-9 place-items-center rounded-lg text-xl text-muted hover:bg-surface-2 hover:text-text"
            >
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 space-y-6 overflow-y-auto p-4">
            <div className="grid grid-cols-2 gap-2">
              <ButtonLink to="/pay" variant="money" onClick={close}>
                <Icon name="wallet" />
                {t('menu.pay')}
              </ButtonLink>
              {signedIn ? (
                <button
                  type="button"
                  data-testid="menu-sign-out"
                  className="inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-line-strong bg-surface-3 text-sm font-bold uppercase tracking-wide"
                  onClick={() => void signOut()}
                >
                  <Icon name="logout" className="text-danger" />
                  {t('account:menu.signOut')}
                </button>
              ) : (
                <button
                  type="button"
                  className="inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-line-strong bg-surface-3 text-sm font-bold uppercase tracking-wide"
                  onClick={() => {
                    close();
                    openSignIn();
                  }}
                >
                  <Icon name="user" />
                  {t('menu.signIn')}
                </button>
              )}
            </div>
            {signedIn && isBuilt('notifications') ? <NotificationMenuEntry onOpen={close} /> : null}
            <MenuGroup title={t('menu.account')} items={MENU_ACCOUNT} onNavigate={close} />
            <MenuGroup title={t('menu.games')} items={games} onNavigate={close} />
            <MenuGroup title={t('menu.activities')} items={MENU_ACTIVITIES} onNavigate={close} />
            <Link
              to="/blog"
              onClick={close}
              className="flex items-center gap-3 rounded-xl border border-line bg-surface px-3 py-3 font-semibold transition hover:border-line-strong"
            >
              <Icon name="news" className="text-lg text-info" />
              {t('menu.blog')}
              <Icon name="chevronRight" className="ml-auto text-muted" />
            </Link>
            {signedIn ? (
              <button
                type="button"
                data-testid="menu-announcement"
                onClick={() => {
                  close();
                  setAnnouncementOpen(true);
                }}
                className="flex w-full items-center gap-3 rounded-xl border border-line bg-surface px-3 py-3 font-semibold transition hover:border-line-strong"
              >
                <Icon name="announce" className="text-lg text-accent-2" />
                {t('home:notice.button')}
                <Icon name="chevronRight" className="ml-auto text-muted" />
              </button>
            ) : null}
            {isBuilt('codes') ? (
              <button
                type="button"
                data-testid="menu-use-code"
                onClick={() => {
                  close();
                  openCode();
                }}
                className="flex w-full items-center gap-3 rounded-xl border border-dashed border-accent/60 bg-surface px-3 py-3 font-semibold text-accent-2 transition hover:bg-accent/10"
              >
                <Icon name="ticket" className="text-lg" />
                {t('topbar.useCode')}
                <Icon name="chevronRight" className="ml-auto text-muted" />
              </button>
            ) : null}
            <section>
              <h3 className="mb-2 text-[11px] font-bold uppercase tracking-wider text-subtle">{t('language.label')}</h3>
              <LanguageList />
            </section>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function MenuGroup({ title, items, onNavigate }: { title: string; items: NavItem[]; onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <section>
      <h3 className="mb-2 text-[11px] font-bold uppercase tracking-wider text-subtle">{title}</h3>
      <ul className="grid grid-cols-2 gap-1.5">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              onClick={onNavigate}
              className="flex items-center gap-2.5 rounded-lg border border-line bg-surface px-3 py-2.5 text-sm font-semibold text-muted transition hover:border-line-strong hover:text-text"
            >
              <Icon name={item.icon} className="text-base text-accent-2" />
              {t(`menu.items.${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
