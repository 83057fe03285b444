import { milli } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { loadMallContent, type MallCandidate, selectMallGoods, ZMallContent } from './mall.content';

let next = 1;
const goods = (price: number, over: Partial<MallCandidate> = {}): MallCandidate => {
  const id = next++;
  return {
    id,
    hashName: `Goods ${id}`,
    price: milli(price),
    categoryType: 'rifle',
    categoryValue: 'Galil AR',
    typeName: 'Normal',
    quality: 'Mil-Spec Grade',
    ...over,
  };
};
const content = (raw: unknown) => ZMallContent.parse(raw);

describe('mall content selection', () => {
  it('takes each goods by the first rule it matches, prices inclusive, never a goods priced 0', () => {
    const list = [goods(0), goods(100), goods(1_000), goods(1_001), goods(5_000, { categoryType: 'knife' })];
    const { units, taken } = selectMallGoods(
      content({
        rules: [
          { name: 'cheap', categories: ['rifle'], max_price: 1, stock: 50, limit: 10 },
          { name: 'any', stock: 2, limit: 10 },
        ],
      }),
      list,
    );
    expect([...units].sort((a, b) => a[0] - b[0])).toEqual([
      [list[1]!.id, 50],
      [list[2]!.id, 50],
      [list[3]!.id, 2],
      [list[4]!.id, 2],
    ]);
    expect(taken).toEqual([
      { rule: 'cheap', goods: 2 },
      { rule: 'any', goods: 2 },
    ]);
  });

  it('samples a rule that matches more than its limit, preferred weapons first, stable when candidates change', () => {
    const plain = Array.from({ length: 100 }, (_, i) => goods(1_000 + i * 10));
    const ak = [goods(5_000, { categoryValue: 'AK-47' }), goods(900_000, { categoryValue: 'AK-47' })];
    const config = content({ prefer: ['AK-47'], rules: [{ name: 'tier', stock: 5, limit: 12 }] });
    const { units } = selectMallGoods(config, [...plain, ...ak]);
    expect(units.size).toBe(12);
    for (const g of ak) expect(units.get(g.id)).toBe(5);
    const picked = plain.filter((g) => units.has(g.id));
    expect(picked).toHaveLength(10);
    expect(Math.max(...picked.map((g) => g.price)) - Math.min(...picked.map((g) => g.price))).toBeGreaterThan(400);
    expect(selectMallGoods(config, [...ak, ...plain].reverse()).units).toEqual(units);
    // One picked goods gone: one other takes its place, the other nine stay.
    const without = selectMallGoods(config, [...plain.filter((g) => g.id !== picked[0]!.id), ...ak]).units;
    expect(without.size).toBe(12);
    expect([...units.keys()].filter((id) => !without.has(id))).toEqual([picked[0]!.id]);
  });

  it('filters by weapon, type and rarity', () => {
    const a = goods(1_000, { categoryValue: 'AK-47', typeName: 'StatTrak™', quality: 'Covert' });
    const b = goods(1_000, { categoryValue: 'AK-47', typeName: 'Normal', quality: 'Covert' });
    const c = goods(1_000, { categoryValue: 'AWP', typeName: 'StatTrak™', quality: 'Covert' });
    const d = goods(1_000, { categoryValue: 'AK-47', typeName: 'StatTrak™', quality: 'Restricted' });
    const rule = { name: 'st', weapons: ['AK-47'], types: ['StatTrak™'], qualities: ['Covert'], stock: 1, limit: 9 };
    expect([...selectMallGoods(content({ rules: [rule] }), [a, b, c, d]).units.keys()]).toEqual([a.id]);
  });

  it('adds `include` with its units, removes `exclude` (over both), and reports unknown hash names', () => {
    const [a, b, c] = [goods(1_000), goods(2_000), goods(3_000)];
    const { units, unknown } = selectMallGoods(
      content({
        rules: [{ name: 'all', stock: 10, limit: 100 }],
        include: [
          { hash_name: b.hashName, stock: 0 },
          { hash_name: c.hashName, stock: 3 },
          { hash_name: 'Nope | Missing', stock: 1 },
        ],
        exclude: [a.hashName, c.hashName, 'Gone | Too'],
      }),
      [a, b, c],
    );
    expect([...units]).toEqual([[b.id, 0]]);
    expect(unknown).toEqual(['Nope | Missing', 'Gone | Too']);
  });

  it('validates the file: units, limits and at most 3 decimals', () => {
    expect(() => content({ rules: [{ name: 'x', stock: 0, limit: 1 }] })).toThrow();
    expect(() => content({ rules: [{ name: 'x', stock: 1, limit: 0 }] })).toThrow();
    expect(() => content({ rules: [{ name: 'x', stock: 1, limit: 1, min_price: 0.0001 }] })).toThrow();
    expect(content({}).rules).toEqual([]);
  });

  it('ships a default configuration of a few thousand goods across price tiers', () => {
    const shipped = loadMallContent(new URL('../../../../content', import.meta.url).pathname);
    expect(shipped.rules.length).toBeGreaterThanOrEqual(5);
    const total = shipped.rules.reduce((sum, r) => sum + r.limit, 0);
    expect(total).toBeGreaterThanOrEqual(2_000);
    expect(total).toBeLessThanOrEqual(5_000);
  });
});
