/**
 * The web turntable's geometry (issue 21): the disc shows one equal segment per prize of the table, in the table's
 * published order, clockwise from 12 o'clock; a fixed pointer sits at the top. The draw's ticket decides the prize
 * (its ticket range) and also where inside that prize's segment the pointer stops: the ticket's position inside its
 * range, mapped linearly onto the segment minus a margin at each edge, so the stop is never ambiguous on a border.
 * Anyone holding the revealed ticket and the published table recomputes the exact final angle.
 */
import { pickDrop, type TicketRange } from './cases';

const FULL_TURN = 360;
/** Full turns the disc makes before it settles. */
export const TURNTABLE_TURNS = 6;
/** Length of a spin (ms). */
export const TURNTABLE_SPIN_MS = 5600;
/** Share of a segment kept free at each edge (the pointer never stops on a border line). */
export const TURNTABLE_EDGE = 0.12;

/** An angle into [0, 360). */
export function normalizeTurn(angle: number): number {
  const a = angle % FULL_TURN;
  return a < 0 ? a + FULL_TURN : a;
}

/** Degrees of one segment of a disc of `count` segments. */
export function segmentSweep(count: number): number {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('a turntable needs at least one segment');
  return FULL_TURN / count;
}

/**
 * Where the pointer stops for `ticket`: the prize index (its segment) and the angle on the disc (degrees clockwise
 * from the top of segment 0, in [0, 360), rounded to a millionth of a degree).
 */
export function turntableStop(ranges: readonly TicketRange[], ticket: number): { index: number; angle: number } {
  const range = pickDrop(ranges, ticket);
  const index = ranges.indexOf(range);
  const sweep = segmentSweep(ranges.length);
  const within = (ticket - range.from) / (range.to - range.from);
  const angle = index * sweep + sweep * (TURNTABLE_EDGE + within * (1 - 2 * TURNTABLE_EDGE));
  // Micro-degrees: a plain number anyone recomputes to the same digits.
  return { index, angle: Math.round(angle * 1e6) / 1e6 };
}

/** The segment under the pointer when the disc shows angle `angle` at the top. */
export function segmentAt(angle: number, count: number): number {
  return Math.min(count - 1, Math.floor(normalizeTurn(angle) / segmentSweep(count)));
}

/**
 * The disc's rotation (CSS `rotate`, clockwise) that brings disc angle `angle` under the top pointer, from a disc
 * resting at `from` (any number of turns), after `turns` full clockwise turns.
 */
export function discRotation(from: number, angle: number, turns = TURNTABLE_TURNS): number {
  const delta = normalizeTurn(-angle - normalizeTurn(from));
  return from + turns * FULL_TURN + delta;
}

/** The disc angle under the top pointer when the disc is rotated by `rotation` (the inverse of `discRotation`). */
export function angleUnderPointer(rotation: number): number {
  return normalizeTurn(-rotation);
}
