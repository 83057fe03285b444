import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useLadderBoxes } from '../../features/events/api/ladder';
import { LadderBoard } from '../../features/events/components/LadderBoard';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

/** `/event/ladder`: the ladder boxes (climb step by step, cash out any time). */
export default function LadderPage() {
  const { t } = useTranslation('ladder');
  useDocumentTitle(t('title'));
  const { status } = useUser();
  const boxes = useLadderBoxes(status === 'ready');

  return (
    <div className="space-y-5" data-testid="ladder-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-[#4b69ff]/20 text-xl text-[#8ea2ff]">
            <Icon name="trophy" />
          </span>
          {t('title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('subtitle')}</p>
      </header>
      {status === 'anon' ? (
        <GuestBanner
          tone="contraband"
          title={t('guest.title')}
          body={t('guest.body')}
          action={t('guest.action')}
          onAction={() => requestSignIn()}
          testId="ladder-sign-in"
        />
      ) : boxes.isPending ? (
        <Skeleton className="h-96 rounded-[var(--radius-card)]" />
      ) : boxes.isError || !boxes.data ? (
        <ErrorState
          title={t('error')}
          body={boxes.error?.message}
          retryLabel={t('retry')}
          onRetry={() => void boxes.refetch()}
        />
      ) : boxes.data.list.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        boxes.data.list.map((box) => (
          <div key={box.id} className="space-y-2">
            {boxes.data.list.length > 1 ? (
              <h2 className="font-display text-lg font-bold uppercase tracking-wide">{box.title}</h2>
            ) : null}
            <LadderBoard box={box} />
          </div>
        ))
      )}
    </div>
  );
}
