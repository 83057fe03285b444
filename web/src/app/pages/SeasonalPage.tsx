import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { SafeImage } from '../../components/ui/SafeImage';
import { Skeleton } from '../../components/ui/Skeleton';
import { type Season, type SeasonalInfo, useSeason, useSeasonDrops } from '../../features/events/api/seasonal';
import { Prize } from '../../features/events/components/Prize';
import { SeasonalBoard } from '../../features/events/components/SeasonalBoard';
import { countdown } from '../../features/events/lib/countdown';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNow } from '../../lib/useNow';
import { useUser } from '../../lib/user';

/** Not imported from the contract: a value import of it would bundle zod. */
const SEASONS: readonly Season[] = ['christmas', 'thanksgiving', 'saints'];

const TONES: Record<Season, string> = {
  christmas: 'from-[#12315e] via-[#0f1b33] to-[#3b0f1c]',
  thanksgiving: 'from-[#4a2410] via-[#25130a] to-[#3a1d05]',
  saints: 'from-[#2a1646] via-[#140a24] to-[#3a1a05]',
};

/** `/event/christmas`, `/event/thanksgiving`, `/event/saints`: one seasonal event page per season. */
export default function SeasonalPage() {
  const { pathname } = useLocation();
  const season = SEASONS.find((s) => pathname.endsWith(`/event/${s}`));
  return season ? <SeasonView key={season} season={season} /> : null;
}

function SeasonView({ season }: { season: Season }) {
  const { t } = useTranslation('seasonal');
  const { profile, status } = useUser();
  const info = useSeason(season, profile?.id ?? null);
  useDocumentTitle(info.data?.title ?? t(`badge.${season}`));

  return (
    <div className="space-y-5" data-testid={`seasonal-page-${season}`}>
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
        <>
          <Hero season={season} info={info.data} />
          {status === 'anon' ? (
            <GuestBanner
              tone="contraband"
              title={t('guest.title')}
              body={t('guest.body', { name: info.data.tokens.name })}
              action={t('guest.action')}
              onAction={() => requestSignIn()}
              testId="seasonal-sign-in"
            />
          ) : null}
          <SeasonalBoard season={season} info={info.data} signedIn={status === 'ready'} />
          {season === 'thanksgiving' ? <Drops event={info.data.key} /> : null}
        </>
      )}
    </div>
  );
}

function Hero({ season, info }: { season: Season; info: SeasonalInfo }) {
  const { t, i18n } = useTranslation('seasonal');
  const now = useNow();
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { month: 'short', day: 'numeric' });
  const before = Date.parse(info.starts_at) > now;
  return (
    <header
      className={`relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-gradient-to-br ${TONES[season]} p-5 sm:p-7`}
    >
      <div className="relative z-10 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <div>
          <span className="inline-block rounded-md bg-white/10 px-2 py-0.5 text-xs font-bold uppercase tracking-widest text-accent-2">
            {t(`badge.${season}`)}
          </span>
          <h1 className="mt-2 font-display text-2xl font-bold uppercase tracking-wide sm:text-4xl">{info.title}</h1>
          <p className="mt-1 max-w-2xl text-sm text-white/75">{info.description}</p>
          <p className="mt-3 text-xs text-white/60">
            {t('window.runs', { from: date(info.starts_at), to: date(info.ends_at) })}
          </p>
        </div>
        <div className="rounded-lg bg-black/30 p-3 text-center" data-testid="seasonal-window" data-active={info.active}>
          {info.active ? (
            <>
              <div className="text-xs uppercase tracking-wide text-white/60">{t('window.endsIn')}</div>
              <div className="font-mono text-xl font-bold tabular-nums">{countdown(info.ends_at, now)}</div>
            </>
          ) : before ? (
            <>
              <div className="text-xs uppercase tracking-wide text-white/60">{t('window.startsIn')}</div>
              <div className="font-mono text-xl font-bold tabular-nums">{countdown(info.starts_at, now)}</div>
            </>
          ) : (
            <div className="font-bold">{t('window.ended')}</div>
          )}
        </div>
      </div>
      {!info.active ? (
        <p className="relative z-10 mt-4 rounded-md bg-black/40 p-3 text-sm" role="status">
          <strong>{t('window.notRunning')}</strong>{' '}
          {before ? t('window.soon', { date: date(info.starts_at) }) : t('window.over')}
        </p>
      ) : null}
      <SafeImage
        fallback={null}
        src={info.picture}
        alt=""
        className="pointer-events-none absolute -right-6 -bottom-8 size-44 opacity-40 sm:right-4 sm:bottom-auto sm:top-4 sm:size-40 sm:opacity-25 motion-safe:animate-float"
      />
    </header>
  );
}

function Drops({ event }: { event: string }) {
  const { t } = useTranslation('seasonal');
  const drops = useSeasonDrops(event, true);
  const list = drops.data?.list ?? [];
  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-surface p-4" data-testid="seasonal-drops">
      <h2 className="mb-3 font-display text-lg font-bold uppercase tracking-wide">{t('drops.title')}</h2>
      {list.length === 0 ? (
        <p className="text-sm text-muted">{t('drops.empty')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
          {list.map((d) => (
            <li key={`${d.at}-${d.name}-${d.prize.kind}`} className="rounded-lg bg-surface-2 p-2 text-xs">
              <div className="mb-1 text-muted">{d.name}</div>
              <Prize prize={d.prize} size="sm" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
