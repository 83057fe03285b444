import { LANG_TAGS } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Icon } from '../../components/ui/icons';
import { ListSection, listState } from '../../components/ui/ListSection';
import { PageHeading } from '../../components/ui/PageHeading';
import { Pager } from '../../components/ui/Pager';
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
      <HistoryTabs active={type} hrefFor={(next) => href(next)} />
      <ListSection
        caption={t(`tabs.${type ?? 'all'}`)}
        count={data ? t('total', { count: data.total }) : null}
        state={listState(query)}
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
        <TransactionList list={data?.list ?? []} localeTag={LANG_TAGS[currentLang()]} />
      </ListSection>
      <Pager page={page} pages={pages} hrefFor={(n) => href(type, n)} />
    </div>
  );
}
