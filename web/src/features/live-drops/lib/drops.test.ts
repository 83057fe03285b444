import { describe, expect, it } from 'vitest';
import {
  type DropEntry,
  EMPTY_BUFFER,
  initialsOf,
  isDropEntry,
  mergeDrops,
  pushLive,
  toCardModel,
  variantOf,
} from './drops';

function drop(id: number, price = 1, over: Partial<DropEntry> = {}): DropEntry {
  return {
    id,
    type: 'unpacking',
    box: { id: 'rifles-ace', name: 'Ace', picture: 'https://cdn/box.webp' },
    goods: {
      id: 1000 + id,
      name: 'StatTrak™ AK-47 | Redline',
      hash_name: 'StatTrak™ AK-47 | Redline (Field-Tested)',
      picture: 'https://cdn/ak.webp',
      price,
      goods_quality: { value: 'Classified', color: '#d32ce6' },
      goods_category: { type: 'rifle', value: 'AK-47' },
      goods_appearance: { value: 'Field-Tested', short: 'FT' },
    },
    user: { name: 'john_doe', avatar: '' },
    created_at: '2026-01-02T10:00:00.000Z',
    ...over,
  };
}

const ids = (list: readonly DropEntry[]) => list.map((d) => d.id);

describe('variantOf', () => {
  it('reads StatTrak™ and Souvenir from the hash name, knives included', () => {
    expect(variantOf('StatTrak™ AK-47 | Redline (Field-Tested)')).toBe('StatTrak™');
    expect(variantOf('★ StatTrak™ Karambit | Fade (Factory New)')).toBe('StatTrak™');
    expect(variantOf('Souvenir AWP | Dragon Lore (Field-Tested)')).toBe('Souvenir');
    expect(variantOf('★ Karambit | Fade (Factory New)')).toBe('Normal');
    expect(variantOf('Sticker | Souvenir fan')).toBe('Normal');
  });
});

describe('toCardModel', () => {
  it('maps a drop entry to the ItemCard shape', () => {
    const card = toCardModel(drop(7, 12.5));
    expect(card.item).toEqual({
      name: 'AK-47 | Redline',
      picture: 'https://cdn/ak.webp',
      price: 12.5,
      quality: { value: 'Classified', color: '#d32ce6' },
      appearance: { value: 'Field-Tested', short: 'FT' },
      category: { type: 'rifle', value: 'AK-47' },
      type: { name: 'StatTrak™' },
    });
    expect(card).toMatchObject({
      id: 7,
      type: 'unpacking',
      fullName: 'StatTrak™ AK-47 | Redline (Field-Tested)',
      color: '#d32ce6',
      top: true,
      box: { id: 'rifles-ace', name: 'Ace', path: '/case/rifles-ace' },
      user: { name: 'john_doe', avatar: '', initials: 'JD' },
    });
  });

  it('keeps the star of a StatTrak™ knife and encodes the case id', () => {
    const knife = drop(1, 300, {
      box: { id: 'a b/c', name: 'X', picture: '' },
      goods: {
        ...drop(1).goods,
        name: '★ StatTrak™ Karambit | Fade',
        hash_name: '★ StatTrak™ Karambit | Fade (Factory New)',
      },
    });
    const card = toCardModel(knife);
    expect(card.item.name).toBe('★ Karambit | Fade');
    expect(card.box?.path).toBe('/case/a%20b%2Fc');
  });

  it('falls back to Consumer grey for unsafe colours and has no box for other drop types', () => {
    const odd = drop(2, 5, { type: 'battle', box: null });
    odd.goods.goods_quality = { value: 'x', color: 'red;background:url(x)' };
    const card = toCardModel(odd);
    expect(card.color).toBe('#b0c3d9');
    expect(card.item.quality.color).toBe('#b0c3d9');
    expect(card.box).toBeNull();
    expect(card.top).toBe(false);
  });
});

describe('initialsOf', () => {
  it('takes up to two initials', () => {
    expect(initialsOf('john doe')).toBe('JD');
    expect(initialsOf('Player8f2a')).toBe('PL');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('x')).toBe('X');
  });
});

describe('mergeDrops', () => {
  it('prepends live drops, drops duplicates and keeps the newest first', () => {
    const loaded = [drop(5), drop(4), drop(3)];
    const live = [drop(7), drop(6), drop(5)];
    expect(ids(mergeDrops(loaded, live, { cap: 30 }))).toEqual([7, 6, 5, 4, 3]);
  });

  it('caps the list', () => {
    const loaded = Array.from({ length: 30 }, (_, i) => drop(30 - i));
    expect(ids(mergeDrops(loaded, [drop(31), drop(32)], { cap: 30 }))).toEqual(
      Array.from({ length: 30 }, (_, i) => 32 - i),
    );
  });

  it('keeps only drops priced 10 or more in top mode', () => {
    const loaded = [drop(3, 25), drop(2, 10)];
    const live = [drop(5, 9.99), drop(4, 10.01)];
    expect(ids(mergeDrops(loaded, live, { cap: 15, topOnly: true }))).toEqual([4, 3, 2]);
  });
});

describe('pushLive', () => {
  it('buffers all drops and the best ones apart, each capped, ignoring repeats', () => {
    let buffer = EMPTY_BUFFER;
    for (let id = 1; id <= 5; id++) buffer = pushLive(buffer, drop(id, id % 2 ? 20 : 1), 3);
    const again = pushLive(buffer, drop(5, 20), 3);
    expect(again).toBe(buffer);
    expect(ids(buffer.all)).toEqual([5, 4, 3]);
    expect(ids(buffer.top)).toEqual([5, 3, 1]);
  });
});

describe('isDropEntry', () => {
  it('accepts a drop and rejects junk', () => {
    expect(isDropEntry(drop(1))).toBe(true);
    expect(isDropEntry(null)).toBe(false);
    expect(isDropEntry({ id: '1' })).toBe(false);
    expect(isDropEntry({ ...drop(1), goods: { ...drop(1).goods, price: Number.NaN } })).toBe(false);
  });
});
