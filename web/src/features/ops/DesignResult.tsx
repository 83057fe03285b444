import type { Design } from '@dropforge/shared/contract/ops';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/ui/cx';
import { ProfitCurve } from './charts';
import { count, money, pct } from './format';
import { GoodsThumb } from './GoodsPicker';
import { DataTable, NUM, numeric, TD } from './table';
import { Panel, Stat, useLocaleTag } from './ui';

/** A design's figures, odds table and the house's profit along 100 000 simulated openings. */
export function DesignResult({ design, stale }: { design: Design; stale: boolean }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const last = design.curve[design.curve.length - 1];
  const items = [...design.items].sort((a, b) => b.price - a.price);
  return (
    <Panel
      title={t('designer.result')}
      testId="ops-design-result"
      className={cx('motion-safe:animate-fade-up', stale && 'opacity-60')}
    >
      {stale ? (
        <p
          role="status"
          className="mb-3 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning"
        >
          {t('designer.stale')}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
        <Stat label={t('designer.price')} value={money(design.price)} tone="text-money" />
        <Stat label={t('designer.rtp')} value={pct(design.rtp, 2)} tone="text-accent-2" />
        <Stat label={t('designer.expected')} value={money(design.expected_value)} />
        <Stat label={t('designer.edge')} value={pct(design.house_edge, 2)} />
        <Stat label={t('designer.volatility')} value={`${design.volatility.toFixed(2)}×`} />
        <Stat label={t('designer.simulated')} value={pct(design.simulated_rtp, 2)} />
      </div>
      <div className="mt-4 grid gap-4 xl:grid-cols-2">
        <div className="min-w-0">
          <h3 className="mb-2 text-[11px] font-bold uppercase tracking-wider text-muted">{t('designer.odds')}</h3>
          <DataTable
            label={t('designer.odds')}
            scroll="max-h-[28rem]"
            columns={[
              t('designer.item'),
              numeric(t('designer.itemPrice')),
              numeric(t('designer.tickets')),
              numeric(t('designer.chance')),
            ]}
          >
            {items.map((item) => (
              <tr key={item.goods_id} data-testid="ops-odds-row">
                <td className={TD}>
                  <span className="flex min-w-0 items-center gap-2">
                    <GoodsThumb goods={item} />
                    <span className="max-w-[14rem] truncate">{item.name}</span>
                  </span>
                </td>
                <td className={cx(TD, NUM, 'text-money')}>{money(item.price)}</td>
                <td className={cx(TD, NUM)}>{count(item.tickets, tag)}</td>
                <td className={cx(TD, NUM, 'font-bold text-text')}>{item.odds.toFixed(4)} %</td>
              </tr>
            ))}
          </DataTable>
        </div>
        <div className="min-w-0">
          <h3 className="mb-2 text-[11px] font-bold uppercase tracking-wider text-muted">{t('designer.curve')}</h3>
          <ProfitCurve
            curve={design.curve}
            label={t('designer.curveLabel', {
              openings: count(last?.n ?? 0, tag),
              profit: money(last?.profit ?? 0),
              rtp: pct(design.simulated_rtp, 2),
            })}
          />
          <p className="mt-2 text-xs text-muted">
            {t('designer.curveNote', { openings: count(last?.n ?? 0, tag), profit: money(last?.profit ?? 0) })}
          </p>
        </div>
      </div>
    </Panel>
  );
}
