import { describe, expect, it } from 'vitest';
import { formatChance, sumAmounts, timesAmount } from './format';

describe('formatChance', () => {
  it('keeps two significant digits below 1 % and two decimals above', () => {
    expect(formatChance(79.92)).toBe('79.92');
    expect(formatChance(1.029707)).toBe('1.03');
    expect(formatChance(0.45)).toBe('0.45');
    expect(formatChance(0.000946)).toBe('0.00095');
    expect(formatChance(0.000001)).toBe('0.000001');
    expect(formatChance(0)).toBe('0');
  });
});

describe('amounts', () => {
  it('adds and multiplies in thousandths', () => {
    expect(timesAmount(1.526, 3)).toBe(4.578);
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
  });
});
