import type { Goods } from '@dropforge/shared/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { RareDropRays } from '../../../components/ui/RareDropRays';
import { rarityRank, safeColor } from '../../../lib/rarity';
import { spinStrip, stripTransform } from '../../../lib/reel';
import { cardAtMarker, easeOut, IDLE_INDEX, landingX, type ReelPlan as Plan, type ReelGeometry } from '../lib/reel';
import { playTick } from '../lib/sound';
import { REEL_SIZES, REEL_SIZES_MOBILE, ReelCard, type ReelSize } from './ReelCard';

export type ReelPlan = Plan<Goods>;

const translate = (x: number) => stripTransform('x', x);

/**
 * One horizontal reel: the strip scrolls from the resting card (IDLE_INDEX) to `plan.center`, easing
 * out under the centre marker (requestAnimationFrame on a transform; no React render per frame).
 * `skip` jumps to the end; `reduced` (prefers-reduced-motion) shows the end at once with a fade.
 */
export function Reel({
  plan,
  size,
  mobile,
  reduced,
  ticking,
  skip,
  onLanded,
}: {
  plan: ReelPlan;
  size: ReelSize;
  mobile: boolean;
  reduced: boolean;
  ticking: boolean;
  /** Incremented to stop the spin at its end. */
  skip: number;
  onLanded: (spin: number) => void;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [landed, setLanded] = useState(0);
  const dims = (mobile ? REEL_SIZES_MOBILE : REEL_SIZES)[size];
  const geo: ReelGeometry = { card: dims.card, gap: dims.gap, viewport: width };
  const geoRef = useRef(geo);
  geoRef.current = geo;
  const planRef = useRef(plan);
  planRef.current = plan;
  const landedRef = useRef(onLanded);
  landedRef.current = onLanded;
  const tickingRef = useRef(ticking);
  tickingRef.current = ticking;
  const stopRef = useRef<(() => void) | null>(null);

  const spinning = plan.spin > 0 && landed !== plan.spin;
  const winnerColor = safeColor(plan.strip[plan.center]?.quality.color);
  const showWinner = plan.spin > 0 && !spinning;

  useLayoutEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const ready = width > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per spin; geometry and callbacks are read through refs
  useLayoutEffect(() => {
    const el = stripRef.current;
    const current = planRef.current;
    if (!el || !ready || current.spin === 0) return;
    const spin = current.spin;
    let done = false;
    const land = () => {
      if (done) return;
      done = true;
      stopRef.current = null;
      el.style.transform = translate(landingX(current.center, current.fraction, geoRef.current));
      setLanded(spin);
      landedRef.current(spin);
    };
    if (reduced) {
      el.style.transform = translate(landingX(current.center, current.fraction, geoRef.current));
      el.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: 320, easing: 'ease-out' });
      const timer = setTimeout(land, 340);
      stopRef.current = () => {
        clearTimeout(timer);
        land();
      };
      return () => clearTimeout(timer);
    }
    let lastCard = IDLE_INDEX;
    const cancel = spinStrip(el, {
      axis: 'x',
      from: () => landingX(IDLE_INDEX, 0.5, geoRef.current),
      to: () => landingX(current.center, current.fraction, geoRef.current),
      duration: current.duration,
      ease: easeOut,
      onFrame: (x) => {
        const card = cardAtMarker(x, geoRef.current);
        if (card !== -1 && card !== lastCard) {
          lastCard = card;
          if (tickingRef.current) playTick();
        }
      },
      onEnd: land,
    });
    stopRef.current = () => {
      cancel();
      land();
    };
    return cancel;
  }, [plan.spin, ready, reduced]);

  const skipSeen = useRef(skip);
  useEffect(() => {
    if (skip === skipSeen.current) return;
    skipSeen.current = skip;
    stopRef.current?.();
  }, [skip]);

  const restX = plan.spin > 0 && spinning ? landingX(IDLE_INDEX, 0.5, geo) : landingX(plan.center, plan.fraction, geo);
  return (
    <div
      data-testid="case-reel"
      data-state={spinning ? 'spinning' : plan.spin > 0 ? 'landed' : 'idle'}
      className="relative overflow-hidden rounded-xl border border-line bg-[#0a0e15] shadow-[inset_0_0_40px_rgb(0_0_0/0.7)]"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 transition-opacity duration-700"
        style={{
          opacity: showWinner ? 1 : 0,
          background: `radial-gradient(${dims.card * 1.6}px 100% at 50% 50%, ${winnerColor}38, transparent 70%)`,
        }}
      />
      {showWinner && rarityRank(winnerColor) >= 4 ? (
        <RareDropRays color={winnerColor} className="size-[420px] opacity-40" />
      ) : null}
      <div
        ref={viewportRef}
        className="relative py-3.5 [mask-image:linear-gradient(90deg,transparent,#000_9%,#000_91%,transparent)]"
        style={{ height: dims.height + 28 }}
      >
        <div
          ref={stripRef}
          className="flex will-change-transform"
          style={{ gap: dims.gap, transform: ready ? translate(restX) : undefined, opacity: ready ? 1 : 0 }}
        >
          {plan.strip.map((goods, i) => (
            <ReelCard
              // biome-ignore lint/suspicious/noArrayIndexKey: a strip position; the same goods may repeat
              key={`${i}-${goods.id}`}
              goods={goods}
              size={size}
              mobile={mobile}
              state={showWinner ? (i === plan.center ? 'win' : 'dim') : 'normal'}
              testId={showWinner && i === plan.center ? 'case-reel-winner' : undefined}
            />
          ))}
        </div>
      </div>
      <Marker color={showWinner ? winnerColor : '#ffb02e'} landed={showWinner} />
    </div>
  );
}

/** The centre marker: a glowing line with a notch at the top and bottom; the line fades once landed. */
function Marker({ color, landed }: { color: string; landed: boolean }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-1/2 z-20 -translate-x-1/2">
      <span
        className="absolute inset-y-2 left-1/2 w-0.5 -translate-x-1/2 rounded-full transition-[background-color,opacity] duration-500"
        style={{ background: color, boxShadow: `0 0 12px 1px ${color}`, opacity: landed ? 0 : 1 }}
      />
      <span
        className="absolute top-0 left-1/2 size-0 -translate-x-1/2 border-x-[9px] border-t-[11px] border-x-transparent transition-colors duration-500"
        style={{ borderTopColor: color }}
      />
      <span
        className="absolute bottom-0 left-1/2 size-0 -translate-x-1/2 border-x-[9px] border-b-[11px] border-x-transparent transition-colors duration-500"
        style={{ borderBottomColor: color }}
      />
    </div>
  );
}
