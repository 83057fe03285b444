import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCheckIn } from '../../features/events/api/events';
import { CheckInBoard } from '../../features/events/components/CheckInBoard';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

/** `/event/check` and `/my/check`: the seven-day check-in. */
export default function CheckInPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('check.title'));
  const { status } = useUser();
  const info = useCheckIn(status === 'ready');

  return (
    <div className="space-y-5" data-testid="check-in-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-money/15 text-xl text-money">
            <Icon name="calendarCheck" />
          </span>
          {t('check.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('check.subtitle')}</p>
      </header>
      {status === 'anon' ? (
        <GuestBanner
          tone="money"
          title={t('guest.title')}
          body={t('guest.body')}
          action={t('guest.action')}
          onAction={() => requestSignIn()}
          testId="check-sign-in"
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
        <CheckInBoard info={info.data} />
      )}
    </div>
  );
}
