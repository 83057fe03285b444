import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useWithdrawalFigures, type WithdrawalFigure } from '../api/trust';
import { pct } from './RtpChart';

/** Seconds as "42 s", "7 min" or "3.5 h". */
export function useDuration() {
  const { t } = useTranslation('trust');
  return (seconds: number | null) => {
    if (seconds === null) return '—';
    if (seconds < 120) return t('duration.seconds', { n: Math.round(seconds) });
    if (seconds < 7_200) return t('duration.minutes', { n: Math.round(seconds / 60) });
    return t('duration.hours', { n: Math.round(seconds / 360) / 10 });
  };
}

/** Per marketplace and window: delivered of finished, median and p90 time to delivery. */
export function WithdrawalFigures() {
  const { t } = useTranslation('trust');
  const figures = useWithdrawalFigures();
  const duration = useDuration();
  if (figures.isPending) return <Skeleton className="h-28" />;
  if (figures.isError)
    return <ErrorState title={t('withdrawals.error')} retryLabel={t('retry')} onRetry={() => void figures.refetch()} />;
  const windows: WithdrawalFigure['window'][] = ['24h', '30d'];
  const providers = [...new Set(figures.data.list.map((f) => f.provider))];
  if (providers.length === 0) return <p className="text-sm text-muted">{t('withdrawals.none')}</p>;
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="withdrawal-figures">
      {windows.map((window) => (
        <div key={window} className="rounded-xl border border-line bg-bg/50 p-4">
          <p className="text-[11px] font-bold uppercase tracking-wider text-muted">
            {t(`withdrawals.window.${window}`)}
          </p>
          <table className="mt-2 w-full text-left text-xs">
            <thead className="text-subtle">
              <tr>
                <th className="py-1 font-normal">{t('withdrawals.provider')}</th>
                <th className="py-1 font-normal">{t('withdrawals.success')}</th>
                <th className="py-1 font-normal">{t('withdrawals.median')}</th>
                <th className="py-1 font-normal">{t('withdrawals.p90')}</th>
              </tr>
            </thead>
            <tbody>
              {providers.map((provider) => {
                const f = figures.data.list.find((x) => x.provider === provider && x.window === window);
                return (
                  <tr key={provider} className="border-t border-line">
                    <td className="py-1.5 font-bold capitalize text-text">{provider}</td>
                    <td className="py-1.5">
                      {f ? (
                        <>
                          <span className="font-bold text-money">{pct(f.success_rate)}</span>{' '}
                          <span className="text-subtle">
                            {t('withdrawals.finished', { delivered: f.delivered, finished: f.finished })}
                          </span>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="py-1.5 text-text">{duration(f?.median_seconds ?? null)}</td>
                    <td className="py-1.5 text-text">{duration(f?.p90_seconds ?? null)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

/** One line for the withdrawal screen: the last 30 days of the marketplace in use. */
export function WithdrawalFiguresLine() {
  const { t } = useTranslation('trust');
  const figures = useWithdrawalFigures();
  const duration = useDuration();
  const month = figures.data?.list.filter((f) => f.window === '30d') ?? [];
  const finished = month.reduce((n, f) => n + f.finished, 0);
  if (finished === 0) return null;
  const delivered = month.reduce((n, f) => n + f.delivered, 0);
  const median = month.find((f) => f.median_seconds !== null)?.median_seconds ?? null;
  return (
    <p className="text-xs text-muted" data-testid="withdrawal-figures-line">
      {t('withdrawals.short', { rate: pct(delivered / finished), median: duration(median) })}
    </p>
  );
}
