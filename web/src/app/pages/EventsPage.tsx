import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useEvents } from '../../features/events/api/events';
import { EventCard } from '../../features/events/components/EventCard';
import { FreeCoinsPanel } from '../../features/events/components/FreeCoinsPanel';
import { GuidancePanel } from '../../features/events/components/GuidancePanel';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNow } from '../../lib/useNow';
import { useUser } from '../../lib/user';

/** `/event`: every running event for this player (GET /api/events) with countdowns, and today's free coins. */
export default function EventsPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('list.title'));
  const { profile, status } = useUser();
  const events = useEvents(profile?.id ?? null);
  const list = events.data?.list ?? [];
  const now = useNow(list.some((e) => e.ends_at !== null));

  return (
    <div className="space-y-5" data-testid="events-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-accent/15 text-xl text-accent-2">
            <Icon name="calendar" />
          </span>
          {t('list.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('list.subtitle')}</p>
      </header>
      {status === 'anon' ? (
        <GuestBanner
          tone="money"
          title={t('guest.title')}
          body={t('guest.body')}
          action={t('guest.action')}
          onAction={() => requestSignIn()}
          testId="events-sign-in"
        />
      ) : status === 'ready' && list.some((e) => e.mechanic === 'free_coins' && e.eligible) ? (
        <section
          id="free-coins"
          aria-labelledby="free-coins-title"
          className="scroll-mt-24 rounded-[var(--radius-card)] border border-[#e4ae39]/40 bg-gradient-to-r from-[#e4ae39]/10 to-transparent p-4"
        >
          <h2 id="free-coins-title" className="font-display text-lg font-bold uppercase tracking-wide">
            {t('coins.title')}
          </h2>
          <p className="mb-3 text-xs text-muted">{t('coins.body')}</p>
          <FreeCoinsPanel />
        </section>
      ) : null}
      {status === 'ready' && list.some((e) => e.mechanic === 'guidance' && e.eligible) ? <GuidancePanel /> : null}
      {events.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72 rounded-[var(--radius-card)]" />
          ))}
        </div>
      ) : events.isError ? (
        <ErrorState title={t('error')} retryLabel={t('retry')} onRetry={() => void events.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon="calendar" title={t('list.empty')} body={t('list.emptyBody')} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list
            .filter((e) => e.path !== '/event')
            .map((e) => (
              <EventCard key={e.key} event={e} now={now} />
            ))}
        </div>
      )}
    </div>
  );
}
