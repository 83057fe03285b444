import { describe, expect, it } from 'vitest';
import { RARITY_COLORS, rarityRank } from './rarity';

describe('rarity', () => {
  it('ranks colours from Consumer to Contraband, in any case; unknown colours lowest', () => {
    expect(RARITY_COLORS.map(rarityRank)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(rarityRank('#E4AE39')).toBe(6);
    expect(rarityRank('#123456')).toBe(0);
  });
});
