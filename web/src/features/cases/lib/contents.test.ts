import { describe, expect, it } from 'vitest';
import { bestColor, rarityRank, tierColor } from '../../../lib/rarity';
import { byPrice, type ContentItem, rarityShares, topDrops } from './contents';

const item = (name: string, price: number, odds: number, value: string, color: string): ContentItem => ({
  goods: { name, price, quality: { value, color } },
  odds,
});

const ITEMS = [
  item('AK-47 | Redline', 10, 20, 'Classified', '#d32ce6'),
  item('StatTrak™ AK-47 | Redline', 30, 2, 'Classified', '#d32ce6'),
  item('★ Karambit | Fade', 900, 0.5, 'Contraband', '#e4ae39'),
  item('★ StatTrak™ Karambit | Fade', 1500, 0.1, 'Contraband', '#e4ae39'),
  item('P250 | Sand Dune', 0.05, 77.4, 'Consumer Grade', '#b0c3d9'),
];

describe('case contents', () => {
  it('lists the dearest skins once each', () => {
    expect(topDrops(ITEMS, 3).map((i) => i.goods.name)).toEqual([
      '★ StatTrak™ Karambit | Fade',
      'StatTrak™ AK-47 | Redline',
      'P250 | Sand Dune',
    ]);
  });

  it('sums odds per rarity, best first', () => {
    const shares = rarityShares(ITEMS);
    expect(shares.map((s) => s.name)).toEqual(['Contraband', 'Classified', 'Consumer Grade']);
    expect(shares[0]!.odds).toBeCloseTo(0.6);
    expect(shares.reduce((sum, s) => sum + s.odds, 0)).toBeCloseTo(100);
  });

  it('sorts by price, dearest first', () => {
    expect(byPrice(ITEMS).map((i) => i.goods.price)).toEqual([1500, 900, 30, 10, 0.05]);
  });
});

describe('colours', () => {
  it('ranks rarities and picks the best', () => {
    expect(rarityRank('#E4AE39')).toBe(6);
    expect(rarityRank('#123456')).toBe(0);
    expect(bestColor(ITEMS)).toBe('#e4ae39');
    expect(bestColor([])).toBe('#b0c3d9');
  });

  it('tints cases by price tier', () => {
    expect(tierColor(0.25)).toBe('#b0c3d9');
    expect(tierColor(1)).toBe('#4b69ff');
    expect(tierColor(500)).toBe('#e4ae39');
  });
});
