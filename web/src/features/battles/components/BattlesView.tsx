import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/Pager';
import { requestSignIn } from '../../../lib/sign-in';
import { useUser } from '../../../lib/user';
import { BATTLE_PAGE_SIZE, useBattleHistory, useBattleList, useMyBattles } from '../api/battles';
import { useListLive } from '../hooks/useListLive';
import { type ListView, listSearch, pageCount, parseListSearch } from '../lib/list';
import { BattleList, ListEmpty } from './BattleList';
import { HistoryList } from './HistoryList';
import { ListFiltersBar, ListTabs } from './ListControls';

/** `/battle`: public battles by state with live updates, the player's own battles and their history. */
export function BattlesView() {
  const { t } = useTranslation('battles');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status, profile } = useUser();
  const signedIn = status !== 'anon';
  const view = parseListSearch(params);
  const { tab, filters } = view;
  const all = useBattleList(filters, tab === 'all');
  const mine = useMyBattles(filters.page, tab === 'mine' && signedIn);
  const history = useBattleHistory(filters.page, tab === 'history' && signedIn);
  useListLive(profile?.id ?? null);

  const go = (next: ListView) => navigate({ pathname: '/battle', search: listSearch(next) });
  const active = tab === 'all' ? all : tab === 'mine' ? mine : history;
  const pages = active.data ? pageCount(active.data.total, BATTLE_PAGE_SIZE) : 0;
  const createLink = (
    <ButtonLink to="/battle/create" data-testid="battles-create">
      <Icon name="plus" />
      {t('createButton')}
    </ButtonLink>
  );

  return (
    <div className="space-y-4" data-testid="battles-page">
      <header className="relative overflow-hidden rounded-2xl border border-line bg-surface px-4 py-5 sm:px-6">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_140%_at_0%_0%,rgb(235_75_75/0.2),transparent),radial-gradient(40%_120%_at_100%_100%,rgb(255_138_31/0.16),transparent)]"
        />
        <div className="relative flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
              <span className="grid size-9 place-items-center rounded-lg bg-covert/20 text-xl text-[#ff8080]">
                <Icon name="swords" />
              </span>
              {t('title')}
            </h1>
            <p className="mt-1 max-w-2xl text-sm text-muted">{t('subtitle')}</p>
          </div>
          <div className="flex items-center gap-2">
            <Link
              to="/provablyfair"
              className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-line px-3 text-xs font-bold uppercase tracking-wide text-muted hover:border-money/50 hover:text-money"
            >
              <Icon name="shield" className="text-money" />
              <span className="sr-only sm:not-sr-only">{t('fair')}</span>
            </Link>
            {createLink}
          </div>
        </div>
      </header>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <ListTabs view={view} />
        {tab === 'all' ? <ListFiltersBar view={view} onChange={go} /> : null}
      </div>

      <section aria-label={t('list.label')} aria-busy={active.isFetching || undefined}>
        {tab !== 'all' && !signedIn ? (
          <ListEmpty
            title={t('list.signIn')}
            action={
              <Button onClick={() => requestSignIn()}>
                <Icon name="user" />
                {t('list.signInAction')}
              </Button>
            }
          />
        ) : tab === 'history' ? (
          <HistoryList
            list={history.data?.list}
            pending={history.isPending}
            error={history.error}
            onRetry={() => void history.refetch()}
            placeholder={history.isPlaceholderData}
            empty={<ListEmpty title={t('list.historyEmpty')} action={createLink} />}
          />
        ) : (
          <BattleList
            list={(tab === 'all' ? all : mine).data?.list}
            pending={(tab === 'all' ? all : mine).isPending}
            error={(tab === 'all' ? all : mine).error}
            onRetry={() => void (tab === 'all' ? all : mine).refetch()}
            placeholder={(tab === 'all' ? all : mine).isPlaceholderData}
            hrefFor={(battle) => `/battle/${battle.id}`}
            empty={
              tab === 'all' ? (
                <ListEmpty title={t(`list.empty.${filters.state}`)} body={t('list.empty.hint')} action={createLink} />
              ) : (
                <ListEmpty title={t('list.mineEmpty')} body={t('list.mineHint')} action={createLink} />
              )
            }
          />
        )}
      </section>
      <Pager
        page={filters.page}
        pages={pages}
        hrefFor={(page) => `/battle${listSearch({ ...view, filters: { ...filters, page } })}`}
      />
    </div>
  );
}
