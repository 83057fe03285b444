import { subMilli, toAmount } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { ItemCard } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import type { UpgradeFlow } from '../hooks/useUpgradeFlow';
import { safeColor } from '../lib/items';
import { formatMultiplier, milliOf } from '../lib/stake';
import { PANEL, PanelTitle } from './PanelTitle';

/** The chosen target (glowing in its rarity colour, brighter after a win) and the quick multipliers. */
export function TargetSummary({
  flow,
  multipliers,
  won,
  className,
}: {
  flow: UpgradeFlow;
  multipliers: readonly number[];
  won: boolean;
  className?: string;
}) {
  const { t } = useTranslation('upgrade');
  const target = flow.target;
  const color = safeColor(target?.quality.color);
  const profit = target ? toAmount(subMilli(milliOf(target.price), flow.stake)) : 0;
  return (
    <section aria-labelledby="upgrade-target-title" className={cx(PANEL, 'flex flex-col', className)}>
      <PanelTitle
        id="upgrade-target-title"
        icon="target"
        title={t('target.title')}
        tone="bg-restricted/20 text-[#c8b0ff]"
        aside={
          target ? (
            <button
              type="button"
              onClick={() => flow.setTarget(null)}
              disabled={flow.locked}
              aria-label={t('target.remove')}
              className="grid size-8 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-text"
            >
              <Icon name="close" />
            </button>
          ) : null
        }
      />
      <div className="relative flex flex-1 flex-col items-center justify-center gap-3 p-4">
        {target ? (
          <>
            <span
              aria-hidden="true"
              className={cx(
                'pointer-events-none absolute inset-0 transition-opacity duration-500',
                won ? 'opacity-70' : 'opacity-35',
              )}
              style={{ background: `radial-gradient(55% 50% at 50% 45%, ${color}66, transparent 70%)` }}
            />
            <div
              key={target.id}
              data-testid="upgrade-chosen"
              data-goods-id={target.id}
              className={cx(
                'relative w-48 transition-transform duration-500 motion-safe:animate-pop sm:w-52',
                won && 'scale-105',
              )}
              style={won ? { filter: `drop-shadow(0 0 22px ${color})` } : undefined}
            >
              <ItemCard goods={target} glow />
            </div>
            {won ? (
              <p className="relative flex items-center gap-1.5 text-sm font-bold text-money">
                <Icon name="check" strokeWidth={3} />
                {t('result.added')}
              </p>
            ) : flow.stake > 0 && profit > 0 ? (
              <p className="relative text-sm text-muted">
                {t('target.profit')} <span className="font-bold text-money tabular">+{formatAmount(profit)}</span>
              </p>
            ) : null}
          </>
        ) : (
          <div className="flex flex-col items-center gap-3 text-center">
            <span className="grid size-28 place-items-center rounded-full border-2 border-dashed border-line-strong text-5xl text-line-strong">
              <Icon name="target" />
            </span>
            <p className="max-w-56 text-sm text-muted">{t('target.choose')}</p>
          </div>
        )}
      </div>
      <div className="border-t border-line p-3 sm:p-4">
        <p className="mb-2 text-[11px] font-bold uppercase tracking-wider text-subtle">{t('target.quick')}</p>
        <div className="grid grid-cols-4 gap-2">
          {multipliers.map((m) => (
            <button
              key={m}
              type="button"
              data-testid={`upgrade-multiplier-${String(m).replace('.', '-')}`}
              onClick={() => void flow.pickMultiplier(m)}
              disabled={flow.locked}
              className="h-10 rounded-lg border border-line-strong bg-surface-2 font-display text-lg font-bold text-text tabular transition hover:border-accent hover:bg-accent/10 hover:text-accent-2 disabled:opacity-50"
            >
              {formatMultiplier(m)}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
