import { LANG_TAGS } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Icon } from '../../components/ui/icons';
import { PagedListPage } from '../../components/ui/PagedListPage';
import { PageHeading } from '../../components/ui/PageHeading';
import { isTransactionType, PAGE_SIZE, useTransactions } from '../../features/history/api/transactions';
import { ExportCsvButton } from '../../features/history/components/ExportCsvButton';
import { HistoryTabs } from '../../features/history/components/HistoryTabs';
import { TransactionList } from '../../features/history/components/TransactionList';
import { currentLang } from '../../lib/locale';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useListParams } from '../../lib/useListParams';

/** `/my/history`: type tabs, the ledger list, a pager with a window of 5 (spec §9) and CSV export. */
export default function HistoryPage() {
  const { t } = useTranslation('history');
  useDocumentTitle(t('title'));
  const { filter: type, page, href } = useListParams('/my/history', 'type', isTransactionType);
  const query = useTransactions(type, page);

  return (
    <PagedListPage
      testId="history-page"
      heading={
        <PageHeading
          icon="history"
          tone="bg-accent/15 text-accent-2"
          title={t('title')}
          subtitle={t('subtitle')}
          actions={
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
          }
        />
      }
      tabs={<HistoryTabs active={type} hrefFor={(next) => href(next)} />}
      caption={t(`tabs.${type ?? 'all'}`)}
      countLabel={(total) => t('total', { count: total })}
      query={query}
      pageSize={PAGE_SIZE}
      page={page}
      hrefFor={(n) => href(type, n)}
      skeleton={{ rows: 6, className: 'h-11', label: t('common:loading') }}
      failure={<ErrorState title={t('error')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />}
      empty={
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
      }
    >
      <TransactionList list={query.data?.list ?? []} localeTag={LANG_TAGS[currentLang()]} />
    </PagedListPage>
  );
}
