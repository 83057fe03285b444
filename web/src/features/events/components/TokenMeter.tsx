import type { EventTokens } from '@dropforge/shared/contract';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';

/** The player's event tokens: how many, how they are earned and how far the next one is. */
export function TokenMeter({ tokens, icon, testId }: { tokens: EventTokens; icon: IconName; testId: string }) {
  const { t } = useTranslation('events');
  const ways = [
    tokens.per_stake !== null ? t('tokens.perStake', { amount: formatAmount(tokens.per_stake) }) : null,
    tokens.per_deposit !== null ? t('tokens.perDeposit', { amount: formatAmount(tokens.per_deposit) }) : null,
  ].filter(Boolean);
  const pct = Math.round(Math.min(1, Math.max(0, tokens.next_progress)) * 100);
  return (
    <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-2/80 p-3" data-testid={testId}>
      <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-[#e4ae39]/15 text-2xl text-[#e4ae39]">
        <Icon name={icon} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2">
          <span className="font-display text-2xl font-bold tabular-nums" data-testid={`${testId}-balance`}>
            {tokens.balance}
          </span>
          <span className="truncate text-sm font-semibold text-muted">{tokens.name}</span>
        </p>
        <p className="truncate text-xs text-muted">{ways.join(' · ')}</p>
        {tokens.per_stake !== null ? (
          <div
            className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-3"
            role="progressbar"
            aria-label={t('tokens.next')}
            aria-valuenow={pct}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full rounded-full bg-[#e4ae39]" style={{ width: `${pct}%` }} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
