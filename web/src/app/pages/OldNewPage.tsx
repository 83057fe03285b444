import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useOldNew, useOldNewRanking, useOldNewRankingReward } from '../../features/events/api/social';
import { OldNewBoard } from '../../features/events/components/OldNewBoard';
import { RankingTable } from '../../features/events/components/RankingTable';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

/** `/event/old-new`: the old-player / new-player event — points, milestone rewards and the live top-50 ranking. */
export default function OldNewPage() {
  const { t } = useTranslation('social');
  const { status, profile } = useUser();
  const viewer = status === 'ready' ? (profile?.id ?? null) : null;
  const info = useOldNew(viewer);
  const ranking = useOldNewRanking(viewer);
  const rewards = useOldNewRankingReward(viewer);
  useDocumentTitle(info.data?.title ?? t('oldNew.title'));

  return (
    <div className="space-y-5" data-testid="old-new-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-milspec/20 text-xl text-[#8fa2ff]">
            <Icon name="trophy" />
          </span>
          {info.data?.title ?? t('oldNew.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{info.data?.description ?? t('oldNew.subtitle')}</p>
      </header>
      {status === 'anon' ? (
        <GuestBanner
          tone="money"
          title={t('oldNew.guestTitle')}
          body={t('oldNew.guestBody')}
          action={t('signIn')}
          onAction={() => requestSignIn()}
          testId="old-new-sign-in"
        />
      ) : null}
      {info.isPending ? (
        <Skeleton className="h-96 rounded-[var(--radius-card)]" />
      ) : info.isError || !info.data ? (
        <ErrorState
          title={t('error')}
          body={info.error?.message}
          retryLabel={t('retry')}
          onRetry={() => void info.refetch()}
        />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_420px]">
          <OldNewBoard info={info.data} rewards={rewards.data} signedIn={status === 'ready'} />
          {ranking.isPending ? (
            <Skeleton className="h-96 rounded-[var(--radius-card)]" />
          ) : ranking.data ? (
            <RankingTable ranking={ranking.data} />
          ) : (
            <ErrorState title={t('error')} retryLabel={t('retry')} onRetry={() => void ranking.refetch()} />
          )}
        </div>
      )}
    </div>
  );
}
