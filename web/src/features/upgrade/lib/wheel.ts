import {
  angleToTicket,
  FULL_TURN,
  normalizeAngle,
  ticketToAngle,
  UPGRADE_WHEEL_MS,
  type UpgradeDirection,
  winningRange,
} from '@dropforge/shared/domain';

/**
 * The upgrade wheel's geometry. Angles are degrees clockwise from 12 o'clock; the whole circle is the
 * ticket space [0, 100 000 000): ticket t sits at t / 100 000 000 × 360° (the shared `ticketToAngle`, which
 * the prize wheel uses too).
 */
export { angleToTicket, FULL_TURN, normalizeAngle, ticketToAngle };

/** Turns the pointer makes before settling on the roll. */
export const SPIN_TURNS = 5;
/** Length of a spin (ms): the shared duration the server waits before a won upgrade reaches the live strip. */
export const SPIN_MS = UPGRADE_WHEEL_MS;

export interface Arc {
  /** Start angle (degrees, inclusive). */
  start: number;
  /** Sweep (degrees). */
  sweep: number;
}

/** The winning arc of `winTickets` on the chosen side: under starts at 0°, over ends at 360°. */
export function winningArc(winTickets: number, direction: UpgradeDirection): Arc {
  const range = winningRange(winTickets, direction);
  return { start: ticketToAngle(range.from), sweep: ticketToAngle(range.to - range.from) };
}

/** Whether the pointer at `angle` points into the winning range (decided on the ticket, as the server does). */
export function landsInArc(angle: number, winTickets: number, direction: UpgradeDirection): boolean {
  const ticket = angleToTicket(angle);
  const range = winningRange(winTickets, direction);
  return ticket >= range.from && ticket < range.to;
}

/**
 * The pointer's final rotation: from where it rests (`from`, any number of turns), `turns` full turns
 * clockwise and on to the roll's angle.
 */
export function spinRotation(from: number, ticket: number, turns = SPIN_TURNS): number {
  const target = ticketToAngle(ticket);
  const delta = normalizeAngle(target - normalizeAngle(from));
  return from + turns * FULL_TURN + delta;
}

/** Ease-out (quartic) with a short anticipation-free start: fast, then a long settle. */
export function spinEase(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return 1 - (1 - x) ** 4;
}

/** `stroke-dasharray` and rotation of an SVG circle of radius `r` drawing `arc` (the stroke starts at 3 o'clock). */
export function arcStroke(arc: Arc, r: number): { dash: string; rotate: number } {
  const circumference = 2 * Math.PI * r;
  const length = (Math.min(arc.sweep, FULL_TURN) / FULL_TURN) * circumference;
  return { dash: `${length} ${circumference}`, rotate: arc.start - 90 };
}

/** A point on the circle at `angle` (0° = top, clockwise) in SVG coordinates. */
export function polar(cx: number, cy: number, r: number, angle: number): { x: number; y: number } {
  const rad = ((angle - 90) * Math.PI) / 180;
  return { x: cx + r * Math.cos(rad), y: cy + r * Math.sin(rad) };
}
