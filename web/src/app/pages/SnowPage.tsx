import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useSnowball } from '../../features/events/api/smash';
import { OddsTable } from '../../features/events/components/OddsTable';
import { SnowballField } from '../../features/events/components/SnowballField';
import { countdown } from '../../features/events/lib/countdown';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNow } from '../../lib/useNow';
import { useUser } from '../../lib/user';

/** `/event/snow`: the seasonal snowball smash, its dates and its prize table. */
export default function SnowPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('snow.title'));
  const { status } = useUser();
  const info = useSnowball(status === 'ready');
  const now = useNow(Boolean(info.data));
  const season = info.data;
  const upcoming = season && !season.active && season.starts_at && Date.parse(season.starts_at) > now;

  return (
    <div className="space-y-5" data-testid="snow-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
            <span className="grid size-9 place-items-center rounded-lg bg-info/15 text-xl text-[#cfe6ff]">
              <Icon name="snowflake" />
            </span>
            {season?.title ?? t('snow.title')}
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{season?.description ?? t('snow.subtitle')}</p>
        </div>
        {season ? (
          <p
            className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm font-semibold"
            data-testid="snow-season"
          >
            <Icon name="clock" className="text-info" />
            {season.active ? t('snow.endsIn') : upcoming ? t('snow.startsIn') : t('snow.ended')}
            {season.active || upcoming ? (
              <span className="font-mono tabular-nums">
                {countdown(season.active ? season.ends_at : season.starts_at, now)}
              </span>
            ) : null}
          </p>
        ) : null}
      </header>
      {status === 'anon' ? (
        <GuestBanner
          tone="contraband"
          title={t('guest.title')}
          body={t('snow.guest')}
          action={t('guest.action')}
          onAction={() => requestSignIn()}
          testId="snow-sign-in"
        />
      ) : info.isPending ? (
        <Skeleton className="h-96 rounded-[var(--radius-card)]" />
      ) : info.isError || !season ? (
        <ErrorState
          title={t('error')}
          body={info.error?.message}
          retryLabel={t('retry')}
          onRetry={() => void info.refetch()}
        />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
          <SnowballField info={season} />
          <OddsTable prizes={season.prizes} note={t('snow.fair')} />
        </div>
      )}
    </div>
  );
}
