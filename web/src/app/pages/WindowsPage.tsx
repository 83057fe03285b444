import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useWindowsBoard, useWindowsConfig, useWindowsLog } from '../../features/events/api/smash';
import { OddsTable } from '../../features/events/components/OddsTable';
import { Prize } from '../../features/events/components/Prize';
import { WindowsBoard } from '../../features/events/components/WindowsBoard';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

/** `/event/windows`: smashing windows with hammers earned by play, the prize table and the player's smashes. */
export default function WindowsPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('windows.title'));
  const { status } = useUser();
  const ready = status === 'ready';
  const board = useWindowsBoard(ready);
  const config = useWindowsConfig(ready);
  const log = useWindowsLog(ready);

  return (
    <div className="space-y-5" data-testid="windows-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-info/15 text-xl text-info">
            <Icon name="hammer" />
          </span>
          {t('windows.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{config.data?.description ?? t('windows.subtitle')}</p>
      </header>
      {status === 'anon' ? (
        <GuestBanner
          tone="contraband"
          title={t('guest.title')}
          body={t('windows.guest')}
          action={t('guest.action')}
          onAction={() => requestSignIn()}
          testId="windows-sign-in"
        />
      ) : board.isPending ? (
        <Skeleton className="h-96 rounded-[var(--radius-card)]" />
      ) : board.isError || !board.data ? (
        <ErrorState
          title={t('error')}
          body={board.error?.message}
          retryLabel={t('retry')}
          onRetry={() => void board.refetch()}
        />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
          <WindowsBoard board={board.data} />
          <div className="space-y-4">
            {config.data ? (
              <OddsTable prizes={config.data.prizes} note={t('windows.fair')} />
            ) : (
              <Skeleton className="h-60 rounded-xl" />
            )}
            <section
              className="rounded-[var(--radius-card)] border border-line bg-surface p-4"
              data-testid="windows-log"
            >
              <h2 className="mb-3 font-display text-base font-bold uppercase tracking-wide">{t('windows.log')}</h2>
              {log.data && log.data.list.length > 0 ? (
                <ul className="space-y-2">
                  {log.data.list.map((e) => (
                    <li key={e.id} className="flex items-center justify-between gap-2 text-xs">
                      <Prize prize={e.prize} size="sm" className="flex-row gap-2 text-left" />
                      <span className="shrink-0 font-mono tabular-nums text-muted">
                        {t('windows.logAt', { board: e.board + 1, n: e.index + 1 })}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-xs text-muted">{log.isPending ? '…' : t('windows.logEmpty')}</p>
              )}
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
