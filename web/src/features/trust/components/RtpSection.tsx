import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useRtp } from '../api/trust';
import { GameTotals } from './GameTotals';
import { RtpChart } from './RtpChart';
import { useCaseInfo } from './useCaseInfo';

/** The RTP figures: per game, then per case as a chart (`limit`: the first rows only). */
export function RtpSection({ limit }: { limit?: number }) {
  const { t, i18n } = useTranslation('trust');
  const rtp = useRtp();
  const cases = useCaseInfo();
  if (rtp.isPending)
    return (
      <div aria-busy="true" className="space-y-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-64" />
      </div>
    );
  if (rtp.isError)
    return <ErrorState title={t('rtp.error')} retryLabel={t('retry')} onRetry={() => void rtp.refetch()} />;
  const caseRows = rtp.data.list.filter((r) => r.game === 'case');
  return (
    <div className="space-y-4">
      <GameTotals rows={rtp.data.list} />
      {rtp.data.updated_at ? (
        <p className="text-[11px] text-subtle">
          {t('rtp.updated', { time: new Date(rtp.data.updated_at).toLocaleTimeString(i18n.language) })}
        </p>
      ) : null}
      {caseRows.length === 0 ? (
        <p className="text-sm text-muted">{t('rtp.empty')}</p>
      ) : (
        <RtpChart rows={caseRows} cases={cases} limit={limit} />
      )}
    </div>
  );
}
