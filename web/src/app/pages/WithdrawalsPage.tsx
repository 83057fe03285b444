import { LANG_TAGS } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Icon } from '../../components/ui/icons';
import { PagedListPage } from '../../components/ui/PagedListPage';
import { PageHeading } from '../../components/ui/PageHeading';
import { WithdrawalFiguresLine } from '../../features/trust/components/WithdrawalFigures';
import { useWithdrawals } from '../../features/withdrawals/api/withdrawals';
import { WithdrawalList } from '../../features/withdrawals/components/WithdrawalList';
import { WithdrawalTabs } from '../../features/withdrawals/components/WithdrawalTabs';
import { useWithdrawalUpdates } from '../../features/withdrawals/hooks/useWithdrawalUpdates';
import { isWithdrawalState, WITHDRAWALS_PAGE_SIZE } from '../../features/withdrawals/lib/states';
import { currentLang } from '../../lib/locale';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useListParams } from '../../lib/useListParams';
import { useUser } from '../../lib/user';

/**
 * `/my/history/withdrawals` (spec §2, §4): state tabs, the list with each state's badge, the trade offer to
 * accept with its countdown, pages of 10, live state changes on the player's channel.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation('withdrawals');
  const { profile } = useUser();
  useDocumentTitle(t('title'));
  useWithdrawalUpdates(profile?.id ?? null);
  const { filter: state, page, href } = useListParams('/my/history/withdrawals', 'state', isWithdrawalState);
  const query = useWithdrawals(state, page);

  return (
    <PagedListPage
      testId="withdrawals-page"
      heading={
        <PageHeading
          icon="external"
          tone="bg-money/15 text-money"
          title={t('title')}
          subtitle={t('subtitle')}
          actions={
            <Link
              to="/my/history"
              className="inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-bold text-muted transition hover:bg-surface-2 hover:text-text"
            >
              <Icon name="history" />
              {t('allHistory')}
            </Link>
          }
        />
      }
      tabs={
        <div className="space-y-2">
          <Link to="/trust#withdrawals" className="block hover:underline">
            <WithdrawalFiguresLine />
          </Link>
          <WithdrawalTabs active={state} hrefFor={(next) => href(next)} />
        </div>
      }
      caption={t(`tabs.${state ?? 'all'}`)}
      countLabel={(total) => t('total', { count: total })}
      query={query}
      pageSize={WITHDRAWALS_PAGE_SIZE}
      page={page}
      hrefFor={(n) => href(state, n)}
      skeleton={{ rows: 5, className: 'h-16', label: t('common:loading') }}
      failure={
        <ErrorState
          title={t('error')}
          body={query.error?.message}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      }
      empty={
        <EmptyState
          icon="external"
          title={t(state ? 'empty.filtered' : 'empty.title')}
          body={t('empty.body')}
          action={
            <ButtonLink to="/my#backpack" data-testid="withdrawals-to-backpack">
              <Icon name="box" />
              {t('empty.action')}
            </ButtonLink>
          }
        />
      }
    >
      <WithdrawalList list={query.data?.list ?? []} localeTag={LANG_TAGS[currentLang()]} />
    </PagedListPage>
  );
}
