import { describe, expect, it } from 'vitest';
import { memoFor } from './memo';

describe('memoFor', () => {
  it('shares one load per key for its time to live, then loads again; clear forgets', async () => {
    let now = 0;
    let loads = 0;
    const memo = memoFor<number>(1000, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([memo.get('a', load), memo.get('a', load)])).toEqual([1, 1]);
    expect(await memo.get('b', load)).toBe(2);
    now = 999;
    expect(await memo.get('a', load)).toBe(1);
    now = 1000;
    expect(await memo.get('a', load)).toBe(3);
    memo.clear();
    expect(await memo.get('a', load)).toBe(4);
  });

  it('does not keep a failed load', async () => {
    const memo = memoFor<number>(1000, () => 0);
    await expect(memo.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('a', async () => 7)).toBe(7);
  });
});
