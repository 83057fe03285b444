import { useTranslation } from 'react-i18next';
import type { OpsResult } from './api';
import { money } from './format';
import { CostFrame, PrizeLine } from './promo-ui';
import { Stat } from './ui';

export type GiveawayCostData = OpsResult<'giveawayCost'>;

/** What a room is expected to cost: one winner's prizes, every winner's, and the coins apart. */
export function GiveawayCost({ cost, stale }: { cost: GiveawayCostData; stale: boolean }) {
  const { t } = useTranslation('ops');
  return (
    <CostFrame stale={stale} testId="ops-giveaway-cost">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Stat label={t('promo.giveaways.perWinner')} value={money(cost.per_winner)} />
        <Stat label={t('promo.giveaways.total')} value={money(cost.total)} tone="text-money" />
        <Stat
          label={t('promo.giveaways.coinsTotal')}
          value={t('promo.coinsAmount', { amount: money(cost.coins, 'coins') })}
          tone="text-accent-2"
        />
      </div>
      {cost.prizes.length ? (
        <div className="rounded-xl border border-line bg-bg/50 px-3 py-2">
          <p className="mb-1 text-[11px] font-bold uppercase tracking-wider text-subtle">
            {t('promo.giveaways.prizesPerWinner')}
          </p>
          <div className="space-y-1">
            {cost.prizes.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: prizes may repeat
              <PrizeLine key={i} prize={p} />
            ))}
          </div>
        </div>
      ) : null}
    </CostFrame>
  );
}
