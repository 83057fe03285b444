import type { Profile } from '@dropforge/shared/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import type { Order } from '../api/payments';

/** Paid order breakdown: recharge, bonus, fee, order number, and the balance it landed in. */
export function ResultDetails({ order, profile }: { order: Order; profile: Profile | null }) {
  const { t } = useTranslation('pay');
  const shop = order.currency === 'shop_score';
  const sign = shop ? '' : '$';
  const rows: Array<[string, string, string?]> = [
    [t('result.paid.recharge'), formatAmount(order.amount, sign)],
    [t('result.paid.bonus'), `+${formatAmount(order.bonus, sign)}`, 'text-money'],
  ];
  if (order.fee > 0) rows.push([t('result.paid.fee'), formatAmount(order.fee)]);
  rows.push([t('result.paid.order'), order.order_sn, 'font-mono text-xs']);
  return (
    <div className="mt-4 w-full max-w-sm">
      <dl className="divide-y divide-line/70 rounded-xl border border-line bg-surface-2 px-4 text-left">
        {rows.map(([label, value, tone]) => (
          <div key={label} className="flex items-center justify-between gap-3 py-2.5">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className={`text-sm font-bold tabular ${tone ?? 'text-text'}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {profile ? (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-xl border border-money/40 bg-money/10 px-4 py-3">
          <span className="flex items-center gap-2 text-sm font-bold text-text">
            <Icon name={shop ? 'token' : 'wallet'} className={shop ? 'text-contraband' : 'text-money'} />
            {shop ? t('result.paid.newShopScore') : t('result.paid.newBalance')}
          </span>
          <span data-testid="pay-result-balance" className="font-display text-2xl font-bold text-money tabular">
            {shop ? formatAmount(profile.shop_score, '') : formatAmount(profile.money)}
          </span>
        </div>
      ) : null}
    </div>
  );
}
