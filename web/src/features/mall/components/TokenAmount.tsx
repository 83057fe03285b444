import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';

/** A shop-score amount: the token icon and two decimals (spec §3: shop score shows as a token amount). */
export function TokenAmount({
  amount,
  className,
  inherit = false,
}: {
  amount: number;
  className?: string;
  /** Use the surrounding text colour (on a coloured button) instead of the shop-score gold. */
  inherit?: boolean;
}) {
  const { t } = useTranslation('mall');
  return (
    <span className={cx('inline-flex items-center gap-1 font-bold tabular', !inherit && 'text-contraband', className)}>
      <Icon name="token" className="shrink-0" />
      {formatAmount(amount, '')}
      <span className="sr-only"> {t('shopScore')}</span>
    </span>
  );
}
