import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icons';
import { maskName } from '../../../lib/mask';
import { formatAmount } from '../../../lib/money';
import { useRollingQuery } from '../api/rolling';

/** Rotation period of the ticker (spec §9). */
export const TICKER_MS = 5000;

function useRotation(length: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (length <= 1) return;
    const timer = setInterval(() => setTick((n) => n + 1), TICKER_MS);
    return () => clearInterval(timer);
  }, [length]);
  return length > 0 ? tick % length : 0;
}

/** Rolling ticker of recent top-ups and withdrawals; a calm empty state when there are none. */
export function Ticker() {
  const { t } = useTranslation('footer');
  const { data } = useRollingQuery();
  const recharge = data?.recharge ?? [];
  const withdrawal = data?.withdrawal ?? [];
  const r = useRotation(recharge.length);
  const w = useRotation(withdrawal.length);
  const top = recharge[r];
  const out = withdrawal[w];

  return (
    <div data-testid="ticker" className="grid gap-2 sm:grid-cols-2">
      <Lane icon="wallet" tone="text-money" label={t('ticker.rechargeLabel')}>
        {top ? (
          <span key={`r${r}`} className="flex min-w-0 items-center gap-2 motion-safe:animate-fade-up">
            <span className="font-semibold text-text">{maskName(top.name)}</span>
            <span className="text-muted">{t('ticker.recharged')}</span>
            <span className="font-bold text-money tabular">{formatAmount(top.money)}</span>
          </span>
        ) : (
          <span className="text-subtle">{t('ticker.noRecharge')}</span>
        )}
      </Lane>
      <Lane icon="box" tone="text-contraband" label={t('ticker.withdrawalLabel')}>
        {out ? (
          <span key={`w${w}`} className="flex min-w-0 items-center gap-2 motion-safe:animate-fade-up">
            <span className="shrink-0 font-semibold text-text">{maskName(out.name)}</span>
            <span className="shrink-0 text-muted">{t('ticker.withdrew')}</span>
            <span className="truncate font-semibold text-contraband">{out.goods.hash_name}</span>
          </span>
        ) : (
          <span className="text-subtle">{t('ticker.noWithdrawal')}</span>
        )}
      </Lane>
    </div>
  );
}

function Lane({ icon, tone, label, children }: { icon: IconName; tone: string; label: string; children: ReactNode }) {
  return (
    <div className="flex h-11 min-w-0 items-center gap-3 rounded-lg border border-line bg-surface px-3 text-sm">
      <span className={`flex shrink-0 items-center gap-1.5 text-[11px] font-bold uppercase tracking-wider ${tone}`}>
        <Icon name={icon} className="text-base" />
        {label}
      </span>
      <span className="h-4 w-px shrink-0 bg-line" />
      <div aria-live="off" className="min-w-0 flex-1 overflow-hidden whitespace-nowrap">
        {children}
      </div>
    </div>
  );
}
