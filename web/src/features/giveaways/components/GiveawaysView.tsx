import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Icon } from '../../../components/ui/icons';
import { type LinkTab, LinkTabs } from '../../../components/ui/LinkTabs';
import { Pager } from '../../../components/ui/Pager';
import { Skeleton } from '../../../components/ui/Skeleton';
import { requestSignIn } from '../../../lib/sign-in';
import { useNow } from '../../../lib/useNow';
import { useUser } from '../../../lib/user';
import { type GiftRoom, useGiftList } from '../api/giveaways';
import { useDebounced } from '../hooks/useDebounced';
import { COUNTDOWN_TICK_MS } from '../lib/countdown';
import { GIVEAWAY_PAGE_SIZE, type ListView, listSearch, pageCount, parseListSearch } from '../lib/list';
import { CreateRoomDialog } from './CreateRoomDialog';
import { GiveawayCard } from './GiveawayCard';

const SEARCH_DEBOUNCE_MS = 400;
const GRID = 'grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** `/giveaway`: active, ended and my rooms, searchable, 15 a page. */
export function GiveawaysView() {
  const { t } = useTranslation('giveaways');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status, profile } = useUser();
  const signedIn = status !== 'anon';
  const view = parseListSearch(params);
  const needsSignIn = view.tab === 'mine' && !signedIn;
  const list = useGiftList(view, !needsSignIn);
  const now = useNow(true, COUNTDOWN_TICK_MS);
  const [creating, setCreating] = useState(false);

  // Spec §8: a non-200 answer changes nothing: the last list stays on screen.
  const lastGood = useRef<{ list: GiftRoom[]; total: number } | null>(null);
  if (list.data) lastGood.current = list.data;
  const shown = list.data ?? (list.isError ? lastGood.current : null);

  const go = (next: ListView) => navigate({ pathname: '/giveaway', search: listSearch(next) });
  const tabs: LinkTab[] = (['active', 'ended', 'mine'] as const).map((tab) => ({
    key: tab,
    to: `/giveaway${listSearch({ tab, mine: 'active', word: view.word, page: 1 })}`,
    label: t(`tabs.${tab}`),
    selected: view.tab === tab,
    testId: `giveaways-tab-${tab}`,
    icon: <Icon name={tab === 'active' ? 'flame' : tab === 'ended' ? 'history' : 'user'} />,
  }));
  const pages = shown ? pageCount(shown.total) : 1;
  // On a phone the tab row scrolls sideways: keep the chosen tab in view (again whenever the tab changes).
  const tabsRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on a tab change, see above
  useEffect(() => {
    const row = tabsRef.current?.querySelector('nav');
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current) row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [view.tab]);

  return (
    <div className="space-y-4" data-testid="giveaways-page">
      <header className="relative overflow-hidden rounded-2xl border border-line bg-surface px-4 py-5 sm:px-6">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_140%_at_0%_0%,rgb(211_44_230/0.22),transparent),radial-gradient(45%_120%_at_100%_100%,rgb(228_174_57/0.18),transparent)]"
        />
        <div className="relative flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
              <span className="grid size-9 place-items-center rounded-lg bg-classified/20 text-xl text-[#f08cff]">
                <Icon name="gift" />
              </span>
              {t('title')}
            </h1>
            <p className="mt-1 max-w-2xl text-sm text-muted">{t('subtitle')}</p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <Link
              to="/provablyfair"
              className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-line px-3 text-xs font-bold uppercase tracking-wide text-muted hover:border-money/50 hover:text-money"
            >
              <Icon name="shield" className="text-money" />
              <span className="sr-only sm:not-sr-only">{t('fair')}</span>
            </Link>
            {profile?.gift_host ? (
              <Button onClick={() => setCreating(true)} data-testid="giveaways-create">
                <Icon name="plus" />
                {t('create.button')}
              </Button>
            ) : null}
          </div>
        </div>
      </header>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div ref={tabsRef} className="min-w-0 max-w-full">
          <LinkTabs label={t('tabs.label')} tabs={tabs} />
        </div>
        <SearchBox initial={view.word} onSearch={(word) => go({ ...view, word, page: 1 })} />
      </div>
      {view.tab === 'mine' && signedIn ? (
        <nav className="flex gap-1.5" aria-label={t('tabs.mineFilter')}>
          {(['active', 'ended'] as const).map((mine) => (
            <Link
              key={mine}
              to={`/giveaway${listSearch({ ...view, mine, page: 1 })}`}
              aria-current={view.mine === mine ? 'page' : undefined}
              data-testid={`giveaways-mine-${mine}`}
              className={cx(
                'inline-flex h-8 items-center rounded-full border px-3 text-xs font-bold uppercase tracking-wide',
                view.mine === mine
                  ? 'border-accent/60 bg-accent/15 text-accent-2'
                  : 'border-line text-muted hover:border-line-strong hover:text-text',
              )}
            >
              {t(`tabs.mine_${mine}`)}
            </Link>
          ))}
        </nav>
      ) : null}

      <section aria-label={t('list.label')} aria-busy={list.isFetching || undefined}>
        {needsSignIn ? (
          <EmptyState
            icon="user"
            title={t('list.signIn')}
            action={
              <Button onClick={() => requestSignIn()}>
                <Icon name="user" />
                {t('list.signInAction')}
              </Button>
            }
          />
        ) : shown ? (
          shown.list.length === 0 ? (
            <EmptyState
              icon="gift"
              title={view.word ? t('list.noMatch', { word: view.word }) : t(`list.empty.${view.tab}`)}
              body={view.word ? undefined : t('list.emptyHint')}
              action={
                view.word ? (
                  <Button variant="secondary" onClick={() => go({ ...view, word: '', page: 1 })}>
                    <Icon name="close" />
                    {t('list.clear')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul
              className={cx(GRID, list.isPlaceholderData && 'opacity-60 transition-opacity')}
              data-testid="giveaways-list"
            >
              {shown.list.map((room) => (
                <li key={room.id} className="flex">
                  <GiveawayCard room={room} now={now} />
                </li>
              ))}
            </ul>
          )
        ) : list.isError ? (
          <ErrorState title={t('list.error')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
        ) : (
          <ul className={GRID} aria-label={t('list.loading')}>
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <li key={i} className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
                <Skeleton className="h-28 rounded-none" />
                <div className="space-y-2 p-3">
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-6 w-1/3" />
                  <Skeleton className="h-8 w-full" />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {shown && shown.total > GIVEAWAY_PAGE_SIZE ? (
        <Pager page={view.page} pages={pages} hrefFor={(page) => `/giveaway${listSearch({ ...view, page })}`} />
      ) : null}
      {profile?.gift_host ? <CreateRoomDialog open={creating} onOpenChange={setCreating} /> : null}
    </div>
  );
}

/** The keyword box: searches 400 ms after typing stops, or at once on Enter. */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (word: string) => void }) {
  const { t } = useTranslation('giveaways');
  const id = useId();
  const [value, setValue] = useState(initial);
  const settled = useDebounced(value, SEARCH_DEBOUNCE_MS);
  const search = useRef(onSearch);
  search.current = onSearch;
  // The word this box sent last: the URL catching up with it must not overwrite what was typed since.
  const sent = useRef(initial);
  useEffect(() => {
    const word = settled.trim();
    if (word !== sent.current) {
      sent.current = word;
      search.current(word);
    }
  }, [settled]);
  // The URL changed from elsewhere (a tab, "clear", back): the box follows.
  useEffect(() => {
    if (initial !== sent.current) {
      sent.current = initial;
      setValue(initial);
    }
  }, [initial]);
  return (
    <search className="relative w-full sm:w-72">
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          const word = value.trim();
          if (word !== sent.current) {
            sent.current = word;
            onSearch(word);
          }
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t('search.label')}
        </label>
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-subtle" />
        <input
          id={id}
          type="search"
          value={value}
          maxLength={64}
          placeholder={t('search.placeholder')}
          data-testid="giveaways-search"
          onChange={(event) => setValue(event.target.value)}
          className="h-11 w-full rounded-xl border border-line bg-surface pr-3 pl-9 text-sm outline-none placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/25"
        />
      </form>
    </search>
  );
}
