import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guessEdge, impliedOdds, splitPool } from './guess';
import type { Milli } from './money';

const m = (n: number) => n as Milli;

describe('guess settlement arithmetic', () => {
  it('takes the edge half away from zero', () => {
    expect(guessEdge(m(4_002), 50_000)).toBe(200);
    expect(guessEdge(m(4_010), 50_000)).toBe(201);
    expect(guessEdge(m(70_000), 50_000)).toBe(3_500);
    expect(guessEdge(m(1_000), 0)).toBe(0);
  });

  it('gives the leftover thousandths to the largest remainders, ties to the earlier backer', () => {
    const w = (stake: number, userId: number) => ({ userId, stake: m(stake) });
    expect(splitPool(m(3_802), [w(1_000, 1), w(1_000, 2), w(1_000, 3)])).toEqual([1_268, 1_267, 1_267]);
    // 1000 × 3/7 = 428.57, × 4/7 = 571.43: the first has the larger remainder.
    expect(splitPool(m(1_000), [w(3, 1), w(4, 2)])).toEqual([429, 571]);
    expect(splitPool(m(66_500), [w(10_000, 1), w(30_000, 2)])).toEqual([16_625, 49_875]);
    expect(splitPool(m(5), [])).toEqual([]);
  });

  it('pays out exactly the pool minus the edge, each share within a thousandth of its exact part', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000_000 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (stakes, others, edgePpm) => {
          const winning = stakes.reduce((s, x) => s + x, 0);
          const pool = m(winning + others);
          const payout = m(pool - guessEdge(pool, edgePpm));
          const shares = splitPool(
            payout,
            stakes.map((stake, userId) => ({ userId, stake: m(stake) })),
          );
          expect(shares.reduce((s, x) => s + x, 0)).toBe(payout);
          shares.forEach((share, i) => {
            const exact = (payout * stakes[i]!) / winning;
            expect(Math.abs(share - exact)).toBeLessThan(1.000001);
            expect(share).toBeGreaterThanOrEqual(0);
          });
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('implies decimal odds from the pools after the edge', () => {
    expect(impliedOdds(m(70_000), m(40_000), 50_000)).toBe(1.66);
    expect(impliedOdds(m(70_000), m(30_000), 50_000)).toBe(2.21);
    expect(impliedOdds(m(70_000), m(0), 50_000)).toBeNull();
  });
});
