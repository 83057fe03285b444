import { describe, expect, it } from 'vitest';
import type { DropEntry } from './drops';
import { mergeDearest, startOfUtcDay, timeAgo } from './today';

function drop(id: number, price: number, over: Partial<DropEntry> = {}): DropEntry {
  return {
    id,
    type: 'unpacking',
    box: null,
    goods: {
      id,
      name: 'AWP | Asiimov',
      hash_name: 'AWP | Asiimov (Field-Tested)',
      picture: '',
      price,
      goods_quality: { value: 'Covert', color: '#eb4b4b' },
      goods_category: { type: 'sniper', value: 'AWP' },
      goods_appearance: { value: 'Field-Tested', short: 'FT' },
    },
    user: { name: 'ana', avatar: '' },
    created_at: '2026-01-02T10:00:00.000Z',
    ...over,
  };
}

const ids = (list: readonly DropEntry[]) => list.map((d) => d.id);

describe('mergeDearest', () => {
  it('folds today’s live drops into the dearest list by price', () => {
    const since = Date.parse('2026-01-02T00:00:00Z');
    const loaded = [drop(1, 50), drop(2, 20)];
    const live = [drop(4, 30), drop(3, 5), drop(9, 99, { created_at: '2026-01-01T23:59:00Z' })];
    expect(ids(mergeDearest(loaded, live, { cap: 3, since }))).toEqual([1, 4, 2]);
  });

  it('starts the day at midnight UTC', () => {
    expect(startOfUtcDay(Date.parse('2026-01-02T18:30:00Z'))).toBe(Date.parse('2026-01-02T00:00:00Z'));
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-01-02T10:00:00Z');
  it('reads minutes, hours and days in the page language', () => {
    expect(timeAgo('2026-01-02T10:00:03Z', now, 'en')).toBe('now');
    expect(timeAgo('2026-01-02T09:55:00Z', now, 'en')).toBe('5m ago');
    expect(timeAgo('2026-01-02T07:00:00Z', now, 'en')).toBe('3h ago');
    expect(timeAgo('2025-12-30T10:00:00Z', now, 'en')).toBe('3d ago');
    // Where the narrow style is a bare "-5 min", the short one ("5 мин. назад") reads as the past.
    expect(timeAgo('2026-01-02T09:55:00Z', now, 'ru')).not.toMatch(/^[-−]/);
    expect(timeAgo('2026-01-02T09:55:00Z', now, 'xx-invalid-tag-!')).toBe('5m ago');
    expect(timeAgo('nope', now, 'en')).toBe('');
  });
});
