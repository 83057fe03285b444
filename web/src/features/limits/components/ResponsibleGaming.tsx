import type { LimitsResult } from '@dropforge/shared/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useLimits } from '../api/limits';
import { BlockForms } from './BlockForms';
import { DepositLimitsForm } from './DepositLimitsForm';
import { RealityCheckSetting } from './RealityCheckSetting';
import { useWhen } from './when';

/**
 * `/my` "Responsible gaming" (issue 18): deposit limits with what is used and pending, a break (cool-off) and
 * self-exclusion behind a confirmation that says they cannot be undone, the running block and its end, and the
 * reality-check interval of this browser.
 */
export function ResponsibleGaming() {
  const { t } = useTranslation('limits');
  const limits = useLimits();
  const loaded = limits.isSuccess;
  // `/my#responsible-gaming` (the reality check's link) lands here once the settings are drawn.
  useEffect(() => {
    if (loaded && location.hash === '#responsible-gaming')
      document.getElementById('responsible-gaming')?.scrollIntoView({ block: 'start' });
  }, [loaded]);
  return (
    <Card
      id="responsible-gaming"
      role="region"
      aria-labelledby="responsible-gaming-title"
      className="scroll-mt-24 p-4 sm:p-5"
      data-testid="responsible-gaming"
    >
      <div className="flex items-start gap-3.5">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-[#3ee0891f] text-xl text-money shadow-[inset_0_0_0_1px_#3ee08940]">
          <Icon name="shield" />
        </span>
        <div className="min-w-0">
          <h2 id="responsible-gaming-title" className="font-display text-lg font-bold uppercase tracking-wide">
            {t('title')}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('intro')}</p>
        </div>
      </div>
      <div className="mt-4">
        {limits.isPending ? (
          <div className="grid gap-3 lg:grid-cols-2" role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton className="h-64 rounded-xl" />
            <Skeleton className="h-64 rounded-xl" />
          </div>
        ) : limits.isError ? (
          <ErrorState
            title={t('error.title')}
            body={limits.error.message}
            retryLabel={t('error.retry')}
            onRetry={() => void limits.refetch()}
          />
        ) : (
          <Settings data={limits.data} />
        )}
      </div>
    </Card>
  );
}

function Settings({ data }: { data: LimitsResult }) {
  return (
    <div className="grid gap-3">
      {data.block ? <BlockBanner block={data.block} /> : null}
      <div className="grid items-start gap-3 lg:grid-cols-2">
        <DepositLimitsForm data={data} />
        <div className="grid gap-3">
          <BlockForms block={data.block} />
          <RealityCheckSetting />
        </div>
      </div>
    </div>
  );
}

function BlockBanner({ block }: { block: NonNullable<LimitsResult['block']> }) {
  const { t } = useTranslation('limits');
  const when = useWhen();
  const title =
    block.until === null
      ? t('block.permanent')
      : t(block.kind === 'cool_off' ? 'block.coolOff' : 'block.exclusion', { until: when(block.until) });
  return (
    <div
      role="status"
      data-testid="limits-block"
      className="flex items-start gap-3 rounded-xl border border-[#ff5d5d66] bg-[#ff5d5d14] p-3.5"
    >
      <Icon name="lock" className="mt-0.5 shrink-0 text-lg text-danger" />
      <div className="min-w-0">
        <p className="font-bold text-text">{title}</p>
        <p className="mt-0.5 text-sm text-muted">{t('block.body', { since: when(block.since) })}</p>
      </div>
    </div>
  );
}
