import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ticketRanges } from './cases';
import { TICKETS_TOTAL } from './fair';
import {
  angleUnderPointer,
  discRotation,
  segmentAt,
  segmentSweep,
  TURNTABLE_EDGE,
  TURNTABLE_TURNS,
  turntableStop,
} from './turntable';

const table = (tickets: number[]) => ticketRanges(tickets.map((t, i) => ({ goodsId: i, tickets: t })));
const RANGES = table([50_000_000, 30_000_000, 15_000_000, 4_999_999, 1]);

describe('turntable stop', () => {
  it('stops inside the drawn prize segment, off its borders, moving with the ticket inside the range', () => {
    const sweep = segmentSweep(5);
    const near = (ticket: number, index: number, angle: number) => {
      const stop = turntableStop(RANGES, ticket);
      expect(stop.index).toBe(index);
      expect(stop.angle).toBeCloseTo(angle, 6);
    };
    near(0, 0, sweep * TURNTABLE_EDGE);
    const last = turntableStop(RANGES, 49_999_999);
    expect(last.index).toBe(0);
    expect(last.angle).toBeLessThan(sweep * (1 - TURNTABLE_EDGE));
    expect(last.angle).toBeGreaterThan(sweep * (1 - TURNTABLE_EDGE) - 1e-4);
    expect(Math.round(last.angle * 1e6) / 1e6).toBe(last.angle);
    near(50_000_000, 1, sweep * (1 + TURNTABLE_EDGE));
    near(65_000_000, 1, sweep * (1 + TURNTABLE_EDGE + 0.5 * (1 - 2 * TURNTABLE_EDGE)));
    // A one-ticket prize: its segment's edge margin.
    near(TICKETS_TOTAL - 1, 4, sweep * (4 + TURNTABLE_EDGE));
    expect(() => turntableStop(RANGES, TICKETS_TOTAL)).toThrow(RangeError);
  });

  it('for any table and ticket: the segment under the final angle is the drawn prize, after the full turns', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 16 }),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        fc.double({ min: -5_000, max: 5_000, noNaN: true }),
        (weights, u, from) => {
          const total = weights.reduce((s, w) => s + w, 0);
          const tickets = weights.map((w) => Math.floor((w / total) * TICKETS_TOTAL));
          tickets[0]! += TICKETS_TOTAL - tickets.reduce((s, t) => s + t, 0);
          if (tickets.some((t) => t < 1)) return;
          const ranges = table(tickets);
          const ticket = Math.floor(u * TICKETS_TOTAL);
          const stop = turntableStop(ranges, ticket);
          expect(ranges[stop.index]!.from <= ticket && ticket < ranges[stop.index]!.to).toBe(true);
          expect(segmentAt(stop.angle, ranges.length)).toBe(stop.index);
          const rotation = discRotation(from, stop.angle);
          expect(rotation - from).toBeGreaterThanOrEqual(TURNTABLE_TURNS * 360);
          expect(rotation - from).toBeLessThan((TURNTABLE_TURNS + 1) * 360);
          expect(Math.abs(angleUnderPointer(rotation) - stop.angle) % 360).toBeLessThan(1e-6);
          expect(segmentAt(angleUnderPointer(rotation), ranges.length)).toBe(stop.index);
        },
      ),
    );
  });
});
