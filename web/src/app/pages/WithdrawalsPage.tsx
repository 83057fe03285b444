import { LANG_TAGS } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Icon } from '../../components/ui/icons';
import { Pager } from '../../components/ui/Pager';
import { Skeleton } from '../../components/ui/Skeleton';
import { useWithdrawals } from '../../features/withdrawals/api/withdrawals';
import { WithdrawalList } from '../../features/withdrawals/components/WithdrawalList';
import { WithdrawalTabs } from '../../features/withdrawals/components/WithdrawalTabs';
import { useWithdrawalUpdates } from '../../features/withdrawals/hooks/useWithdrawalUpdates';
import { isWithdrawalState, WITHDRAWALS_PAGE_SIZE, type WithdrawalState } from '../../features/withdrawals/lib/states';
import { currentLang } from '../../lib/locale';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e'];

function href(state: WithdrawalState | null, page = 1): string {
  const params = new URLSearchParams();
  if (state) params.set('state', state);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `/my/history/withdrawals?${qs}` : '/my/history/withdrawals';
}

/**
 * `/my/history/withdrawals` (spec §2, §4): state tabs, the list with each state's badge, the trade offer to
 * accept with its countdown, pages of 10, live state changes on the player's channel.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation('withdrawals');
  const [params] = useSearchParams();
  const { profile } = useUser();
  useDocumentTitle(t('title'));
  useWithdrawalUpdates(profile?.id ?? null);
  const raw = params.get('state');
  const state = isWithdrawalState(raw) ? raw : null;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const query = useWithdrawals(state, page);
  const data = query.data;
  const pages = data ? Math.ceil(data.total / WITHDRAWALS_PAGE_SIZE) : 0;

  return (
    <div className="space-y-4" data-testid="withdrawals-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
            <span className="grid size-9 place-items-center rounded-lg bg-money/15 text-xl text-money">
              <Icon name="external" />
            </span>
            {t('title')}
          </h1>
          <p className="mt-1 text-sm text-muted">{t('subtitle')}</p>
        </div>
        <Link
          to="/my/history"
          className="inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-bold text-muted transition hover:bg-surface-2 hover:text-text"
        >
          <Icon name="history" />
          {t('allHistory')}
        </Link>
      </header>
      <WithdrawalTabs active={state} hrefFor={(next) => href(next)} />
      <section
        aria-busy={query.isFetching || undefined}
        className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface"
      >
        {data ? (
          <div className="flex items-center justify-between border-b border-line px-4 py-2.5 text-xs font-bold uppercase tracking-wider text-subtle">
            <span>{t(`tabs.${state ?? 'all'}`)}</span>
            <span className="tabular">{t('total', { count: data.total })}</span>
          </div>
        ) : null}
        {query.isPending ? (
          <div className="space-y-2 p-4" role="status" aria-label={t('common:loading')}>
            {SKELETON_ROWS.map((row) => (
              <Skeleton key={row} className="h-16" />
            ))}
          </div>
        ) : query.isError && !data ? (
          <ErrorState
            title={t('error')}
            body={query.error.message}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
          />
        ) : data && data.list.length > 0 ? (
          <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <WithdrawalList list={data.list} localeTag={LANG_TAGS[currentLang()]} />
          </div>
        ) : (
          <EmptyState
            icon="external"
            title={t(state ? 'empty.filtered' : 'empty.title')}
            body={t('empty.body')}
            action={
              <ButtonLink to="/mall">
                <Icon name="store" />
                {t('empty.action')}
              </ButtonLink>
            }
          />
        )}
      </section>
      <Pager page={page} pages={pages} hrefFor={(n) => href(state, n)} />
    </div>
  );
}
