import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCards } from '../../features/events/api/events';
import { CardTable } from '../../features/events/components/CardTable';
import { OddsTable } from '../../features/events/components/OddsTable';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

/** `/event/cards`: the daily card flip with its published odds. */
export default function CardsPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('cards.title'));
  const { status } = useUser();
  const info = useCards(status === 'ready');

  return (
    <div className="space-y-5" data-testid="cards-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-[#8847ff]/20 text-xl text-[#b69bff]">
            <Icon name="cards" />
          </span>
          {t('cards.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('cards.subtitle')}</p>
      </header>
      {status === 'anon' ? (
        <GuestBanner
          tone="contraband"
          title={t('guest.title')}
          body={t('guest.body')}
          action={t('guest.action')}
          onAction={() => requestSignIn()}
          testId="cards-sign-in"
        />
      ) : info.isPending ? (
        <Skeleton className="h-80 rounded-[var(--radius-card)]" />
      ) : info.isError || !info.data ? (
        <ErrorState
          title={t('error')}
          body={info.error?.message}
          retryLabel={t('retry')}
          onRetry={() => void info.refetch()}
        />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
          <CardTable info={info.data} />
          <OddsTable prizes={info.data.prizes} />
        </div>
      )}
    </div>
  );
}
