import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { AnnouncementPopup } from '../../features/announcements/components/AnnouncementPopup';
import { CookieBanner } from '../../features/consent/components/CookieBanner';
import { CountersBar } from '../../features/counters/components/CountersBar';
import { HotEvents } from '../../features/events/components/HotEvents';
import { DropStrip } from '../../features/live-drops/components/DropStrip';
import { useNotificationUpdates } from '../../features/notifications/hooks/useNotificationUpdates';
import { useDepositNotifications } from '../../features/payments/hooks/useDepositNotifications';
import { usePromoCollapsed } from '../../features/promo/hooks/usePromoCollapsed';
import { useFallingPrize } from '../../features/vip/hooks/useFallingPrize';
import { getCookie } from '../../lib/cookies';
import { isBuilt } from '../../lib/features';
import { loadNamespaces } from '../../lib/i18n';
import { provideSignIn, requireLogin, type SignInTab } from '../../lib/sign-in';
import { useUser } from '../../lib/user';
import { useSiteConfig } from '../config-context';
import { BottomNav } from './BottomNav';
import { CaptchaHost } from './CaptchaHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { type LayoutActions, LayoutActionsContext } from './layout-actions';
import { MobileMenu } from './MobileMenu';
import { TopBar } from './TopBar';
import { useAuthRedirectNotice } from './useAuthRedirectNotice';

const FallingPrize = lazy(() =>
  Promise.all([import('../../features/vip/components/FallingPrize'), loadNamespaces(['vip'])]).then(([m]) => ({
    default: m.FallingPrize,
  })),
);
const SignInDialog = lazy(() => import('../../features/auth/components/SignInDialog'));
// From the `/my` chunk (the same dynamic import as its route): no chunk of its own in the entry's graph.
const RealityCheck = lazy(() => import('../pages/MyPage').then((m) => ({ default: m.RealityCheck })));
// The new-player checklist card: its own chunk, loaded for signed-in players only.
const GuidanceNudge = lazy(() =>
  Promise.all([
    import('../../features/events/components/GuidanceNudge'),
    loadNamespaces(['onboarding', 'events']),
  ]).then(([m]) => m),
);
// Dialogs opened rarely load with their strings on first use.
const CodeDialog = lazy(() =>
  Promise.all([import('../../features/codes/components/CodeDialog'), loadNamespaces(['codes'])]).then(([m]) => ({
    default: m.CodeDialog,
  })),
);

// The time-limited top-up task's popup and bar: only signed-in players fetch it.
const TopupTask = lazy(() =>
  Promise.all([import('../../features/events/components/TopupTask'), loadNamespaces(['events'])]).then(([m]) => ({
    default: m.TopupTask,
  })),
);

/** Pages without the live-drop strip: the blog and ad landing pages (spec §2). */
function hidesDropStrip(pathname: string): boolean {
  return /^\/(blog|ad)(\/|$)/.test(pathname);
}

export function Layout() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const { pathname } = useLocation();
  const [signIn, setSignIn] = useState<{ open: boolean; tab: SignInTab; loaded: boolean }>({
    open: false,
    tab: 'signIn',
    loaded: false,
  });
  const [codeOpen, setCodeOpenState] = useState(false);
  const [codeLoaded, setCodeLoaded] = useState(false);
  const setCodeOpen = useCallback((open: boolean) => {
    if (open) setCodeLoaded(true);
    setCodeOpenState(open);
  }, []);
  const [menuOpen, setMenuOpen] = useState(false);
  // Phones: room for the bottom bar (4 rem) and, when open, the promotion docked on it (2.75 rem).
  const promoCollapsed = usePromoCollapsed();
  // The phone's bottom dock (navigation, plus the offer docked on it): fixed and sticky bars sit on top of it.
  useEffect(() => {
    document.documentElement.style.setProperty('--dock-h', promoCollapsed ? '4rem' : '6.75rem');
  }, [promoCollapsed]);
  useAuthRedirectNotice();
  // Deposits and level-ups arrive on the player's channel; the header balances follow (login-pull).
  const { profile } = useUser();
  useDepositNotifications(profile?.id ?? null);
  const [fallingPrize, clearFallingPrize] = useFallingPrize(profile?.id ?? null);
  // The bell's unread count: from the login data, then live on the same channel.
  useNotificationUpdates(profile?.id ?? null, profile?.unread);

  // The sign-in layer loads on first use; anything may ask for it through lib/sign-in.
  useEffect(() => provideSignIn((tab) => setSignIn({ open: true, tab, loaded: true })), []);
  const setSignInOpen = useCallback((open: boolean) => setSignIn((current) => ({ ...current, open })), []);

  const actions = useMemo<LayoutActions>(
    () => ({
      openSignIn: () => setSignIn({ open: true, tab: 'signIn', loaded: true }),
      // Codes are credited to an account (spec §5): visitors get the sign-in layer.
      openCode: () => requireLogin(() => setCodeOpen(true)),
      openMenu: () => setMenuOpen(true),
      showUpgrade: !(getCookie('upgrade') === '1' && config.country.toUpperCase() === 'PL'),
    }),
    [config.country, setCodeOpen],
  );

  return (
    <LayoutActionsContext.Provider value={actions}>
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-accent px-4 py-2 font-bold text-accent-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('a11y.skipToContent')}
      </a>
      <div className="flex min-h-dvh flex-col pb-[var(--dock-h,6.75rem)] md:pb-0">
        <TopBar />
        <Header />
        {profile && isBuilt('missions') ? (
          <Suspense fallback={null}>
            <TopupTask userId={profile.id} />
          </Suspense>
        ) : null}
        {hidesDropStrip(pathname) ? null : <DropStrip />}
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-[1600px] flex-1 px-3 pt-4 pb-10 sm:px-5 lg:px-6">
          <HotEvents />
          <Suspense
            fallback={
              <div className="grid min-h-[40vh] place-items-center">
                <Spinner label={t('loading')} />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
        <CountersBar counters={config.counters} />
        <Footer />
      </div>
      <BottomNav />
      <CookieBanner />
      <AnnouncementPopup />
      <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
      {signIn.loaded ? (
        <Suspense fallback={null}>
          <SignInDialog open={signIn.open} onOpenChange={setSignInOpen} tab={signIn.tab} />
        </Suspense>
      ) : null}
      <CaptchaHost />
      {fallingPrize ? (
        <Suspense fallback={null}>
          <FallingPrize prize={fallingPrize} onClose={clearFallingPrize} />
        </Suspense>
      ) : null}
      {profile ? (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      ) : null}
      {profile ? (
        <Suspense fallback={null}>
          <GuidanceNudge />
        </Suspense>
      ) : null}
      {isBuilt('codes') && codeLoaded ? (
        <Suspense fallback={null}>
          <CodeDialog
            open={codeOpen}
            onOpenChange={setCodeOpen}
            onSignIn={() => {
              setCodeOpen(false);
              setSignIn({ open: true, tab: 'signIn', loaded: true });
            }}
          />
        </Suspense>
      ) : null}
    </LayoutActionsContext.Provider>
  );
}
