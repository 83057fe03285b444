import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useFlippingBoards } from '../../features/events/api/prize-draws';
import { FlipBoard } from '../../features/events/components/FlipBoard';
import { OddsTable } from '../../features/events/components/OddsTable';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

/** `/event/flipping`: today's flipping boards (free flips, then flips for coins) with their odds. */
export default function FlippingPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('flipping.title'));
  const { status } = useUser();
  const boards = useFlippingBoards(status === 'ready');
  const list = boards.data?.list ?? [];

  return (
    <div className="space-y-5" data-testid="flipping-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-[#4b69ff]/20 text-xl text-[#7f96ff]">
            <Icon name="cards" />
          </span>
          {t('flipping.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('flipping.subtitle')}</p>
      </header>
      {status === 'anon' ? (
        <GuestBanner
          tone="contraband"
          title={t('guest.title')}
          body={t('flipping.guest')}
          action={t('guest.action')}
          onAction={() => requestSignIn()}
          testId="flipping-sign-in"
        />
      ) : status !== 'ready' || boards.isPending ? (
        <Skeleton className="h-96 rounded-[var(--radius-card)]" />
      ) : boards.isError ? (
        <ErrorState
          title={t('error')}
          body={boards.error?.message}
          retryLabel={t('retry')}
          onRetry={() => void boards.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState icon="cards" title={t('flipping.empty')} body={t('list.emptyBody')} />
      ) : (
        list.map((b) => (
          <div key={b.id} className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
            <FlipBoard board={b} />
            <OddsTable prizes={b.prizes} note={t('flipping.fair')} />
          </div>
        ))
      )}
    </div>
  );
}
