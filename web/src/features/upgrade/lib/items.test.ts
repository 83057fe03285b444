import { describe, expect, it } from 'vitest';
import { canStake, formatChance, formatChanceShort, itemLike, safeColor } from './items';

describe('stake items', () => {
  it('stakes owned items but never giveaway prizes', () => {
    expect(canStake({ state: 'owned', source: 'case' })).toBe(true);
    expect(canStake({ state: 'owned', source: 'raffle' })).toBe(false);
    expect(canStake({ state: 'sold', source: 'case' })).toBe(false);
  });

  it('reads the variant from the name', () => {
    const goods = {
      id: 1,
      picture: '',
      hash_name: 'StatTrak™ AK-47 | Redline (Field-Tested)',
      name: 'StatTrak™ AK-47 | Redline',
      price: 1,
      quality: { value: 'Classified', color: '#d32ce6' },
      appearance: { value: 'Field-Tested', short: 'FT' },
      category: { type: 'rifle', value: 'AK-47' },
    };
    expect(itemLike(goods).type.name).toBe('StatTrak™');
    expect(itemLike({ ...goods, name: 'AK-47 | Redline', hash_name: 'AK-47 | Redline' }).type.name).toBe('Normal');
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
