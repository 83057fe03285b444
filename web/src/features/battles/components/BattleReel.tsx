import { memo, useLayoutEffect, useRef } from 'react';
import { cx } from '../../../components/ui/cx';
import { ItemPicture } from '../../../components/ui/ItemCard';
import { RareDropRays } from '../../../components/ui/RareDropRays';
import { formatAmount } from '../../../lib/money';
import { rarityRank, safeColor } from '../../../lib/rarity';
import { spinStrip, stripTransform } from '../../../lib/reel';
import type { Goods } from '../api/battles';
import { easeOut, IDLE_INDEX, landingY, type ReelGeometry } from '../lib/reel';

/** Card height, gap and visible height (px), desktop and phones. */
export const REEL_DIMS = {
  wide: { card: 112, gap: 8, viewport: 300 },
  compact: { card: 80, gap: 6, viewport: 226 },
} as const satisfies Record<string, ReelGeometry>;

export interface ReelView {
  /** The round shown, or null before the first (an idle strip of the coming box). */
  round: number | null;
  strip: Goods[];
  center: number;
  fraction: number;
  state: 'idle' | 'spinning' | 'landed';
}

const translate = (y: number) => stripTransform('y', y);

const ReelItem = memo(function ReelItem({
  goods,
  height,
  compact,
  state,
}: {
  goods: Goods;
  height: number;
  compact: boolean;
  state: 'normal' | 'win' | 'dim';
}) {
  const color = safeColor(goods.quality.color);
  return (
    <div
      data-testid={state === 'win' ? 'battle-reel-winner' : undefined}
      data-goods-id={state === 'win' ? goods.id : undefined}
      className={cx(
        'relative flex flex-none flex-col items-center justify-center overflow-hidden rounded-lg border transition-[opacity,transform,box-shadow] duration-500',
        state === 'win' ? 'z-10 border-transparent' : 'border-white/[0.06]',
        state === 'dim' && 'opacity-30 saturate-50',
      )}
      style={{
        height,
        background: `radial-gradient(110% 80% at 50% 100%, ${color}${state === 'win' ? '99' : '4d'}, transparent 70%), linear-gradient(180deg, #19212f, #111722)`,
        transform: state === 'win' ? 'scale(1.04)' : undefined,
        boxShadow: state === 'win' ? `0 0 0 2px ${color}, 0 0 32px -4px ${color}` : undefined,
      }}
    >
      <ItemPicture goods={goods} className={cx('w-[80%]', compact ? 'h-[44px]' : 'h-[64px]')} />
      <span className="mt-0.5 w-full truncate px-1.5 text-center text-[10px] leading-tight font-semibold sm:text-[11px]">
        {goods.name.split(' | ')[1] ?? goods.name}
      </span>
      <span className="text-[10px] font-bold text-money tabular sm:text-[11px]">{formatAmount(goods.price)}</span>
      <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-[3px]" style={{ background: color }} />
    </div>
  );
});

/**
 * One seat's vertical reel. A new spin (`state` spinning, a new `round`) scrolls the strip from IDLE_INDEX
 * down onto `center` in `duration` ms, easing out (requestAnimationFrame on a transform, no render per
 * frame); `reduced` fades the stopped strip in instead. Landed and idle strips are drawn still.
 */
export function BattleReel({
  view,
  slot,
  duration,
  reduced,
  compact,
  accent,
}: {
  view: ReelView;
  slot: number;
  duration: number;
  reduced: boolean;
  compact: boolean;
  /** Colour of the centre line. */
  accent: string;
}) {
  const dims = compact ? REEL_DIMS.compact : REEL_DIMS.wide;
  const stripRef = useRef<HTMLDivElement>(null);
  const spinning = view.state === 'spinning';
  const winner = view.state === 'landed' ? view.strip[view.center] : undefined;
  const winColor = safeColor(winner?.quality.color);
  const rest = view.state === 'idle' ? landingY(IDLE_INDEX, 0.5, dims) : landingY(view.center, view.fraction, dims);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per spin (round); the plan is stable within it
  useLayoutEffect(() => {
    const el = stripRef.current;
    if (!el || !spinning) return;
    const to = landingY(view.center, view.fraction, dims);
    if (reduced) {
      el.style.transform = translate(to);
      el.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: Math.min(320, duration), easing: 'ease-out' });
      return;
    }
    const from = landingY(IDLE_INDEX, 0.5, dims);
    return spinStrip(el, { axis: 'y', from: () => from, to: () => to, duration, ease: easeOut });
  }, [spinning, view.round, reduced, compact]);

  return (
    <div
      data-testid="battle-reel"
      data-slot={slot}
      data-round={view.round ?? ''}
      data-state={view.state}
      aria-hidden="true"
      className="relative overflow-hidden rounded-xl border border-line bg-[#0a0e15] shadow-[inset_0_0_40px_rgb(0_0_0/0.7)]"
      style={{ height: dims.viewport }}
    >
      {winner && rarityRank(winColor) >= 4 ? (
        <RareDropRays color={winColor} className="size-[360px] opacity-35" />
      ) : null}
      <div className="absolute inset-0 flex justify-center px-1.5 [mask-image:linear-gradient(180deg,transparent,#000_14%,#000_86%,transparent)] sm:px-2.5">
        <div
          ref={stripRef}
          className="flex w-full max-w-[15rem] flex-col self-start will-change-transform"
          style={{
            gap: dims.gap,
            transform: spinning ? undefined : translate(rest),
            opacity: view.state === 'idle' ? 0.35 : 1,
          }}
        >
          {view.strip.map((goods, i) => (
            <ReelItem
              // biome-ignore lint/suspicious/noArrayIndexKey: a strip position; the same goods may repeat
              key={`${view.round ?? 'idle'}-${i}`}
              goods={goods}
              height={dims.card}
              compact={compact}
              state={winner ? (i === view.center ? 'win' : 'dim') : 'normal'}
            />
          ))}
        </div>
      </div>
      <span
        className="pointer-events-none absolute inset-x-0 top-1/2 z-20 h-0.5 -translate-y-1/2 transition-opacity duration-500"
        style={{ background: accent, boxShadow: `0 0 12px 1px ${accent}`, opacity: winner ? 0.25 : 0.9 }}
      />
      <span
        className="pointer-events-none absolute top-1/2 left-0 z-20 size-0 -translate-y-1/2 border-y-[7px] border-l-[9px] border-y-transparent"
        style={{ borderLeftColor: accent }}
      />
      <span
        className="pointer-events-none absolute top-1/2 right-0 z-20 size-0 -translate-y-1/2 border-y-[7px] border-r-[9px] border-y-transparent"
        style={{ borderRightColor: accent }}
      />
    </div>
  );
}
