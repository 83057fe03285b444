import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useWheels } from '../../features/events/api/prize-draws';
import { WheelPanel } from '../../features/events/components/WheelPanel';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

/** `/event/wheel`: the prize wheels (a free spin a day, more for coins) with their odds and the player's spins. */
export default function WheelPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('wheel.title'));
  const { status } = useUser();
  const wheels = useWheels(status === 'ready');
  const list = wheels.data?.list ?? [];

  return (
    <div className="space-y-5" data-testid="wheel-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-[#e4ae39]/20 text-xl text-[#e4ae39]">
            <Icon name="wheel" />
          </span>
          {t('wheel.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('wheel.subtitle')}</p>
      </header>
      {status === 'anon' ? (
        <GuestBanner
          tone="money"
          title={t('guest.title')}
          body={t('wheel.guest')}
          action={t('guest.action')}
          onAction={() => requestSignIn()}
          testId="wheel-sign-in"
        />
      ) : status !== 'ready' || wheels.isPending ? (
        <Skeleton className="h-[28rem] rounded-[var(--radius-card)]" />
      ) : wheels.isError ? (
        <ErrorState
          title={t('error')}
          body={wheels.error?.message}
          retryLabel={t('retry')}
          onRetry={() => void wheels.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState icon="wheel" title={t('wheel.empty')} body={t('list.emptyBody')} />
      ) : (
        list.map((w) => <WheelPanel key={w.id} wheel={w} />)
      )}
    </div>
  );
}
