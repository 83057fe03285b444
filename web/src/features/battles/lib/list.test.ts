import { describe, expect, it } from 'vitest';
import { summary } from './fixtures.test-kit';
import { applyListEvent, DEFAULT_FILTERS, groupBoxes, listSearch, parseListSearch, sortKeyOf } from './list';

const page = (ids: number[], total = ids.length) => ({ list: ids.map((id) => summary(id)), page: 1, total });

describe('list URL', () => {
  it('reads tab, state, sort, order and page with safe defaults', () => {
    expect(parseListSearch(new URLSearchParams('tab=mine&state=ended&sort=cost&order=asc&page=3'))).toEqual({
      tab: 'mine',
      filters: { state: 'ended', sort: 'cost', order: 'asc', page: 3 },
    });
    expect(parseListSearch(new URLSearchParams('tab=x&state=cancelled&page=-2'))).toEqual({
      tab: 'all',
      filters: DEFAULT_FILTERS,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(listSearch({ tab: 'all', filters: DEFAULT_FILTERS })).toBe('');
    expect(listSearch({ tab: 'all', filters: { ...DEFAULT_FILTERS, state: 'running', page: 2 } })).toBe(
      '?state=running&page=2',
    );
    expect(listSearch({ tab: 'history', filters: { ...DEFAULT_FILTERS, state: 'ended' } })).toBe('?tab=history');
    expect(sortKeyOf({ sort: 'cost', order: 'asc' })).toBe('cheapest');
  });
});

describe('applyListEvent', () => {
  const filters = { ...DEFAULT_FILTERS };

  it('replaces a listed battle in place', () => {
    const next = applyListEvent(page([3, 2, 1]), summary(2, { slots: [null, null] }), filters, 15);
    expect(next.list.map((b) => b.id)).toEqual([3, 2, 1]);
    expect(next.list[1]?.slots).toEqual([null, null]);
  });

  it('drops a battle that left the state shown', () => {
    const next = applyListEvent(page([3, 2, 1]), summary(2, { state: 'running' }), filters, 15);
    expect(next.list.map((b) => b.id)).toEqual([3, 1]);
    expect(next.total).toBe(2);
  });

  it('adds a new battle at its sorted place on the first page only, trimmed to the page size', () => {
    expect(applyListEvent(page([3, 2]), summary(4), filters, 15).list.map((b) => b.id)).toEqual([4, 3, 2]);
    expect(applyListEvent(page([3, 2]), summary(4), filters, 2).list.map((b) => b.id)).toEqual([4, 3]);
    const later = { ...page([3, 2]), page: 2 };
    expect(applyListEvent(later, summary(4), { ...filters, page: 2 }, 15)).toBe(later);
    const cheap = { ...filters, sort: 'cost' as const, order: 'desc' as const };
    const byCost = { list: [summary(1, { cost: 9 }), summary(2, { cost: 1 })], page: 1, total: 2 };
    expect(applyListEvent(byCost, summary(3, { cost: 5 }), cheap, 15).list.map((b) => b.id)).toEqual([1, 3, 2]);
  });

  it('ignores private battles and other states', () => {
    const p = page([1]);
    expect(applyListEvent(p, summary(5, { private: true }), filters, 15)).toBe(p);
    expect(applyListEvent(p, summary(5, { state: 'ended' }), filters, 15)).toBe(p);
  });
});

describe('groupBoxes', () => {
  it('counts consecutive rounds of one box', () => {
    const boxes = ['a', 'a', 'b', 'a'].map((id) => ({ id }));
    expect(groupBoxes(boxes).map(({ box, count }) => [box.id, count])).toEqual([
      ['a', 2],
      ['b', 1],
      ['a', 1],
    ]);
  });
});
