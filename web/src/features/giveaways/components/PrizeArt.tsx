import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';
import { safeColor, tierColor } from '../../../lib/rarity';
import type { GiftPrize } from '../api/giveaways';

/** A prize's colour: its rarity, or the price tier for cash, coins and cases. */
export function prizeColor(prize: GiftPrize): string {
  return prize.rarity_color ? safeColor(prize.rarity_color) : tierColor(prize.price);
}

const FALLBACK = { cash: 'wallet', coins: 'coins', box: 'box', goods: 'gift' } as const;

/** A prize's picture on a glow of its colour (an icon for cash and coins without a picture). */
export function PrizeArt({ prize, className }: { prize: GiftPrize; className?: string }) {
  const color = prizeColor(prize);
  return (
    <span
      className={cx('grid place-items-center', className)}
      style={{ backgroundImage: `radial-gradient(60% 60% at 50% 55%, ${color}40, transparent 72%)` }}
    >
      <SafeImage
        src={prize.picture}
        alt=""
        className="size-full object-contain drop-shadow-[0_6px_10px_rgb(0_0_0/0.5)]"
        fallback={
          <span className="text-2xl" style={{ color }}>
            <Icon name={FALLBACK[prize.kind]} />
          </span>
        }
      />
    </span>
  );
}
