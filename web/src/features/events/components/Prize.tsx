import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon, type IconName } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';
import { formatAmount } from '../../../lib/money';
import type { PrizeView } from '../api/events';

const ICONS: Record<PrizeView['kind'], IconName> = {
  cash: 'wallet',
  coins: 'coins',
  shop_score: 'token',
  case: 'box',
  item: 'gift',
};
const TONES: Record<PrizeView['kind'], string> = {
  cash: 'text-money',
  coins: 'text-[#e4ae39]',
  shop_score: 'text-info',
  case: 'text-accent-2',
  item: 'text-[#d32ce6]',
};

/** What a prize is in words: `$0.25`, `0.10 coins`, a case's or an item's name. */
export function usePrizeLabel() {
  const { t } = useTranslation('events');
  return (p: PrizeView) => {
    if (p.kind === 'cash') return formatAmount(p.amount ?? 0);
    if (p.kind === 'coins') return t('prize.coins', { amount: formatAmount(p.amount ?? 0, '') });
    if (p.kind === 'shop_score') return t('prize.shopScore', { amount: formatAmount(p.amount ?? 0, '') });
    return p.name ?? t(`prize.${p.kind}`);
  };
}

/** A prize as a small picture or icon with its label. */
export function Prize({
  prize,
  size = 'md',
  className,
}: {
  prize: PrizeView;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const label = usePrizeLabel()(prize);
  const box = size === 'lg' ? 'size-16 text-3xl' : size === 'sm' ? 'size-7 text-base' : 'size-10 text-xl';
  const icon = (
    <span className={cx('grid place-items-center rounded-lg bg-surface-3', box, TONES[prize.kind])}>
      <Icon name={ICONS[prize.kind]} />
    </span>
  );
  return (
    <span className={cx('flex min-w-0 flex-col items-center gap-1 text-center', className)}>
      {prize.picture ? (
        <SafeImage src={prize.picture} alt="" className={cx('object-contain', box)} fallback={icon} />
      ) : (
        icon
      )}
      <span className={cx('max-w-full truncate font-bold tabular-nums', size === 'sm' ? 'text-[11px]' : 'text-xs')}>
        {label}
      </span>
    </span>
  );
}
