import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon, type IconName } from '../../../components/ui/icons';
import type { DropType } from '../lib/drops';

/** Icons of the drops that did not come out of a case. */
const ICONS: Record<Exclude<DropType, 'unpacking'>, { icon: IconName; tone: string }> = {
  battle: { icon: 'swords', tone: 'text-covert' },
  upgrade: { icon: 'upgrade', tone: 'text-money' },
  mall: { icon: 'store', tone: 'text-industrial' },
  windows: { icon: 'bolt', tone: 'text-contraband' },
  snowball: { icon: 'snowflake', tone: 'text-info' },
  giveaway: { icon: 'gift', tone: 'text-classified' },
};

/** Where a non-case drop came from (battle, upgrade, shop, event); nothing for case drops. */
export function DropTypeBadge({ type, className }: { type: DropType; className?: string }) {
  const { t } = useTranslation('layout');
  if (type === 'unpacking') return null;
  const { icon, tone } = ICONS[type];
  const label = t(`drops.types.${type}`);
  return (
    <span className={cx('grid place-items-center rounded-md bg-black/70', tone, className)} title={label}>
      <Icon name={icon} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
