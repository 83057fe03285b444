import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHmacSha256, floatOf, rollMessage, TICKETS_TOTAL, ticketOf, toHex } from './fair';
import { milli, mulRate } from './money';
import {
  failureCoins,
  isWin,
  targetForMultiplier,
  type UpgradeDirection,
  UpgradeRuleError,
  upgradeChance,
  winningRange,
} from './upgrade';

const B = BigInt;
const ruleOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof UpgradeRuleError ? e.code : `other: ${(e as Error).message}`;
  }
  return 'none';
};

/** RTPs with up to 6 decimals, as configuration allows. */
const rtpArb = fc.integer({ min: 500_000, max: 1_000_000 }).map((ppm) => ppm / 1_000_000);
/** Maximum chances in percent with up to 2 decimals. */
const maxChanceArb = fc.integer({ min: 1, max: 10_000 }).map((c) => c / 100);
const pairArb = fc.integer({ min: 1, max: 1_000_000_000 }).chain((stake) =>
  fc.record({
    stake: fc.constant(milli(stake)),
    target: fc.integer({ min: stake + 1, max: stake * 50 + 1 }).map(milli),
  }),
);

describe('upgradeChance', () => {
  it('is floor(stake × rtp × 10^8 / target), exactly, capped at round(maxChance × 10^6)', () => {
    fc.assert(
      fc.property(pairArb, rtpArb, maxChanceArb, ({ stake, target }, rtp, maxChance) => {
        const ppm = B(Math.round(rtp * 1e6));
        const cap = Math.round(maxChance * 1e6);
        const exact = B(stake) * ppm * 100n; // stake × rtp × 10^8, scaled by 10^6
        fc.pre(exact >= B(target)); // at least one ticket
        const { winTickets, chance, capped } = upgradeChance({ stake, target, rtp, maxChance });
        // floor, checked as rationals: w × target ≤ stake × rtp × 10^8 < (w + 1) × target
        const w = B(capped ? Number(exact / B(target)) : winTickets);
        expect(w * B(target) <= exact && exact < (w + 1n) * B(target)).toBe(true);
        expect(capped).toBe(Number(w) > cap);
        expect(winTickets).toBe(Math.min(Number(w), cap));
        expect(chance).toBe(winTickets / 1_000_000);
        expect(winTickets).toBeGreaterThanOrEqual(1);
        expect(winTickets).toBeLessThanOrEqual(cap);
      }),
      { numRuns: 2000 },
    );
  });

  it('never falls when the stake grows, never rises when the target grows', () => {
    fc.assert(
      fc.property(pairArb, fc.integer({ min: 1, max: 1000 }), rtpArb, ({ stake, target }, d, rtp) => {
        const base = upgradeChance({ stake, target: milli(target + 1_000), rtp, maxChance: 75 }).winTickets;
        if (stake + d < target + 1_000)
          expect(
            upgradeChance({ stake: milli(stake + d), target: milli(target + 1_000), rtp, maxChance: 75 }).winTickets,
          ).toBeGreaterThanOrEqual(base);
        expect(
          upgradeChance({ stake, target: milli(target + 1_000 + d), rtp, maxChance: 75 }).winTickets,
        ).toBeLessThanOrEqual(base);
      }),
    );
  });

  it('rounds at the boundaries: stake just under the target, chance exactly at the cap', () => {
    // $0.999 toward $1.000 at RTP 1: 99.9 % exactly, under a 100 % cap.
    expect(upgradeChance({ stake: milli(999), target: milli(1000), rtp: 1, maxChance: 100 })).toEqual({
      winTickets: 99_900_000,
      chance: 99.9,
      capped: false,
    });
    // Just under the target at the default rules: 89.91 % is capped to 75 %.
    expect(upgradeChance({ stake: milli(999), target: milli(1000), rtp: 0.9, maxChance: 75 })).toEqual({
      winTickets: 75_000_000,
      chance: 75,
      capped: true,
    });
    // One third, floored to the ticket.
    expect(upgradeChance({ stake: milli(1), target: milli(3), rtp: 1, maxChance: 100 }).winTickets).toBe(33_333_333);
    // Exactly at the cap: 5 × 0.9 / 6 = 75 % is not "capped"; a thousandth cheaper target is.
    expect(upgradeChance({ stake: milli(5000), target: milli(6000), rtp: 0.9, maxChance: 75 })).toEqual({
      winTickets: 75_000_000,
      chance: 75,
      capped: false,
    });
    expect(upgradeChance({ stake: milli(5000), target: milli(5999), rtp: 0.9, maxChance: 75 })).toMatchObject({
      winTickets: 75_000_000,
      capped: true,
    });
    expect(upgradeChance({ stake: milli(5000), target: milli(6001), rtp: 0.9, maxChance: 75 })).toEqual({
      winTickets: 74_987_502,
      chance: 74.987502,
      capped: false,
    });
    // Float arithmetic would say 0.29 × 10^8 = 28 999 999.999…; the rule is exact.
    expect(upgradeChance({ stake: milli(29), target: milli(100), rtp: 1, maxChance: 100 }).winTickets).toBe(29_000_000);
    expect(
      upgradeChance({ stake: milli(1_000_000), target: milli(3_000_000), rtp: 0.97, maxChance: 75 }).winTickets,
    ).toBe(32_333_333);
    // A fractional cap rounds to the ticket.
    expect(upgradeChance({ stake: milli(999), target: milli(1000), rtp: 0.9, maxChance: 33.3333334 }).winTickets).toBe(
      33_333_333,
    );
  });

  it('refuses a target not above the stake, an empty stake and a chance below one ticket', () => {
    const rules = { rtp: 0.9, maxChance: 75 };
    expect(ruleOf(() => upgradeChance({ stake: milli(1000), target: milli(1000), ...rules }))).toBe(
      'upgrade_target_too_low',
    );
    expect(ruleOf(() => upgradeChance({ stake: milli(1001), target: milli(1000), ...rules }))).toBe(
      'upgrade_target_too_low',
    );
    expect(ruleOf(() => upgradeChance({ stake: milli(0), target: milli(1000), ...rules }))).toBe('select_items');
    // 1 × 0.9 × 10^8 / 90 000 001 < 1 ticket.
    expect(ruleOf(() => upgradeChance({ stake: milli(1), target: milli(90_000_001), ...rules }))).toBe(
      'upgrade_chance_too_low',
    );
    expect(upgradeChance({ stake: milli(1), target: milli(90_000_000), ...rules }).winTickets).toBe(1);
    // @ts-expect-error a fractional stake is not money; the rule refuses it at run time too
    expect(ruleOf(() => upgradeChance({ stake: 1.5, target: milli(1000), ...rules }))).toMatch(/^other/);
    expect(ruleOf(() => upgradeChance({ stake: milli(1), target: milli(1000), rtp: 0, maxChance: 75 }))).toMatch(
      /^other/,
    );
    expect(ruleOf(() => upgradeChance({ stake: milli(1), target: milli(1000), rtp: 0.9, maxChance: 101 }))).toMatch(
      /^other/,
    );
  });
});

describe('winningRange and isWin', () => {
  const ticketArb = fc.integer({ min: 0, max: TICKETS_TOTAL - 1 });
  const winArb = fc.integer({ min: 0, max: TICKETS_TOTAL });

  it('under wins on [0, w), over on [10^8 − w, 10^8); both hold exactly w tickets', () => {
    fc.assert(
      fc.property(ticketArb, winArb, (ticket, w) => {
        expect(winningRange(w, 'under')).toEqual({ from: 0, to: w });
        expect(winningRange(w, 'over')).toEqual({ from: TICKETS_TOTAL - w, to: TICKETS_TOTAL });
        expect(isWin(ticket, w, 'under')).toBe(ticket < w);
        expect(isWin(ticket, w, 'over')).toBe(ticket >= TICKETS_TOTAL - w);
        // Mirror images: the chance does not depend on the side.
        expect(isWin(ticket, w, 'under')).toBe(isWin(TICKETS_TOTAL - 1 - ticket, w, 'over'));
      }),
    );
  });

  it('decides the edge tickets of each side', () => {
    const w = 45_000_000;
    expect(isWin(0, w, 'under')).toBe(true);
    expect(isWin(w - 1, w, 'under')).toBe(true);
    expect(isWin(w, w, 'under')).toBe(false);
    expect(isWin(TICKETS_TOTAL - w - 1, w, 'over')).toBe(false);
    expect(isWin(TICKETS_TOTAL - w, w, 'over')).toBe(true);
    expect(isWin(TICKETS_TOTAL - 1, w, 'over')).toBe(true);
    expect(isWin(0, 0, 'under')).toBe(false);
    expect(isWin(TICKETS_TOTAL - 1, 0, 'over')).toBe(false);
    expect(() => isWin(TICKETS_TOTAL, w, 'under')).toThrow(RangeError);
    expect(() => isWin(-1, w, 'over')).toThrow(RangeError);
    expect(() => isWin(1.5, w, 'over')).toThrow(RangeError);
    expect(() => winningRange(TICKETS_TOTAL + 1, 'under')).toThrow(RangeError);
    expect(() => winningRange(1, 'sideways' as UpgradeDirection)).toThrow(RangeError);
  });
});

describe('failureCoins and targetForMultiplier', () => {
  it('gifts the share of the stake, half away from zero', () => {
    expect(failureCoins(milli(10), 0.05)).toBe(1); // 0.5 → 1
    expect(failureCoins(milli(9), 0.05)).toBe(0); // 0.45 → 0
    expect(failureCoins(milli(30), 0.05)).toBe(2); // 1.5 → 2
    expect(failureCoins(milli(12_345), 0.05)).toBe(617); // 617.25
    expect(failureCoins(milli(1000), 0)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }).map(milli),
        fc.integer({ min: 0, max: 1000 }),
        (stake, permille) => {
          const share = permille / 1000;
          const coins = failureCoins(stake, share);
          expect(coins).toBe(mulRate(stake, share));
          expect(Number.isSafeInteger(coins)).toBe(true);
          expect(Math.abs(coins - stake * share)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(coins).toBeLessThanOrEqual(stake);
        },
      ),
    );
  });

  it('aims a quick multiplier at stake × multiplier, rounded to the thousandth', () => {
    expect(targetForMultiplier(milli(1234), 1.5)).toBe(1851);
    expect(targetForMultiplier(milli(1235), 1.5)).toBe(1853); // 1852.5 → 1853
    expect(targetForMultiplier(milli(1000), 10)).toBe(10_000);
    expect(() => targetForMultiplier(milli(1000), 0)).toThrow(RangeError);
  });
});

describe('return to player over the real roll stream', () => {
  /** 200 000 upgrades per chance from one seed pair (game `upgrade`), sides alternating. */
  const ATTEMPTS = 200_000;
  const RTP = 0.9;

  function tickets(clientSeed: string): Uint32Array {
    const hmac = createHmacSha256('3f9a1c7e5b2d4068a1c3e5f7092b4d6f8a0c2e4f6a8b0d2f4e6a8c0b2d4f6e8a');
    const out = new Uint32Array(ATTEMPTS);
    for (let nonce = 0; nonce < ATTEMPTS; nonce++)
      out[nonce] = ticketOf(floatOf(toHex(hmac(rollMessage({ game: 'upgrade', clientSeed, nonce })))));
    return out;
  }

  it.each([
    { stake: milli(1_000), target: milli(90_000) }, // 1 %
    { stake: milli(1_000), target: milli(9_000) }, // 10 %
    { stake: milli(2_500), target: milli(5_000) }, // 45 %
    { stake: milli(8_330), target: milli(10_000) }, // 74.97 %
  ])('stake $stake → target $target realises the RTP within 4 standard deviations', ({ stake, target }) => {
    const { winTickets, capped } = upgradeChance({
      stake,
      target,
      rtp: RTP,
      maxChance: 75,
    });
    expect(capped).toBe(false);
    const drawn = tickets(`rtp-${stake}-${target}`);
    let wins = 0;
    for (let i = 0; i < ATTEMPTS; i++) {
      const direction: UpgradeDirection = i % 2 === 0 ? 'under' : 'over';
      if (isWin(drawn[i]!, winTickets, direction)) wins++;
    }
    const p = winTickets / TICKETS_TOTAL;
    const multiple = target / stake;
    const realised = (wins * multiple) / ATTEMPTS; // mean return per attempt = P(win) × target / stake
    const sigma = multiple * Math.sqrt((p * (1 - p)) / ATTEMPTS);
    // The floor to a whole ticket costs at most target / stake / 10^8 of RTP.
    expect(Math.abs(realised - RTP)).toBeLessThanOrEqual(4 * sigma + multiple / TICKETS_TOTAL);
    expect(p * multiple).toBeLessThanOrEqual(RTP);
    expect(p * multiple).toBeGreaterThan(RTP - multiple / TICKETS_TOTAL);
  });
});
