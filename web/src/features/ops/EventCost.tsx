import type { EventCost } from '@dropforge/shared/contract/ops-promotions';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/ui/cx';
import { money } from './format';
import { CostFrame, Notice } from './promo-ui';
import { NUM, TD, TH } from './table';

/** The expected payout of one participant-day by VIP level, as a table of bars; unpriced prizes named. */
export function EventCostView({ cost, stale }: { cost: EventCost; stale?: boolean }) {
  const { t } = useTranslation('ops');
  const levels = [...cost.per_day].sort((a, b) => a.level - b.level);
  const most = Math.max(0, ...levels.map((l) => l.amount));
  return (
    <CostFrame stale={stale} testId="ops-event-cost">
      {levels.length ? (
        <table className="w-full max-w-2xl border-collapse text-left text-sm">
          <caption className="mb-1 text-left text-[11px] font-bold uppercase tracking-wider text-muted">
            {t('promo.newEvent.costTitle')}
          </caption>
          <thead className="sr-only">
            <tr>
              <th className={TH}>{t('promo.vip')}</th>
              <th className={TH}>{t('promo.newEvent.costTitle')}</th>
              <th className={TH}>{t('promo.events.costPerDay')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((l) => (
              <tr key={l.level} data-testid="ops-event-cost-level" data-level={l.level}>
                <th scope="row" className={cx(TD, 'w-20 whitespace-nowrap font-bold')}>
                  {t('promo.vipLevel', { level: l.level })}
                </th>
                <td className={TD}>
                  <span className="block h-2.5 overflow-hidden rounded-full bg-surface-3" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-gradient-to-r from-accent to-accent-2"
                      style={{ width: `${most > 0 ? (l.amount / most) * 100 : 0}%` }}
                    />
                  </span>
                </td>
                <td className={cx(TD, NUM, 'w-24 font-bold text-money')}>{money(l.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-muted">{t('promo.newEvent.costNone')}</p>
      )}
      {cost.unpriced.length ? (
        <Notice>{t('promo.newEvent.unpriced', { names: cost.unpriced.join(', ') })}</Notice>
      ) : null}
    </CostFrame>
  );
}
