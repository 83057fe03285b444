import type { WheelArc } from '@dropforge/shared/domain';

/** Segment colours: the CS2 rarity ladder, cheapest first (the content lists segments from small to big prizes). */
export const SEGMENT_COLORS = ['#5e98d9', '#4b69ff', '#8847ff', '#d32ce6', '#eb4b4b', '#e4ae39', '#3ee089', '#b0c3d9'];

/** A point on the circle at `angle` (0° = 12 o'clock, clockwise) in SVG coordinates. */
export function polarPoint(cx: number, cy: number, r: number, angle: number): { x: number; y: number } {
  const rad = ((angle - 90) * Math.PI) / 180;
  return { x: cx + r * Math.cos(rad), y: cy + r * Math.sin(rad) };
}

/** The SVG path of a pie slice of radius `r` around (c, c) for an arc (a full circle when it is all of it). */
export function slicePath(c: number, r: number, arc: WheelArc): string {
  if (arc.sweep >= 359.999) return `M${c - r} ${c}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
  const a = polarPoint(c, c, r, arc.start);
  const b = polarPoint(c, c, r, arc.start + arc.sweep);
  const large = arc.sweep > 180 ? 1 : 0;
  return `M${c} ${c}L${a.x.toFixed(3)} ${a.y.toFixed(3)}A${r} ${r} 0 ${large} 1 ${b.x.toFixed(3)} ${b.y.toFixed(3)}Z`;
}

/**
 * The pointer's rotation `t` (0…1) of the way through a spin from `from` to `to`: a quartic ease-out, fast then
 * a long settle (as the upgrade wheel).
 */
export function spinAt(from: number, to: number, t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x >= 1 ? to : from + (to - from) * (1 - (1 - x) ** 4);
}
