import { describe, expect, it } from 'vitest';
import { addBox, entryCost, moveBox, removeBox, roundCount, rounds, setCount } from './selection';

describe('box selection', () => {
  it('adds a new box at the end and counts a repeated one', () => {
    let s = addBox([], 'a');
    s = addBox(s, 'b');
    s = addBox(s, 'a');
    expect(s).toEqual([
      { id: 'a', count: 2 },
      { id: 'b', count: 1 },
    ]);
    expect(roundCount(s)).toBe(3);
    expect(rounds(s)).toEqual(['a', 'a', 'b']);
  });

  it('stops at the maximum number of rounds', () => {
    const full = addBox(addBox([], 'a', 2), 'a', 2);
    expect(addBox(full, 'b', 2)).toEqual(full);
    expect(setCount(full, 'a', 9, 2)).toEqual([{ id: 'a', count: 2 }]);
    expect(
      setCount(
        [
          { id: 'a', count: 1 },
          { id: 'b', count: 1 },
        ],
        'b',
        10,
        3,
      ),
    ).toEqual([
      { id: 'a', count: 1 },
      { id: 'b', count: 2 },
    ]);
  });

  it('removes a box whose count reaches 0, or on request', () => {
    const s = [
      { id: 'a', count: 1 },
      { id: 'b', count: 3 },
    ];
    expect(setCount(s, 'a', 0)).toEqual([{ id: 'b', count: 3 }]);
    expect(removeBox(s, 'b')).toEqual([{ id: 'a', count: 1 }]);
  });

  it('reorders within bounds', () => {
    const s = [
      { id: 'a', count: 1 },
      { id: 'b', count: 1 },
      { id: 'c', count: 1 },
    ];
    expect(moveBox(s, 0, 1).map((e) => e.id)).toEqual(['b', 'a', 'c']);
    expect(moveBox(s, 2, -2).map((e) => e.id)).toEqual(['c', 'a', 'b']);
    expect(moveBox(s, 0, -1)).toEqual(s);
    expect(moveBox(s, 5, 1)).toEqual(s);
  });

  it('prices the entry exactly in thousandths', () => {
    const prices = new Map([
      ['a', 1.526],
      ['b', 0.1],
    ]);
    expect(
      entryCost(
        [
          { id: 'a', count: 3 },
          { id: 'b', count: 3 },
        ],
        prices,
      ),
    ).toBe(4.878);
    expect(entryCost([{ id: 'unknown', count: 2 }], prices)).toBe(0);
  });
});
