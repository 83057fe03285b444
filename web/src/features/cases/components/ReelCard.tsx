import type { Goods } from '@dropforge/shared/contract';
import { memo } from 'react';
import { cx } from '../../../components/ui/cx';
import { ItemPicture, splitName } from '../../../components/ui/ItemCard';
import { safeColor } from '../../../lib/rarity';

export type ReelSize = 'lg' | 'md' | 'sm';

/** Card width, height and gap (px) per reel size, for desktop and phones (≤ 640 px). */
export const REEL_SIZES: Record<ReelSize, { card: number; height: number; gap: number; picture: string }> = {
  lg: { card: 150, height: 172, gap: 8, picture: 'h-[88px]' },
  md: { card: 128, height: 138, gap: 7, picture: 'h-[66px]' },
  sm: { card: 108, height: 112, gap: 6, picture: 'h-[50px]' },
};
export const REEL_SIZES_MOBILE: typeof REEL_SIZES = {
  lg: { card: 112, height: 140, gap: 6, picture: 'h-[66px]' },
  md: { card: 96, height: 116, gap: 5, picture: 'h-[52px]' },
  sm: { card: 84, height: 98, gap: 5, picture: 'h-[40px]' },
};

/** One card of a reel strip; `state` lifts the winner or dims the others once the reel stops. */
export const ReelCard = memo(function ReelCard({
  goods,
  size,
  mobile,
  state,
  testId,
}: {
  goods: Goods;
  size: ReelSize;
  mobile: boolean;
  state: 'normal' | 'win' | 'dim';
  testId?: string;
}) {
  const dims = (mobile ? REEL_SIZES_MOBILE : REEL_SIZES)[size];
  const color = safeColor(goods.quality.color);
  const { weapon, skin } = splitName(goods.name);
  const small = size === 'sm' || (mobile && size !== 'lg');
  return (
    <div
      data-testid={testId}
      data-goods-id={testId ? goods.id : undefined}
      className={cx(
        'relative flex flex-none flex-col items-center justify-center overflow-hidden rounded-lg border transition-[opacity,transform,box-shadow,filter] duration-500 ease-out',
        state === 'win' ? 'z-10 border-transparent' : 'border-white/[0.06]',
        state === 'dim' && 'opacity-35 saturate-50',
      )}
      style={{
        width: dims.card,
        height: dims.height,
        background: `radial-gradient(110% 75% at 50% 105%, ${color}${state === 'win' ? '90' : '55'}, transparent 70%), linear-gradient(180deg, #19212f, #111722)`,
        transform: state === 'win' ? 'translateY(-3px) scale(1.06)' : undefined,
        boxShadow: state === 'win' ? `0 0 0 2px ${color}, 0 0 36px -2px ${color}, 0 0 80px -20px ${color}` : undefined,
      }}
    >
      <span
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-8 opacity-50"
        style={{ background: `linear-gradient(180deg, ${color}33, transparent)` }}
      />
      <ItemPicture
        goods={goods}
        className={cx('relative w-[84%] drop-shadow-[0_6px_10px_rgb(0_0_0/0.55)]', dims.picture)}
      />
      <span className={cx('relative w-full px-2 text-center leading-tight', small ? 'mt-0.5' : 'mt-1.5')}>
        {small ? null : <span className="block truncate text-[10px] text-subtle">{weapon || goods.category.type}</span>}
        <span className={cx('block truncate font-semibold', small ? 'text-[10px]' : 'text-xs')}>{skin}</span>
      </span>
      <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-[3px]" style={{ background: color }} />
    </div>
  );
});
