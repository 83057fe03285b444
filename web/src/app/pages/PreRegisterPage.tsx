import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { usePreRegister } from '../../features/events/api/onboarding';
import { PreRegisterCard } from '../../features/events/components/PreRegisterCard';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNow } from '../../lib/useNow';

/** `/event/pre-register` (`?key=…&code=…` shows a reservation): reserve a launch reward for an e-mail. */
export default function PreRegisterPage() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('pre.title'));
  const [params] = useSearchParams();
  const campaigns = usePreRegister();
  const list = campaigns.data?.list ?? [];
  const now = useNow(list.some((c) => c.ends_at !== null));

  return (
    <div className="space-y-5" data-testid="pre-register-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-info/15 text-xl text-info">
            <Icon name="mail" />
          </span>
          {t('pre.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('pre.subtitle')}</p>
      </header>
      {campaigns.isPending ? (
        <Skeleton className="h-64 rounded-[var(--radius-card)]" />
      ) : campaigns.isError ? (
        <ErrorState title={t('pre.error')} retryLabel={t('retry')} onRetry={() => void campaigns.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon="mail" title={t('pre.empty')} body={t('pre.emptyBody')} />
      ) : (
        list.map((c) => (
          <PreRegisterCard
            key={c.key}
            campaign={c}
            now={now}
            code={params.get('key') === c.key ? (params.get('code') ?? undefined) : undefined}
          />
        ))
      )}
    </div>
  );
}
