import { useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { Button } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Spinner } from '../../components/ui/Spinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Audit } from './Audit';
import { setOpsToken, useOpsToken } from './api';
import { homeOf, type ScreenPath, screensFor } from './areas';
import { CaseDesigner } from './CaseDesigner';
import { CaseDetail } from './CaseDetail';
import { Cases } from './Cases';
import { Catalog } from './Catalog';
import { Codes } from './Codes';
import { Content } from './Content';
import { Events } from './Events';
import { Giveaways } from './Giveaways';
import { OPS_KEY, useOpsQuery } from './hooks';
import { Login } from './Login';
import { Payments } from './Payments';
import { PlayerDetail } from './PlayerDetail';
import { Players } from './Players';
import { Reports } from './Reports';
import { Sessions } from './Sessions';
import { Shell } from './Shell';
import { Withdrawals } from './Withdrawals';

/** The operator console at `/ops/*` (issue 25): its own sign-in, layout and routes, in a chunk of its own. */
export default function OpsApp() {
  const { t } = useTranslation('ops');
  const token = useOpsToken();
  const client = useQueryClient();
  useDocumentTitle(t('title'));
  // Signed out (or a 401): nothing of the last operator's answers stays in memory.
  useEffect(() => {
    if (!token) client.removeQueries({ queryKey: [OPS_KEY] });
  }, [token, client]);
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => robots.remove();
  }, []);
  return token ? <Console /> : <Login />;
}

const PAGES: Record<ScreenPath, Array<[string, ReactElement]>> = {
  reports: [['reports', <Reports key="reports" />]],
  cases: [
    ['cases', <Cases key="cases" />],
    ['cases/new', <CaseDesigner key="new" />],
    ['cases/:id', <CaseDetail key="case" />],
  ],
  catalog: [['catalog', <Catalog key="catalog" />]],
  players: [
    ['players', <Players key="players" />],
    ['players/:id', <PlayerDetail key="player" />],
  ],
  withdrawals: [['withdrawals', <Withdrawals key="withdrawals" />]],
  payments: [['payments', <Payments key="payments" />]],
  events: [['events', <Events key="events" />]],
  giveaways: [['giveaways', <Giveaways key="giveaways" />]],
  codes: [['codes', <Codes key="codes" />]],
  content: [['content', <Content key="content" />]],
  audit: [['audit', <Audit key="audit" />]],
  sessions: [['sessions', <Sessions key="sessions" />]],
};

function Console() {
  const { t } = useTranslation('ops');
  const me = useOpsQuery('me');
  if (me.isPending) {
    return (
      <div className="grid min-h-dvh place-items-center">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className="grid min-h-dvh place-items-center px-4">
        <div>
          <ErrorState
            title={t('loadFailed')}
            body={me.error.message}
            retryLabel={t('retry')}
            onRetry={() => void me.refetch()}
          />
          <div className="flex justify-center">
            <Button variant="ghost" onClick={() => setOpsToken(null)}>
              {t('logout')}
            </Button>
          </div>
        </div>
      </div>
    );
  }
  const operator = me.data;
  const home = homeOf(operator.areas);
  return (
    <Shell operator={operator}>
      <Routes>
        <Route index element={<Navigate to={home} replace />} />
        {screensFor(operator.areas).flatMap((screen) =>
          PAGES[screen.path].map(([path, element]) => <Route key={path} path={path} element={element} />),
        )}
        <Route path="*" element={<Navigate to={home} replace />} />
      </Routes>
    </Shell>
  );
}
