import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useRechargeBoxes } from '../../features/events/api/ladder';
import { RechargeBoard } from '../../features/events/components/RechargeBoard';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

/** `/event/recharge`: boxes unlocked by deposits, each opened once per qualifying deposit. */
export default function RechargePage() {
  const { t } = useTranslation('ladder');
  useDocumentTitle(t('recharge.title'));
  const { status } = useUser();
  const boxes = useRechargeBoxes(status === 'ready');

  return (
    <div className="space-y-5" data-testid="recharge-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-[#0ea5e9]/20 text-xl text-[#7dd3fc]">
            <Icon name="box" />
          </span>
          {boxes.data?.title ?? t('recharge.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{boxes.data?.description ?? t('recharge.subtitle')}</p>
      </header>
      {status === 'anon' ? (
        <GuestBanner
          tone="contraband"
          title={t('guest.title')}
          body={t('recharge.guest')}
          action={t('guest.action')}
          onAction={() => requestSignIn()}
          testId="recharge-sign-in"
        />
      ) : boxes.isPending ? (
        <Skeleton className="h-72 rounded-[var(--radius-card)]" />
      ) : boxes.isError ? (
        <ErrorState
          title={t('error')}
          body={boxes.error?.message}
          retryLabel={t('retry')}
          onRetry={() => void boxes.refetch()}
        />
      ) : !boxes.data ? (
        <EmptyState title={t('recharge.empty')} />
      ) : (
        <RechargeBoard info={boxes.data} />
      )}
    </div>
  );
}
