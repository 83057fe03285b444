import { segmentArcs, ticketToAngle, wheelRotation } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { polarPoint, slicePath, spinAt } from './prize-wheel';

describe('prize wheel drawing', () => {
  it('a slice runs from the centre to its arc’s start and end on the rim, clockwise from 12 o’clock', () => {
    const [first, second] = segmentArcs([25_000_000, 75_000_000]);
    expect(slicePath(160, 100, first!)).toBe('M160 160L160.000 60.000A100 100 0 0 1 260.000 160.000Z');
    // Three quarters of the circle: the large-arc flag is set.
    expect(slicePath(160, 100, second!)).toContain('A100 100 0 1 1 160.000 60.000Z');
    const top = polarPoint(0, 0, 1, 0);
    expect([top.x, top.y].map((v) => Math.round(v))).toEqual([0, -1]);
  });

  it('the spin eases from its start to exactly the final rotation, which points at the ticket', () => {
    const to = wheelRotation(30, 62_500_000);
    expect(spinAt(30, to, 0)).toBe(30);
    expect(spinAt(30, to, 0.5)).toBeGreaterThan(30 + (to - 30) / 2);
    expect(spinAt(30, to, 1)).toBe(to);
    expect(spinAt(30, to, 2)).toBe(to);
    expect(to % 360).toBeCloseTo(ticketToAngle(62_500_000), 9);
  });
});
