import { type RefObject, useLayoutEffect } from 'react';

/** Only drops that arrived this recently animate (a card remounting later, e.g. on a tab switch, does not). */
const FRESH_MS = 1500;

/** The strip's slot opens from nothing (its gap included) while the card fades in. */
function stripFrames(width: number, gap: number): Keyframe[] {
  return [
    { width: '0px', marginInlineEnd: `${-gap}px`, opacity: 0 },
    { width: `${width}px`, marginInlineEnd: '0px', opacity: 1 },
  ];
}
const GRID: Keyframe[] = [
  { opacity: 0, transform: 'translateX(-24px) scale(0.92)' },
  { opacity: 1, transform: 'none' },
];

/**
 * A card that just arrived over the socket slides in from the left (`strip`: the slot opens and pushes the
 * others right) and flashes in its rarity colour. Nothing moves under prefers-reduced-motion.
 */
export function useArrival(
  ref: RefObject<HTMLElement | null>,
  arrivedAt: number | undefined,
  { kind, color }: { kind: 'strip' | 'grid'; color: string },
): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || arrivedAt === undefined || Date.now() - arrivedAt > FRESH_MS) return;
    if (typeof el.animate !== 'function') return;
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const gap = Number.parseFloat(getComputedStyle(el.parentElement ?? el).columnGap) || 0;
    const moves = el.animate(kind === 'strip' ? stripFrames(el.offsetWidth, gap) : GRID, {
      duration: kind === 'strip' ? 520 : 420,
      easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
    });
    const flash = (el.firstElementChild as HTMLElement | null)?.animate(
      kind === 'strip'
        ? [
            { boxShadow: `inset 0 0 0 1px ${color}, inset 0 0 22px 0 ${color}` },
            { boxShadow: 'inset 0 0 0 1px transparent' },
          ]
        : [{ boxShadow: `0 0 0 2px ${color}, 0 0 32px 0 ${color}` }, { boxShadow: '0 0 0 0 transparent' }],
      { duration: 1600, easing: 'ease-out' },
    );
    return () => {
      moves.cancel();
      flash?.cancel();
    };
  }, [ref, arrivedAt, kind, color]);
}
