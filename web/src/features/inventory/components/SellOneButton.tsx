import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { useArmed } from '../../../lib/useArmed';

/** Per-item sell: the first press turns the button into a confirmation for 4 s, the second sells. */
export function SellOneButton({
  amount,
  name,
  disabled,
  onSell,
}: {
  amount: number;
  name: string;
  disabled: boolean;
  onSell: () => void;
}) {
  const { t } = useTranslation('inventory');
  const { armed, arm, disarm } = useArmed();
  return (
    <button
      type="button"
      disabled={disabled}
      aria-label={armed ? t('item.confirmLabel', { name, price: formatAmount(amount) }) : t('item.sellLabel', { name })}
      onClick={() => {
        if (!armed) return arm();
        disarm();
        onSell();
      }}
      className={cx(
        'flex h-8 w-full items-center justify-center gap-1.5 rounded-lg text-[11px] font-bold uppercase tracking-wide transition disabled:opacity-50',
        armed
          ? 'bg-gradient-to-b from-[#5cf0a1] to-money text-[#04220f] shadow-[0_4px_16px_-6px_rgb(62_224_137/0.9)]'
          : 'border border-line-strong bg-surface-3 text-text hover:border-money/60 hover:text-money',
      )}
    >
      <Icon name={armed ? 'check' : 'coins'} />
      {armed ? t('item.confirm', { price: formatAmount(amount) }) : t('item.sell')}
    </button>
  );
}
