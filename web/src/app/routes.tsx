import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../components/ui/Spinner';
import { ConfigGate } from './config-context';
import { Layout } from './layout/Layout';
import { page } from './lazy-page';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { HomePage } from './pages/HomePage';
import { MaintenancePage } from './pages/MaintenancePage';
import { NotFoundPage } from './pages/NotFoundPage';
import type { SoonKey } from './pages/soon-pages';
import { RequireLogin } from './RequireLogin';

const RemarkPage = page(() => import('./pages/RemarkPage'), ['support']);
const BlogPage = page(() => import('./pages/BlogPage'), ['blog']);
const ArticlePage = page(() => import('./pages/ArticlePage'), ['blog']);
const MyPage = page(() => import('./pages/MyPage'), ['inventory', 'limits', 'onboarding']);
const PayPage = page(() => import('./pages/PayPage'), ['pay']);
const PayResultPage = page(() => import('./pages/PayResultPage'), ['pay']);
const HistoryPage = page(() => import('./pages/HistoryPage'), ['history']);
const VipPage = page(() => import('./pages/VipPage'), ['vip']);
const CasePage = page(() => import('./pages/CasePage'));
const ProvablyFairPage = page(() => import('./pages/ProvablyFairPage'), ['fair']);
const TrustPage = page(() => import('./pages/TrustPage'), ['trust']);
const FairnessStatsPage = page(() => import('./pages/FairnessStatsPage'), ['trust']);
const FreePage = page(() => import('./pages/FreePage'), ['free']);
const TopPage = page(() => import('./pages/TopPage'));
const UpgradePage = page(() => import('./pages/UpgradePage'), ['upgrade']);
const MallPage = page(() => import('./pages/MallPage'), ['mall']);
const ItemPage = page(() => import('./pages/ItemPage'), ['mall']);
const WithdrawalsPage = page(() => import('./pages/WithdrawalsPage'), ['withdrawals', 'trust']);
const BattlesPage = page(() => import('./pages/BattlesPage'), ['battles']);
const BattleCreatePage = page(() => import('./pages/BattleCreatePage'), ['battles']);
const BattleRoomPage = page(() => import('./pages/BattleRoomPage'), ['battles']);
const LoginPage = page(() => import('./pages/LoginPage'));
const NotificationsPage = page(() => import('./pages/NotificationsPage'));
const PromotionPage = page(() => import('./pages/PromotionPage'), ['promotion']);
/** The event pages (issues 20–22) load as one chunk of routes; each page is its own chunk inside it. */
const EventRoutes = page(() => import('./event-routes'));
const CheckInPage = page(() => import('./pages/CheckInPage'), ['events']);
const MissionPage = page(() => import('./pages/MissionPage'), ['events']);
const GuessPage = page(() => import('./pages/GuessPage'), ['guess']);
const TurntablePage = page(() => import('./pages/TurntablePage'), ['events', 'turntable']);
const GiveawaysPage = page(() => import('./pages/GiveawaysPage'), ['giveaways']);
const GiveawayPage = page(() => import('./pages/GiveawayPage'), ['giveaways']);
/** The operator console (issue 25): its own chunk, layout and sign-in; players never load it. */
const OpsApp = page(() => import('../features/ops/OpsApp'), ['ops']);

/** Spec §5: pages that need an account; visitors get the sign-in layer instead. */
const PROTECTED = /^(my(\/|$)|pay$)/;

/** Spec §2 routes whose feature arrives in a later issue: path → placeholder. */
const SOON_ROUTES: Array<[string, SoonKey]> = [];

export function AppRoutes() {
  return (
    <Routes>
      <Route path="403" element={<ForbiddenPage />} />
      <Route path="500" element={<MaintenancePage />} />
      <Route path="ops" element={<Navigate to="reports" replace />} />
      <Route
        path="ops/*"
        element={
          <Suspense fallback={<OpsLoading />}>
            <OpsApp />
          </Suspense>
        }
      />
      <Route
        element={
          <ConfigGate>
            <Layout />
          </ConfigGate>
        }
      >
        <Route index element={<HomePage />} />
        <Route path="remark/:slug" element={<RemarkPage />} />
        {/* A referral link: the code was kept when the session started (lib/user.ts); the visitor lands home. */}
        <Route path="r/:code" element={<Navigate to="/" replace />} />
        <Route path="blog" element={<BlogPage />} />
        <Route path="blog/:id" element={<ArticlePage />} />
        <Route
          path="my"
          element={
            <RequireLogin>
              <MyPage />
            </RequireLogin>
          }
        />
        <Route
          path="my/history"
          element={
            <RequireLogin>
              <HistoryPage />
            </RequireLogin>
          }
        />
        <Route
          path="my/history/withdrawals"
          element={
            <RequireLogin>
              <WithdrawalsPage />
            </RequireLogin>
          }
        />
        <Route
          path="my/promotion"
          element={
            <RequireLogin>
              <PromotionPage />
            </RequireLogin>
          }
        />
        <Route
          path="my/notifications"
          element={
            <RequireLogin>
              <NotificationsPage />
            </RequireLogin>
          }
        />
        <Route
          path="pay"
          element={
            <RequireLogin>
              <PayPage />
            </RequireLogin>
          }
        />
        <Route
          path="pay/result"
          element={
            <RequireLogin>
              <PayResultPage />
            </RequireLogin>
          }
        />
        <Route
          path="my/check"
          element={
            <RequireLogin>
              <CheckInPage />
            </RequireLogin>
          }
        />
        <Route path="guess" element={<GuessPage />} />
        <Route path="event/*" element={<EventRoutes />} />
        <Route path="mission" element={<MissionPage />} />
        <Route path="turntable" element={<TurntablePage />} />
        <Route path="vip" element={<VipPage />} />
        <Route path="free" element={<FreePage />} />
        <Route path="case/:id" element={<CasePage />} />
        <Route path="provablyfair" element={<ProvablyFairPage />} />
        <Route path="trust" element={<TrustPage />} />
        <Route path="fairness/stats" element={<FairnessStatsPage />} />
        <Route path="top" element={<TopPage />} />
        <Route path="upgrade" element={<UpgradePage />} />
        <Route path="mall" element={<MallPage />} />
        <Route path="item/:id" element={<ItemPage />} />
        <Route path="battle" element={<BattlesPage />} />
        <Route path="battle/create" element={<BattleCreatePage />} />
        <Route path="battle/:id" element={<BattleRoomPage />} />
        <Route path="giveaway" element={<GiveawaysPage />} />
        <Route path="giveaway/:id" element={<GiveawayPage />} />
        <Route path="login/*" element={<LoginPage />} />
        {SOON_ROUTES.map(([path, key]) => (
          <Route
            key={path}
            path={path}
            element={
              PROTECTED.test(path) ? (
                <RequireLogin>
                  <ComingSoonPage page={key} />
                </RequireLogin>
              ) : (
                <ComingSoonPage page={key} />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

function OpsLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label={t('loading')} />
    </div>
  );
}
