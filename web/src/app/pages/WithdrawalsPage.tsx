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
import { useWithdrawals } from '../../features/withdrawals/api/withdrawals';
import { WithdrawalList } from '../../features/withdrawals/components/WithdrawalList';
import { WithdrawalTabs } from '../../features/withdrawals/components/WithdrawalTabs';
import { useWithdrawalUpdates } from '../../features/withdrawals/hooks/useWithdrawalUpdates';
import { isWithdrawalState, WITHDRAWALS_PAGE_SIZE, type WithdrawalState } from '../../features/withdrawals/lib/states';
import { currentLang } from '../../lib/locale';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

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
      <WithdrawalTabs active={state} hrefFor={(next) => href(next)} />
      <ListSection
        caption={t(`tabs.${state ?? 'all'}`)}
        count={data ? t('total', { count: data.total }) : null}
        state={listState(query)}
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
        <WithdrawalList list={data?.list ?? []} localeTag={LANG_TAGS[currentLang()]} />
      </ListSection>
      <Pager page={page} pages={pages} hrefFor={(n) => href(state, n)} />
    </div>
  );
}
