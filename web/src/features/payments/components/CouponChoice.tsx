import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import type { Coupon } from '../api/payments';

/** The top-up coupon this amount gets, ticked by default: its amount is added when the order is paid. */
export function CouponChoice({
  coupon,
  on,
  onChange,
}: {
  coupon: Coupon;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t, i18n } = useTranslation('pay');
  const until = coupon.expires_at
    ? new Date(coupon.expires_at).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
    : '';
  return (
    <label
      className="mt-4 flex cursor-pointer items-center gap-3 rounded-xl border border-contraband/50 bg-gradient-to-r from-contraband/15 to-transparent p-3 text-sm"
      data-testid="pay-coupon"
      data-coupon-id={coupon.id}
    >
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 shrink-0 accent-[#e4ae39]"
      />
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-contraband/20 text-lg text-contraband">
        <Icon name="ticket" />
      </span>
      <span className="min-w-0">
        <span className="block font-bold text-contraband">
          {t('coupon.apply', { amount: formatAmount(coupon.amount) })}
        </span>
        <span className="block text-xs text-muted">{t('coupon.until', { date: until })}</span>
      </span>
    </label>
  );
}
