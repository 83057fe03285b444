import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICKETS_TOTAL } from './fair';
import {
  angleToTicket,
  normalizeAngle,
  segmentArcs,
  segmentOfTicket,
  ticketToAngle,
  WHEEL_SPIN_TURNS,
  wheelRotation,
} from './wheel';

const ODDS = [40_000_000, 30_000_000, 18_000_000, 8_000_000, 3_500_000, 500_000];
const ticket = fc.integer({ min: 0, max: TICKETS_TOTAL - 1 });

describe('prize wheel geometry', () => {
  it('ticket → angle → ticket round-trips; 0 is 12 o’clock and the angle grows clockwise to 360', () => {
    fc.assert(
      fc.property(ticket, (t) => {
        expect(angleToTicket(ticketToAngle(t))).toBe(t);
      }),
    );
    expect(ticketToAngle(0)).toBe(0);
    expect(ticketToAngle(TICKETS_TOTAL / 4)).toBe(90);
    expect(ticketToAngle(TICKETS_TOTAL - 1)).toBeLessThan(360);
  });

  it('the arcs tile the circle in published order, each as wide as its odds', () => {
    const arcs = segmentArcs(ODDS);
    expect(arcs[0]).toEqual({ start: 0, sweep: 144 });
    expect(arcs[5]!.start + arcs[5]!.sweep).toBeCloseTo(360, 9);
    for (let i = 1; i < arcs.length; i++)
      expect(arcs[i]!.start).toBeCloseTo(arcs[i - 1]!.start + arcs[i - 1]!.sweep, 9);
  });

  it('the pointer at a ticket’s angle lies inside the arc of the segment that owns the ticket', () => {
    const arcs = segmentArcs(ODDS);
    fc.assert(
      fc.property(ticket, (t) => {
        const arc = arcs[segmentOfTicket(ODDS, t)]!;
        const angle = ticketToAngle(t);
        expect(angle).toBeGreaterThanOrEqual(arc.start);
        expect(angle).toBeLessThan(arc.start + arc.sweep);
      }),
    );
    expect(segmentOfTicket(ODDS, 39_999_999)).toBe(0);
    expect(segmentOfTicket(ODDS, 40_000_000)).toBe(1);
    expect(segmentOfTicket(ODDS, TICKETS_TOTAL - 1)).toBe(5);
    expect(() => segmentOfTicket(ODDS, TICKETS_TOTAL)).toThrow(RangeError);
  });

  it('a spin turns clockwise from its resting angle at least the set turns and lands on the ticket’s angle', () => {
    fc.assert(
      fc.property(ticket, fc.double({ min: 0, max: 100_000, noNaN: true }), (t, from) => {
        const to = wheelRotation(from, t);
        const rest = normalizeAngle(from);
        expect(to - rest).toBeGreaterThanOrEqual(WHEEL_SPIN_TURNS * 360);
        expect(to - rest).toBeLessThan((WHEEL_SPIN_TURNS + 1) * 360);
        expect(angleToTicket(to)).toBe(t);
        expect(Math.abs(normalizeAngle(to) - ticketToAngle(t))).toBeLessThan(1e-6);
      }),
    );
  });
});
