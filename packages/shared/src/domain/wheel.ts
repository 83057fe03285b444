/**
 * The prize wheel's geometry (issue 21), shared by the server's tests and the page. Like the upgrade wheel the
 * whole circle is the ticket space [0, 100 000 000): ticket t sits at t / 100 000 000 × 360° clockwise from
 * 12 o'clock, so each segment's arc is its prize's odds and the pointer resting at the ticket's angle points
 * into the segment the server drew.
 */
import { TICKETS_TOTAL } from './fair';

export const FULL_TURN = 360;
/** Turns the pointer makes before it settles on the ticket. */
export const WHEEL_SPIN_TURNS = 6;
/** Length of a prize-wheel spin (ms). */
export const WHEEL_SPIN_MS = 4800;

/** The pointer's angle for a ticket, in [0, 360). */
export function ticketToAngle(ticket: number): number {
  return (ticket / TICKETS_TOTAL) * FULL_TURN;
}

/** An angle into [0, 360). */
export function normalizeAngle(angle: number): number {
  const a = angle % FULL_TURN;
  const r = a < 0 ? a + FULL_TURN : a;
  // A tiny negative remainder plus a full turn rounds to 360 itself.
  return r >= FULL_TURN ? 0 : r;
}

/**
 * The ticket under an angle (any number of turns). The tiny bias keeps `angleToTicket(ticketToAngle(t)) === t`
 * despite floating-point rounding; it is a millionth of a ticket, far below anything a screen can show.
 */
export function angleToTicket(angle: number): number {
  const ticket = Math.floor((normalizeAngle(angle) / FULL_TURN) * TICKETS_TOTAL + 1e-6);
  return Math.min(TICKETS_TOTAL - 1, Math.max(0, ticket));
}

export type WheelArc = { start: number; sweep: number };

/** The arcs of segments with these odds (tickets, in published order): each starts where the previous ends. */
export function segmentArcs(odds: readonly number[]): WheelArc[] {
  let from = 0;
  return odds.map((tickets) => {
    const arc = { start: ticketToAngle(from), sweep: ticketToAngle(tickets) };
    from += tickets;
    return arc;
  });
}

/** The segment (index in published order) whose tickets hold `ticket`. */
export function segmentOfTicket(odds: readonly number[], ticket: number): number {
  let to = 0;
  for (let i = 0; i < odds.length; i++) {
    to += odds[i]!;
    if (ticket < to) return i;
  }
  throw new RangeError(`ticket ${ticket} outside the wheel`);
}

/**
 * The pointer's final rotation for a spin that starts at rest at `normalizeAngle(from)` (the page drops the whole
 * turns of the last spin first, which looks the same and keeps the numbers small and exact): `turns` full turns
 * clockwise and on to the ticket's angle, so `normalizeAngle(result) === ticketToAngle(ticket)`.
 */
export function wheelRotation(from: number, ticket: number, turns = WHEEL_SPIN_TURNS): number {
  const rest = normalizeAngle(from);
  return rest + turns * FULL_TURN + normalizeAngle(ticketToAngle(ticket) - rest);
}
