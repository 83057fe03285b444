import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useMissions } from '../../features/events/api/missions';
import { MissionBoard } from '../../features/events/components/MissionBoard';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

/** `/mission`: daily and weekly missions fed by opens, battles, upgrades, deposits, check-ins and giveaways. */
export default function MissionPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('missions.title'));
  const { status, profile } = useUser();
  const missions = useMissions(profile?.id ?? null);

  return (
    <div className="space-y-5" data-testid="mission-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-[#3b82f6]/20 text-xl text-[#8ab4ff]">
            <Icon name="target" />
          </span>
          {t('missions.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('missions.subtitle')}</p>
      </header>
      {status === 'anon' ? (
        <GuestBanner
          tone="contraband"
          title={t('guest.title')}
          body={t('missions.guest')}
          action={t('guest.action')}
          onAction={() => requestSignIn()}
          testId="mission-sign-in"
        />
      ) : null}
      {missions.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 rounded-xl" />
          ))}
        </div>
      ) : missions.isError || !missions.data ? (
        <ErrorState
          title={t('missions.error')}
          body={missions.error?.message}
          retryLabel={t('retry')}
          onRetry={() => void missions.refetch()}
        />
      ) : missions.data.list.length === 0 ? (
        <EmptyState title={t('missions.empty')} />
      ) : (
        <MissionBoard list={missions.data.list} />
      )}
    </div>
  );
}
