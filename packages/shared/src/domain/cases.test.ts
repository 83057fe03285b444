import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apportion,
  designForRtp,
  expectedValue,
  type OddsEntry,
  type OfficialItem,
  oddsFromWeights,
  officialOdds,
  pickDrop,
  priceForRtp,
  ticketRanges,
  VALVE_RARITY_TICKETS,
  validateOdds,
} from './cases';
import { roll, TICKETS_TOTAL, ticketOf } from './fair';
import { milli } from './money';

const oddsArb = fc
  .array(fc.double({ min: 0.001, max: 1000, noNaN: true }), { minLength: 1, maxLength: 60 })
  .map((weights) => oddsFromWeights(weights.map((weight, i) => ({ goodsId: i + 1, weight }))));

/** A case like the real ones: 17 items over Valve's tiers with wears and StatTrak™, plus 10 specials. */
function sampleOfficialCase(): OfficialItem[] {
  const tiers: [OfficialItem['rarity'], number][] = [
    ['milSpec', 7],
    ['restricted', 5],
    ['classified', 3],
    ['covert', 2],
    ['rareSpecial', 10],
  ];
  const wears = [0.07, 0.08, 0.23, 0.07, 0.55];
  let id = 1000;
  return tiers.flatMap(([rarity, count]) =>
    Array.from({ length: count }, () => ({
      rarity,
      variants: [false, true].flatMap((statTrak) =>
        wears.map((wearWeight) => ({ goodsId: id++, statTrak, wearWeight })),
      ),
    })),
  );
}

describe('odds and ticket ranges', () => {
  it('validates odds, naming the problem', () => {
    expect(() => validateOdds([])).toThrow(/at least one item/);
    expect(() => validateOdds([{ goodsId: 1, tickets: TICKETS_TOTAL - 1 }])).toThrow(
      /sum to 99999999, not 100000000 \(-1\)/,
    );
    expect(() =>
      validateOdds([
        { goodsId: 1, tickets: 50_000_000 },
        { goodsId: 2, tickets: 50_000_001 },
      ]),
    ).toThrow(/\(\+1\)/);
    expect(() =>
      validateOdds([
        { goodsId: 'a', tickets: TICKETS_TOTAL },
        { goodsId: 'b', tickets: 0 },
      ]),
    ).toThrow(/entry 1 \(goods b\) has 0 tickets/);
    expect(() =>
      validateOdds([
        { goodsId: 1, tickets: 1.5 },
        { goodsId: 2, tickets: TICKETS_TOTAL - 1.5 },
      ]),
    ).toThrow(/integer/);
    expect(() =>
      validateOdds([
        { goodsId: 7, tickets: 1 },
        { goodsId: '7', tickets: TICKETS_TOTAL - 1 },
      ]),
    ).toThrow(/goods 7 appears twice \(entries 0 and 1\)/);
    expect(() => validateOdds([{ goodsId: '', tickets: TICKETS_TOTAL }])).toThrow(/no goodsId/);
    expect(() => validateOdds([{ goodsId: 'x', tickets: TICKETS_TOTAL }])).not.toThrow();
  });

  it('ranges are contiguous, in order, and pickDrop finds the owner of every ticket', () => {
    fc.assert(
      fc.property(oddsArb, fc.nat({ max: TICKETS_TOTAL - 1 }), (entries, ticket) => {
        const ranges = ticketRanges(entries);
        expect(ranges[0]!.from).toBe(0);
        expect(ranges.at(-1)!.to).toBe(TICKETS_TOTAL);
        ranges.forEach((range, i) => {
          expect(range.goodsId).toBe(entries[i]!.goodsId);
          expect(range.to - range.from).toBe(entries[i]!.tickets);
          if (i > 0) expect(range.from).toBe(ranges[i - 1]!.to);
          expect(pickDrop(ranges, range.from)).toBe(range);
          expect(pickDrop(ranges, range.to - 1)).toBe(range);
        });
        const owner = pickDrop(ranges, ticket);
        expect(owner).toBe(ranges.find((r) => r.from <= ticket && ticket < r.to));
      }),
      { numRuns: 300 },
    );
    const ranges = ticketRanges([{ goodsId: 1, tickets: TICKETS_TOTAL }]);
    expect(() => pickDrop(ranges, TICKETS_TOTAL)).toThrow(RangeError);
    expect(() => pickDrop(ranges, -1)).toThrow(RangeError);
    expect(() => pickDrop(ranges, 0.5)).toThrow(RangeError);
  });
});

describe('oddsFromWeights / apportion', () => {
  it('always sums to exactly 100 000 000 with every item >= 1 ticket, within one ticket of its quota', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1e-9, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 300 }),
        (weights) => {
          const entries = oddsFromWeights(weights.map((weight, i) => ({ goodsId: `g${i}`, weight })));
          expect(entries.reduce((sum, e) => sum + e.tickets, 0)).toBe(TICKETS_TOTAL);
          const total = weights.reduce((a, b) => a + b, 0);
          entries.forEach((entry, i) => {
            expect(Number.isInteger(entry.tickets)).toBe(true);
            expect(entry.tickets).toBeGreaterThanOrEqual(1);
            const quota = (weights[i]! / total) * TICKETS_TOTAL;
            if (quota >= 1) expect(Math.abs(entry.tickets - quota)).toBeLessThan(1 + 1e-6 * quota + weights.length);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives exact shares when they exist and ties to the earlier item', () => {
    expect(apportion(100, [1, 1, 1, 1])).toEqual([25, 25, 25, 25]);
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(10, [1e-9, 1e-9, 1])).toEqual([1, 1, 8]);
    expect(apportion(TICKETS_TOTAL, [0.7992, 0.1598, 0.032, 0.0064, 0.0026])).toEqual(
      Object.values(VALVE_RARITY_TICKETS),
    );
    expect(() => apportion(2, [1, 1, 1])).toThrow(RangeError);
    expect(() => apportion(10, [1, 0])).toThrow(RangeError);
    expect(() => oddsFromWeights([])).toThrow(RangeError);
  });
});

describe('expected value and price', () => {
  it('EV is Σ tickets × price / 10^8 in thousandths, rounded half away from zero', () => {
    expect(expectedValue([{ tickets: TICKETS_TOTAL, price: milli(12_345) }])).toBe(12_345);
    expect(
      expectedValue([
        { tickets: 50_000_000, price: milli(1) },
        { tickets: 50_000_000, price: milli(0) },
      ]),
    ).toBe(1); // 0.5 → 1
    expect(
      expectedValue([
        { tickets: 49_999_999, price: milli(1) },
        { tickets: 50_000_001, price: milli(0) },
      ]),
    ).toBe(0);
    expect(expectedValue([{ tickets: 50_000_000, price: milli(-1) }])).toBe(-1);
    // Big prices stay exact (the products pass 2^53).
    expect(
      expectedValue([
        { tickets: 99_999_999, price: milli(900_000_000_000) },
        { tickets: 1, price: milli(1) },
      ]),
    ).toBe(899_999_991_000);
  });

  it('prices a case at EV / RTP to the thousandth', () => {
    expect(priceForRtp(milli(900), 0.9)).toBe(1000);
    expect(priceForRtp(milli(1), 0.4)).toBe(3); // 2.5 → 3
    expect(priceForRtp(milli(12_345), 1)).toBe(12_345);
    expect(() => priceForRtp(milli(100), 0)).toThrow(RangeError);
  });
});

describe('designForRtp', () => {
  const items = [
    { goodsId: 'cheap', price: milli(120) },
    { goodsId: 'mid', price: milli(2_500) },
    { goodsId: 'good', price: milli(18_000) },
    { goodsId: 'rare', price: milli(150_000) },
    { goodsId: 'knife', price: milli(900_000) },
  ];

  it('hits the target RTP at a given case price within 0.1 %', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 0.98, noNaN: true }),
        fc.integer({ min: 1_000, max: 50_000 }).map(milli),
        (rtp, price) => {
          const design = designForRtp(items, rtp, price);
          expect(design.price).toBe(price);
          expect(Math.abs(design.rtp / rtp - 1)).toBeLessThanOrEqual(0.001);
          expect(design.ev).toBe(
            expectedValue(design.entries.map((e, i) => ({ tickets: e.tickets, price: items[i]!.price }))),
          );
          validateOdds(design.entries);
          // Cheap items are at least as likely as dear ones.
          for (let i = 1; i < items.length; i++) {
            expect(design.entries[i]!.tickets).toBeLessThanOrEqual(design.entries[i - 1]!.tickets);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('without a price, uses a = 1 and prices the case from its EV', () => {
    const design = designForRtp(items, 0.9);
    expect(design.exponent).toBe(1);
    expect(design.price).toBe(priceForRtp(design.ev, 0.9));
    expect(Math.abs(design.rtp / 0.9 - 1)).toBeLessThanOrEqual(0.001);
  });

  it('refuses a target out of reach', () => {
    expect(() => designForRtp(items, 0.9, milli(50))).toThrow(/out of reach/);
    expect(() => designForRtp(items, 0.9, milli(10_000_000))).toThrow(/out of reach/);
    expect(() => designForRtp([{ goodsId: 1, price: milli(0) }], 0.9, milli(100))).toThrow(RangeError);
  });
});

describe("Valve's official odds", () => {
  it('gives each tier its published tickets, StatTrak™ 10 %, wears by weight, summing exactly', () => {
    const items = sampleOfficialCase();
    const entries = officialOdds(items);
    validateOdds(entries);
    expect(entries).toHaveLength(items.length * 10);
    const byId = new Map(entries.map((e) => [e.goodsId, e.tickets]));
    const tierSum = (rarity: string) =>
      items
        .filter((item) => item.rarity === rarity)
        .flatMap((item) => item.variants)
        .reduce((sum, v) => sum + byId.get(v.goodsId)!, 0);
    for (const [rarity, tickets] of Object.entries(VALVE_RARITY_TICKETS)) expect(tierSum(rarity)).toBe(tickets);
    const statTrak = items.flatMap((item) => item.variants).filter((v) => v.statTrak);
    const statTrakShare = statTrak.reduce((sum, v) => sum + byId.get(v.goodsId)!, 0) / TICKETS_TOTAL;
    expect(statTrakShare).toBeCloseTo(0.1, 6);
    const ak = items[0]!.variants.slice(0, 5).map((v) => byId.get(v.goodsId)!);
    expect(ak[4]! / ak[2]!).toBeCloseTo(0.55 / 0.23, 4);
  });

  it('renormalises when a tier is missing, and keeps items without StatTrak™ whole', () => {
    const entries = officialOdds([
      { rarity: 'milSpec', variants: [{ goodsId: 1, wearWeight: 1 }] },
      { rarity: 'covert', variants: [{ goodsId: 2, wearWeight: 1 }] },
    ]);
    validateOdds(entries);
    expect(entries[1]!.tickets).toBe(Math.round((TICKETS_TOTAL * 0.64) / (79.92 + 0.64)));
    expect(() => officialOdds([{ rarity: 'gold' as never, variants: [{ goodsId: 1, wearWeight: 1 }] }])).toThrow(
      /unknown rarity/,
    );
  });
});

/** One-sided normal tail beyond 4 standard deviations: Φ(−4). */
const FOUR_SIGMA_TAIL = 3.167e-5;

/**
 * P(X ≥ k) when k is above the mean λ, else P(X ≤ k), for X ~ Poisson(λ) — the binomial of an item with
 * p ≤ 10^-3 over 10^6 draws to well within the precision needed. Used where λ is small and the normal
 * "4 standard deviations" is no longer meaningful: the count then passes when it is no less likely than
 * a 4-sigma deviation.
 */
function poissonTail(lambda: number, k: number): number {
  const logPmf = (j: number) => {
    let logFact = 0;
    for (let i = 2; i <= j; i++) logFact += Math.log(i);
    return -lambda + j * Math.log(lambda) - logFact;
  };
  let sum = 0;
  if (k >= lambda) {
    for (let j = k; j < k + 10_000; j++) {
      const term = Math.exp(logPmf(j));
      sum += term;
      if (term < sum * 1e-15) break;
    }
  } else {
    for (let j = k; j >= 0; j--) sum += Math.exp(logPmf(j));
  }
  return sum;
}

describe('1,000,000 draws from the real roll stream reproduce the odds', () => {
  const serverSeed = 'e3'.repeat(32);
  const clientSeed = 'million-draws';
  const N = 1_000_000;

  it('pure rolls equal node:crypto rolls on a 20k sample', () => {
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const digest = createHmac('sha256', serverSeed).update(`case:${clientSeed}:${nonce}:0`).digest('hex');
      const pure = roll({ serverSeed, game: 'case', clientSeed, nonce, round: 0 });
      if (pure.digest !== digest) expect(pure.digest).toBe(digest);
    }
  });

  it('every item of several cases lands within 4 standard deviations', () => {
    const tickets = new Int32Array(N);
    for (let nonce = 0; nonce < N; nonce++)
      tickets[nonce] = roll({ serverSeed, game: 'case', clientSeed, nonce }).ticket;
    const cases: OddsEntry[][] = [
      officialOdds(sampleOfficialCase()),
      designForRtp(
        [120, 800, 2_500, 9_000, 18_000, 75_000, 150_000, 900_000].map((price, i) => ({
          goodsId: i,
          price: milli(price),
        })),
        0.9,
        milli(5_000),
      ).entries,
      [
        { goodsId: 'half', tickets: 50_000_000 },
        { goodsId: 'other half', tickets: 50_000_000 },
      ],
    ];
    for (const entries of cases) {
      const ranges = ticketRanges(entries);
      const counts = new Map(ranges.map((r) => [r, 0]));
      for (let i = 0; i < N; i++) {
        const range = pickDrop(ranges, tickets[i]!);
        counts.set(range, counts.get(range)! + 1);
      }
      for (const [range, count] of counts) {
        const p = (range.to - range.from) / TICKETS_TOTAL;
        const sd = Math.sqrt(N * p * (1 - p));
        if (Math.abs(count - N * p) > 4 * sd && !(N * p < 1000 && poissonTail(N * p, count) >= FOUR_SIGMA_TAIL)) {
          expect.fail(`goods ${range.goodsId}: ${count} drops, expected ${N * p} ± ${4 * sd}`);
        }
      }
    }
    // The ticket stream itself is uniform: 100 equal buckets.
    const buckets = new Array<number>(100).fill(0);
    for (const t of tickets) buckets[Math.floor(t / 1_000_000)]!++;
    const sd = Math.sqrt(N * 0.01 * 0.99);
    for (const count of buckets) expect(Math.abs(count - N * 0.01)).toBeLessThanOrEqual(4 * sd);
    expect(poissonTail(2, 0)).toBeCloseTo(Math.exp(-2), 12);
    expect(poissonTail(1, 1)).toBeCloseTo(1 - Math.exp(-1), 12);
    expect(ticketOf(0)).toBe(0);
  }, 60_000);
});
