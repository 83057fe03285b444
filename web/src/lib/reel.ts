/**
 * What the case reel (horizontal) and the battle reel (vertical) share: cards sampled by a box's odds, where a
 * strip stops, the ease-out and the spin itself (requestAnimationFrame on a transform, no React render per frame).
 * Each reel keeps its own lengths, timing and look.
 */
import { pickDrop, TICKETS_TOTAL, type TicketRange } from '@dropforge/shared/domain';

/** Uniform random number in [0, 1). */
export type Rng = () => number;

/** What a reel needs of a box item (a BoxDetail item). */
export interface OddsItem<G = unknown> {
  goods: G;
  ticket_from: number;
  /** Exclusive. */
  ticket_to: number;
}

export interface ReelGeometry {
  /** Card size along the strip (px). */
  card: number;
  /** Gap between cards (px). */
  gap: number;
  /** Visible length of the reel (px); the marker is at its middle. */
  viewport: number;
}

const rangesOf = (items: readonly OddsItem[]): TicketRange[] =>
  items.map((item, i) => ({ goodsId: i, from: item.ticket_from, to: item.ticket_to }));

/** The item owning `ticket` (items in published ticket order, as BoxDetail lists them). */
export function itemForTicket<T extends OddsItem>(items: readonly T[], ticket: number): T {
  const range = pickDrop(rangesOf(items), ticket);
  return items[range.goodsId as number]!;
}

/** One item drawn with the box's odds: a uniform ticket mapped through the ticket ranges. */
export function sampleByOdds<T extends OddsItem>(items: readonly T[], rng: Rng): T {
  const ticket = Math.min(TICKETS_TOTAL - 1, Math.floor(rng() * TICKETS_TOTAL));
  return itemForTicket(items, ticket);
}

/** Where in the winning card the marker stops, as a share of the card (0.5 = centre, ± `spread`). */
export function landingFraction(rng: Rng, spread: number): number {
  return 0.5 + (rng() * 2 - 1) * spread;
}

/** The strip's translation that puts the marker `fraction` of the way into card `index`. */
export function landingOffset(index: number, fraction: number, g: ReelGeometry): number {
  return g.viewport / 2 - (index * (g.card + g.gap) + fraction * g.card);
}

/** Ease-out of the given power: a fast start and a long, slow stop. */
export function easeOutPow(t: number, power: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** power;
}

export function stripTransform(axis: 'x' | 'y', offset: number): string {
  return axis === 'x' ? `translate3d(${offset.toFixed(2)}px,0,0)` : `translate3d(0,${offset.toFixed(2)}px,0)`;
}

/**
 * Spins `el` along `axis` from `from()` to `to()` (read every frame, so a resize mid-spin is followed) in
 * `duration` ms with `ease`; `onFrame` sees each offset, `onEnd` runs once the last frame is drawn. Answers
 * the cancel (no `onEnd`).
 */
export function spinStrip(
  el: HTMLElement,
  spin: {
    axis: 'x' | 'y';
    from: () => number;
    to: () => number;
    duration: number;
    ease: (t: number) => number;
    onFrame?: (offset: number) => void;
    onEnd?: () => void;
  },
): () => void {
  let frame = 0;
  const t0 = performance.now();
  const step = (now: number) => {
    const t = (now - t0) / spin.duration;
    const from = spin.from();
    const offset = from + (spin.to() - from) * spin.ease(t);
    el.style.transform = stripTransform(spin.axis, offset);
    spin.onFrame?.(offset);
    if (t >= 1) spin.onEnd?.();
    else frame = requestAnimationFrame(step);
  };
  el.style.transform = stripTransform(spin.axis, spin.from());
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
