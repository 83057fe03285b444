import type { ItemOwned, ItemVariant, MallGoods } from '@dropforge/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  feePercent,
  formatExact,
  itemHref,
  itemMode,
  ownedOrigin,
  parseItemId,
  parseOid,
  resumeHref,
  variantMark,
  wearOptions,
} from './item';

const goods = {
  id: 7,
  hash_name: 'AK-47 | Redline (Field-Tested)',
  eName: 'AK-47 | Redline',
  name: 'AK-47 | Redline',
  picture: '',
  price: 12,
  price_source: 'file',
  quality: { value: 'Classified', color: '#d32ce6' },
  appearance: { value: 'Field-Tested', short: 'FT' },
  category: { type: 'rifle', value: 'AK-47' },
  type: { name: 'Normal' },
  wName: 'Redline',
  ex: { en: 'Field-Tested', jx: 'FT' },
  float: { min: 0.1, max: 0.7 },
  stock: 4,
} satisfies MallGoods;

const variant = (id: number, short: string, type = 'Normal', price = 10): ItemVariant => ({
  id,
  appearance: { value: short, short },
  type: { name: type },
  price,
  stock: 1,
});

const owned = (state: ItemOwned['state']): ItemOwned => ({
  knapsack_id: 99,
  state,
  recycling_price: 11,
  bought_with: 'shop_score',
  source: 'mall',
  sell_fee: 0.58,
  sell_fee_rate: 0.05,
});

describe('item links', () => {
  it('marks a just-bought item with od=od&oid', () => {
    expect(itemHref(7)).toBe('/item/7');
    expect(itemHref(7, 123)).toBe('/item/7?od=od&oid=123');
  });

  it('reads only real ids', () => {
    expect(parseItemId('42')).toBe(42);
    expect(parseItemId('0')).toBeNull();
    expect(parseItemId('4x')).toBeNull();
    expect(parseItemId('99999999999')).toBeNull();
    expect(parseOid('123')).toBe(123);
    expect(parseOid(null)).toBeUndefined();
    expect(parseOid('-1')).toBeUndefined();
  });

  it('adds resume=1 to the way back from a top-up, keeping the query', () => {
    expect(resumeHref('/item/7', '')).toBe('/item/7?resume=1');
    expect(resumeHref('/item/7', '?od=od&oid=3')).toBe('/item/7?od=od&oid=3&resume=1');
  });
});

describe('itemMode', () => {
  it('shows the owned panel only for an owned or withdrawing item', () => {
    expect(itemMode(null)).toBe('shop');
    expect(itemMode(owned('owned'))).toBe('owned');
    expect(itemMode(owned('withdrawing'))).toBe('withdrawing');
    expect(itemMode(owned('sold'))).toBe('shop');
    expect(itemMode(owned('withdrawn'))).toBe('shop');
  });
});

describe('wearOptions', () => {
  it('lists this item with its other exteriors, best wear first, StatTrak after', () => {
    const options = wearOptions(goods, [
      variant(3, 'BS'),
      variant(4, 'FN'),
      variant(5, 'MW', 'StatTrak™'),
      variant(7, 'FT'),
    ]);
    expect(options.map((o) => [o.id, o.short, o.current])).toEqual([
      [4, 'FN', false],
      [7, 'FT', true],
      [3, 'BS', false],
      [5, 'MW', false],
    ]);
  });

  it('is just the item when nothing else is on sale', () => {
    expect(wearOptions(goods, [])).toHaveLength(1);
  });

  it('marks StatTrak and Souvenir variants', () => {
    expect(variantMark('StatTrak™')).toBe('ST');
    expect(variantMark('Souvenir')).toBe('SV');
    expect(variantMark('Normal')).toBe('');
  });
});

describe('owned copies', () => {
  it('names where an item came from, unknown sources as other', () => {
    expect(ownedOrigin('case')).toBe('case');
    expect(ownedOrigin('upgrade')).toBe('upgrade');
    expect(ownedOrigin('mall')).toBe('mall');
    expect(ownedOrigin('airdrop')).toBe('other');
  });

  it('states the fee rate as a percentage, to a tenth', () => {
    expect(feePercent(0.05)).toBe('5');
    expect(feePercent(0.075)).toBe('7.5');
    expect(feePercent(0)).toBe('0');
    expect(feePercent(Number.NaN)).toBe('0');
  });

  it('writes credited amounts exactly, so price − fee = credit as written', () => {
    expect(formatExact(9.5)).toBe('$9.50');
    expect(formatExact(0.285)).toBe('$0.285');
    expect(formatExact(0.015)).toBe('$0.015');
    expect(formatExact(0.3)).toBe('$0.30');
    expect(formatExact(12.345, '')).toBe('12.345');
    expect(formatExact(-1.5)).toBe('\u2212$1.50');
  });
});
