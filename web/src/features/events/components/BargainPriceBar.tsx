import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { formatAmount } from '../../../lib/money';

/**
 * The price cut down toward the target: the bar fills as friends cut, sliding to each new price with a floating
 * "−$0.12" chip. With reduced motion the bar jumps and the chip simply appears.
 */
export function BargainPriceBar({
  price,
  target,
  current,
  compact = false,
}: {
  price: number;
  target: number;
  current: number;
  compact?: boolean;
}) {
  const { t } = useTranslation('social');
  const span = Math.max(0.001, price - target);
  const done = Math.min(1, Math.max(0, (price - current) / span));
  const last = useRef(current);
  const [cut, setCut] = useState<{ amount: number; key: number } | null>(null);
  useEffect(() => {
    if (current < last.current) setCut({ amount: last.current - current, key: Date.now() });
    last.current = current;
  }, [current]);
  const reached = current <= target;

  return (
    <div className="w-full" data-testid="bargain-bar">
      <div className="mb-1.5 flex items-end justify-between gap-3">
        <div>
          <p className="text-[11px] font-semibold uppercase tracking-wide text-muted">{t('bargain.current')}</p>
          <p
            className={cx(
              'relative font-display font-bold tabular-nums',
              compact ? 'text-xl' : 'text-3xl sm:text-4xl',
              reached ? 'text-money' : 'text-text',
            )}
            data-testid="bargain-current"
          >
            {formatAmount(current)}
            {cut ? (
              <span
                key={cut.key}
                className="pointer-events-none absolute -top-4 left-full ml-2 whitespace-nowrap rounded-md bg-covert/90 px-1.5 py-0.5 text-xs font-bold text-white motion-safe:animate-[bargain-chip_1.6s_ease-out_both]"
              >
                −{formatAmount(cut.amount)}
              </span>
            ) : null}
          </p>
        </div>
        <div className="text-right">
          <p className="text-[11px] font-semibold uppercase tracking-wide text-muted">{t('bargain.target')}</p>
          <p className={cx('font-bold tabular-nums text-money', compact ? 'text-sm' : 'text-lg')}>
            {formatAmount(target)}
          </p>
        </div>
      </div>
      <div
        className={cx('relative overflow-hidden rounded-full bg-surface-3', compact ? 'h-2.5' : 'h-4')}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(done * 100)}
        aria-label={t('bargain.progress')}
      >
        <div
          className={cx(
            'absolute inset-y-0 left-0 rounded-full bg-gradient-to-r from-covert via-accent-2 to-money',
            'transition-[width] duration-700 ease-out motion-reduce:transition-none',
            reached && 'motion-safe:animate-pulse',
          )}
          style={{ width: `${done * 100}%` }}
        />
        {!compact ? (
          <div className="absolute inset-0 bg-[repeating-linear-gradient(135deg,transparent_0_10px,rgb(255_255_255/0.06)_10px_20px)]" />
        ) : null}
      </div>
      <div className="mt-1 flex justify-between text-[11px] tabular-nums text-muted">
        <span className="line-through">{formatAmount(price)}</span>
        <span>{t('bargain.off', { percent: Math.round(done * 100) })}</span>
      </div>
    </div>
  );
}
