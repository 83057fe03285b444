import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/Spinner';
import { formatAmount } from '../../../lib/money';
import { ratePercent, type SellSummary } from '../lib/sell-summary';

const TERM = 'text-[10px] font-bold uppercase tracking-wider text-subtle sm:text-xs';

/**
 * The selection's totals and its two actions: Withdraw (every ticked item, to Steam) and Sell (what the sellable
 * items are worth, the fee, and what the player receives, split into balance and shop score when mall items are
 * in it). Both stay pressable with an empty selection so they can say "Please select items first"; they are
 * disabled while a request runs.
 */
export function SellBar({
  selected,
  unsellable = 0,
  summary,
  feeRate,
  pending,
  onSell,
  onWithdraw,
  onClear,
  extra,
  bare = false,
  testId = 'sell-submit',
  withdrawTestId = 'withdraw-submit',
  className,
}: {
  /** `sell-submit` in the sell dialog; the backpack's own bar uses another id. */
  testId?: string;
  withdrawTestId?: string;
  /** Ticked items (Withdraw takes them all). */
  selected: number;
  /** Ticked items that can only be withdrawn (giveaway prizes). */
  unsellable?: number;
  summary: SellSummary;
  feeRate: number | null;
  pending: boolean;
  onSell: () => void;
  onWithdraw: () => void;
  onClear?: () => void;
  extra?: ReactNode;
  /** Without its own box (inside the dialog's footer). */
  bare?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('inventory');
  const empty = selected === 0;
  return (
    <div
      className={cx(
        'relative flex flex-col gap-2.5 sm:flex-row sm:items-center sm:gap-5',
        !bare && 'rounded-xl border border-line-strong bg-surface-2 px-3 py-2.5 sm:px-4 sm:py-3',
        className,
      )}
    >
      <dl className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
        <div className="flex items-baseline gap-1.5">
          <dt className={TERM}>{t('sell.selected')}</dt>
          <dd className="font-display text-lg font-bold tabular" data-testid="sell-count">
            {selected}
          </dd>
        </div>
        <div className="flex items-baseline gap-1.5">
          <dt className={TERM}>{t('sell.value')}</dt>
          <dd className="font-bold tabular">{formatAmount(summary.value)}</dd>
        </div>
        <div className="flex items-baseline gap-1.5">
          <dt className={TERM}>{t('sell.receive')}</dt>
          <dd className="font-display text-xl font-bold text-money tabular" data-testid="sell-receive">
            {formatAmount(summary.receive)}
          </dd>
          {feeRate !== null ? (
            <dd className="text-xs whitespace-nowrap text-subtle">
              {t('sell.afterFee', { rate: ratePercent(feeRate) })}
            </dd>
          ) : null}
        </div>
        {summary.toShopScore > 0 ? (
          <div className="flex basis-full items-center gap-1.5 text-xs text-muted">
            <Icon name="token" className="text-accent-2" />
            <dt className="sr-only">{t('sell.split')}</dt>
            <dd>
              {t('sell.splitText', {
                balance: formatAmount(summary.toBalance),
                shop: formatAmount(summary.toShopScore),
              })}
            </dd>
          </div>
        ) : null}
        {unsellable > 0 ? (
          <div className="flex basis-full items-center gap-1.5 text-xs text-muted">
            <Icon name="lock" className="text-[#c8b0ff]" />
            <dt className="sr-only">{t('item.raffle')}</dt>
            <dd>{t('sell.withdrawOnly', { n: unsellable })}</dd>
          </div>
        ) : null}
      </dl>
      {/* On phones Clear and the extra button sit in the top corner, so Withdraw and Sell get a full row. */}
      <div className={cx('absolute right-2 flex items-center gap-1.5 sm:static sm:gap-2', bare ? 'top-0' : 'top-1.5')}>
        {onClear && !empty ? (
          <Button variant="ghost" size="md" className="px-2.5" aria-label={t('sell.clear')} onClick={onClear}>
            <Icon name="close" className="sm:hidden" />
            <span className="hidden sm:inline">{t('sell.clear')}</span>
          </Button>
        ) : null}
        {extra}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center">
        <Button
          variant="outline"
          size="md"
          data-testid={withdrawTestId}
          disabled={pending}
          className={cx('w-full px-2 sm:w-auto sm:px-4', empty && 'opacity-60 saturate-50')}
          onClick={onWithdraw}
        >
          <Icon name="external" />
          {empty ? t('withdraw.submitEmpty') : t('withdraw.submit', { n: selected })}
        </Button>
        <Button
          variant="money"
          size="md"
          data-testid={testId}
          disabled={pending}
          aria-busy={pending || undefined}
          className={cx('w-full px-2 sm:w-auto sm:min-w-36 sm:px-4', empty && 'opacity-60 saturate-50')}
          onClick={onSell}
        >
          {pending ? <Spinner label={t('sell.selling')} className="text-current" /> : <Icon name="coins" />}
          {summary.count === 0 ? t('sell.submitEmpty') : t('sell.submit', { amount: formatAmount(summary.receive) })}
        </Button>
      </div>
    </div>
  );
}
