import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawGiveaway, prizeOrder, prizeWinners } from './giveaways';

const seed = 'a'.repeat(64);

describe('giveaway draws', () => {
  it('draw min(winners, participants) distinct participants, deterministically', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 0, maxLength: 30 }),
        fc.integer({ min: 1, max: 40 }),
        (seeds, winners) => {
          const rolls = drawGiveaway({ serverSeed: seed, clientSeeds: seeds, winners });
          expect(rolls).toHaveLength(Math.min(winners, seeds.length));
          expect(new Set(rolls.map((r) => r.participant)).size).toBe(rolls.length);
          rolls.forEach((r, k) => {
            expect(r.round).toBe(k);
            expect(r.index).toBeLessThan(seeds.length - k);
          });
          expect(drawGiveaway({ serverSeed: seed, clientSeeds: seeds, winners })).toEqual(rolls);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('winner k is round k, slot 0 of the room roll, indexing those not yet drawn', () => {
    const seeds = ['alice', 'bob', 'carol', 'dave'];
    const rolls = drawGiveaway({ serverSeed: seed, clientSeeds: seeds, winners: 2, beacon: 'b' });
    const digest = createHmac('sha256', seed).update(`giveaway:alice,bob,carol,dave:1:0:b`).digest('hex');
    expect(rolls[1]!.digest).toBe(digest);
    const first = rolls[0]!.participant;
    const remaining = [0, 1, 2, 3].filter((i) => i !== first);
    const index = Number((BigInt(`0x${digest.slice(0, 13)}`) * 3n) >> 52n);
    expect(rolls[1]!.participant).toBe(remaining[index]);
  });

  it('hand prizes out by price descending, i mod winners; undrawn winners return theirs', () => {
    expect(prizeOrder([1, 5, 5, 3])).toEqual([1, 2, 3, 0]);
    expect(prizeWinners([1, 5, 5, 3], 2, 2)).toEqual([1, 0, 1, 0]);
    expect(prizeWinners([1, 5, 5, 3], 3, 1)).toEqual([0, 0, null, null]);
    expect(prizeWinners([2], 1, 0)).toEqual([null]);
  });
});
