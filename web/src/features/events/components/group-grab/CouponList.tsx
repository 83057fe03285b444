import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../../components/ui/Button';
import { cx } from '../../../../components/ui/cx';
import { Icon } from '../../../../components/ui/icons';
import { toast } from '../../../../components/ui/toast-store';
import { formatAmount } from '../../../../lib/money';
import { type Coupon, useReceiveCoupon } from '../../api/groupgrab';

const STATE_TONE: Record<Coupon['state'], string> = {
  won: 'border-contraband/60 from-contraband/20',
  ready: 'border-money/50 from-money/15',
  used: 'border-line from-surface-2 opacity-70',
  expired: 'border-line from-surface-2 opacity-60',
};

/** The player's coupons (`room_backpack`): won ones to receive, ready ones with their expiry, used and expired. */
export function CouponList({ list }: { list: Coupon[] }) {
  const { t, i18n } = useTranslation('groupgrab');
  const receive = useReceiveCoupon();
  const busy = useRef(false);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="coupon-list">
      {list.map((c) => (
        <li
          key={c.id}
          className={cx(
            'relative flex items-center gap-3 overflow-hidden rounded-[var(--radius-card)] border bg-gradient-to-r to-surface p-4 motion-safe:animate-fade-up',
            STATE_TONE[c.state],
          )}
          data-testid={`coupon-${c.id}`}
          data-state={c.state}
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-contraband/20 text-2xl text-contraband">
            <Icon name="ticket" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-display text-xl font-bold text-contraband">
              {c.target === 'recharge' ? '+' : '−'}
              {formatAmount(c.amount)}
            </p>
            <p className="truncate text-xs text-muted">
              {t(c.target === 'recharge' ? 'topupCouponLine' : 'couponLine', { min: formatAmount(c.min) })} ·{' '}
              {c.room_code}
            </p>
            <p className="text-xs text-muted">
              {c.state === 'won'
                ? t('state.won', { days: c.valid_days })
                : c.state === 'ready'
                  ? t('state.ready', { date: date(c.expires_at!) })
                  : t(`state.${c.state}`)}
            </p>
          </div>
          {c.state === 'won' ? (
            <Button
              size="sm"
              variant="money"
              disabled={receive.isPending}
              data-testid={`coupon-receive-${c.id}`}
              onClick={() => {
                if (busy.current) return;
                busy.current = true;
                receive
                  .mutateAsync(c.id)
                  .then(() => toast.success(t('received')))
                  .catch((e: Error) => toast.error(e.message || 'Error'))
                  .finally(() => {
                    busy.current = false;
                  });
              }}
            >
              {t('receive')}
            </Button>
          ) : c.state === 'ready' ? (
            <ButtonLink
              to={c.target === 'recharge' ? `/pay?coupon=${c.id}&p=${Math.max(c.min, 5)}` : '/'}
              size="sm"
              variant="outline"
              data-testid={`coupon-use-${c.id}`}
            >
              {t('use')}
            </ButtonLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
