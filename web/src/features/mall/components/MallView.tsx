import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Icon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/Pager';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatAmount } from '../../../lib/money';
import { payHref } from '../../../lib/pay-return';
import { requestSignIn } from '../../../lib/sign-in';
import { useUser } from '../../../lib/user';
import { useMallList } from '../api/mall';
import { useQuickBuy } from '../hooks/useQuickBuy';
import {
  DEFAULT_MALL_FILTERS,
  isFiltered,
  MALL_PAGE_SIZE,
  type MallFilters,
  mallSearch,
  pageCount,
  parseMallSearch,
} from '../lib/filters';
import { MallCard } from './MallCard';
import { MallFiltersBar } from './MallFiltersBar';
import { TokenAmount } from './TokenAmount';

export const MALL_GRID = 'grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 sm:gap-3';

function MallSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} className={MALL_GRID}>
      {Array.from({ length: MALL_PAGE_SIZE }, (_, i) => (
        <div key={String(i)} className="rounded-xl border border-line bg-surface p-2.5">
          <Skeleton className="h-3 w-8" />
          <Skeleton className="mx-auto mt-3 h-20 w-4/5 rounded-lg" />
          <Skeleton className="mt-3 h-2.5 w-1/2" />
          <Skeleton className="mt-1.5 h-3 w-3/4" />
          <Skeleton className="mt-2 h-3.5 w-1/3" />
          <Skeleton className="mt-2 h-8 w-full rounded-lg" />
        </div>
      ))}
    </div>
  );
}

/** The player's shop score and a way to add to it; visitors get the sign-in button. */
function WalletBox() {
  const { t } = useTranslation('mall');
  const { status, profile } = useUser();
  const location = useLocation();
  if (status === 'anon') {
    return (
      <Button variant="outline" onClick={() => requestSignIn()}>
        <Icon name="user" />
        {t('signInToBuy')}
      </Button>
    );
  }
  return (
    <div className="flex items-center gap-2 rounded-xl border border-contraband/40 bg-gradient-to-r from-contraband/15 to-transparent py-1.5 pr-1.5 pl-3">
      <div className="leading-tight">
        <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('yourShopScore')}</p>
        {profile ? <TokenAmount amount={profile.shop_score} className="text-lg" /> : <Skeleton className="h-5 w-16" />}
      </div>
      <ButtonLink
        to={payHref({ shopScore: true, returnTo: `${location.pathname}${location.search}` })}
        variant="money"
        size="sm"
        data-testid="mall-top-up"
      >
        <Icon name="plus" />
        {t('topUp')}
      </ButtonLink>
    </div>
  );
}

/** A player with balance but no shop score: balance does not buy here; how shop score is earned (DESIGN §4). */
function ShopScoreHint() {
  const { t } = useTranslation('mall');
  const { profile } = useUser();
  if (!profile || profile.shop_score > 0 || profile.money <= 0) return null;
  return (
    <p
      className="flex items-start gap-2 rounded-xl border border-contraband/35 bg-contraband/10 px-3 py-2.5 text-sm text-text"
      data-testid="mall-shop-score-how"
    >
      <Icon name="info" className="mt-0.5 shrink-0 text-contraband" />
      {t('shopScoreHow', { balance: formatAmount(profile.money) })}
    </p>
  );
}

/** `/mall`: search, price range and sort in a sticky bar, 15 items a page, each with a buy button. */
export function MallView() {
  const { t } = useTranslation('mall');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = parseMallSearch(params);
  const query = useMallList(filters);
  const quick = useQuickBuy();
  const data = query.data;
  const pages = data ? pageCount(data.total) : 0;

  const go = (next: MallFilters, options?: { replace?: boolean }) =>
    navigate({ pathname: '/mall', search: mallSearch(next) }, { replace: options?.replace });

  return (
    <div className="space-y-4" data-testid="mall-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
            <span className="grid size-9 place-items-center rounded-lg bg-milspec/20 text-xl text-[#8fa6ff]">
              <Icon name="store" />
            </span>
            {t('title')}
          </h1>
          <p className="mt-1 text-sm text-muted">{t('subtitle')}</p>
        </div>
        <WalletBox />
      </header>
      <ShopScoreHint />
      <MallFiltersBar filters={filters} onChange={go} />
      <section aria-labelledby="mall-results" aria-busy={query.isFetching || undefined}>
        <h2 id="mall-results" className="sr-only">
          {t('results')}
        </h2>
        {data ? (
          <p className="mb-2 text-xs font-bold uppercase tracking-wider text-subtle tabular" aria-live="polite">
            {t('found', { count: data.total })}
          </p>
        ) : null}
        {query.isPending ? (
          <MallSkeleton />
        ) : query.isError && !data ? (
          <ErrorState
            title={t('error')}
            body={query.error.message}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
          />
        ) : !data || data.list.length === 0 ? (
          <EmptyState
            icon="search"
            title={t('empty.title')}
            body={t(isFiltered(filters) ? 'empty.filtered' : 'empty.body')}
            action={
              isFiltered(filters) ? (
                <Button variant="secondary" onClick={() => go(DEFAULT_MALL_FILTERS)}>
                  <Icon name="close" />
                  {t('filters.reset')}
                </Button>
              ) : null
            }
          />
        ) : (
          <ul className={cx(MALL_GRID, query.isPlaceholderData && 'opacity-60 transition-opacity')}>
            {data.list.map((goods) => (
              <li key={goods.id} className="min-w-0">
                <MallCard
                  goods={goods}
                  decision={quick.decide(goods)}
                  pending={quick.pendingId === goods.id}
                  locked={quick.pendingId !== null}
                  onStart={() => quick.start(goods)}
                  onConfirm={() => quick.confirm(goods)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Pager page={filters.page} pages={pages} hrefFor={(page) => `/mall${mallSearch({ ...filters, page })}`} />
    </div>
  );
}
