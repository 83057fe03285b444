import { describe, expect, it } from 'vitest';
import { canStake, formatChance, formatChanceShort, safeColor } from './items';

describe('stake items', () => {
  it('stakes owned items but never giveaway prizes', () => {
    expect(canStake({ state: 'owned', source: 'case' })).toBe(true);
    expect(canStake({ state: 'owned', source: 'raffle' })).toBe(false);
    expect(canStake({ state: 'sold', source: 'case' })).toBe(false);
  });

  it('formats chances and colours', () => {
    expect(formatChance(45)).toBe('45.00%');
    expect(formatChance(0.001)).toBe('0.0010%');
    expect(formatChanceShort(74.999)).toBe('75.0%');
    expect(formatChanceShort(4.5)).toBe('4.50%');
    expect(safeColor('#EB4B4B')).toBe('#EB4B4B');
    expect(safeColor('red;x')).toBe('#b0c3d9');
  });
});
