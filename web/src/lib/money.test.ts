import { describe, expect, it } from 'vitest';
import { formatAmount, formatDifference, formatDollars } from './money';

describe('money shown on the page', () => {
  it('formats amounts to the cent, negatives with a minus sign before the currency', () => {
    expect(formatAmount(4.94)).toBe('$4.94');
    expect(formatAmount(4.941)).toBe('$4.94');
    expect(formatAmount(-1.01)).toBe('−$1.01');
    expect(formatAmount(0.13 - 1.14)).toBe('−$1.01');
    expect(formatAmount(12.345, '')).toBe('12.35');
    expect(formatDollars(-5)).toBe('−$5');
  });

  it('a 4.94 price with no shop score is missing $4.94, never $4.95', () => {
    expect(formatDifference(4.94, 0)).toBe('$4.94');
    expect(formatDifference(4.941, 0)).toBe('$4.94');
    expect(formatDifference(4.941, 0.004)).toBe('$4.94');
  });

  it('$0.13 − $1.14 is −$1.01, with the figures as shown', () => {
    expect(formatDifference(0.13, 1.14)).toBe('−$1.01');
    expect(formatDifference(0.134, 1.136)).toBe('−$1.01');
    expect(formatDifference(0.13, 1.14, { signed: true })).toBe('−$1.01');
    expect(formatDifference(1.2, 0, { signed: true })).toBe('+$1.20');
  });
});
