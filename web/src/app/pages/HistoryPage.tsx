import { LANG_TAGS } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Icon } from '../../components/ui/icons';
import { Pager } from '../../components/ui/Pager';
import { Skeleton } from '../../components/ui/Skeleton';
import {
  isTransactionType,
  PAGE_SIZE,
  type TransactionType,
  useTransactions,
} from '../../features/history/api/transactions';
import { ExportCsvButton } from '../../features/history/components/ExportCsvButton';
import { HistoryTabs } from '../../features/history/components/HistoryTabs';
import { TransactionList } from '../../features/history/components/TransactionList';
import { currentLang } from '../../lib/locale';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];

function href(type: TransactionType | null, page = 1): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `/my/history?${qs}` : '/my/history';
}

/** `/my/history`: type tabs, the ledger list, a pager with a window of 5 (spec §9) and CSV export. */
export default function HistoryPage() {
  const { t } = useTranslation('history');
  const [params] = useSearchParams();
  useDocumentTitle(t('title'));
  const raw = params.get('type');
  const type = isTransactionType(raw) ? raw : null;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const query = useTransactions(type, page);
  const data = query.data;
  const pages = data ? Math.ceil(data.total / PAGE_SIZE) : 0;

  return (
    <div className="space-y-4" data-testid="history-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
            <span className="grid size-9 place-items-center rounded-lg bg-accent/15 text-xl text-accent-2">
              <Icon name="history" />
            </span>
            {t('title')}
          </h1>
          <p className="mt-1 text-sm text-muted">{t('subtitle')}</p>
        </div>
        <div className="flex items-center gap-2">
          <Link
            to="/my/history/withdrawals"
            className="inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-bold text-muted transition hover:bg-surface-2 hover:text-text"
          >
            <Icon name="external" />
            {t('withdrawals')}
          </Link>
          <ExportCsvButton type={type} />
        </div>
      </header>
      <HistoryTabs active={type} hrefFor={(next) => href(next)} />
      <section
        aria-busy={query.isFetching || undefined}
        className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface"
      >
        {data ? (
          <div className="flex items-center justify-between border-b border-line px-4 py-2.5 text-xs font-bold uppercase tracking-wider text-subtle">
            <span>{t(`tabs.${type ?? 'all'}`)}</span>
            <span className="tabular">{t('total', { count: data.total })}</span>
          </div>
        ) : null}
        {query.isPending ? (
          <div className="space-y-2 p-4" role="status" aria-label={t('common:loading')}>
            {SKELETON_ROWS.map((row) => (
              <Skeleton key={row} className="h-11" />
            ))}
          </div>
        ) : query.isError && !data ? (
          <ErrorState title={t('error')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
        ) : data && data.list.length > 0 ? (
          <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <TransactionList list={data.list} localeTag={LANG_TAGS[currentLang()]} />
          </div>
        ) : (
          <EmptyState
            icon="history"
            title={t('empty.title')}
            body={t('empty.body')}
            action={
              <ButtonLink to="/pay" variant="money">
                <Icon name="plus" />
                {t('empty.action')}
              </ButtonLink>
            }
          />
        )}
      </section>
      <Pager page={page} pages={pages} hrefFor={(n) => href(type, n)} />
    </div>
  );
}
