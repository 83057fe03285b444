/**
 * Realised return to player against what the odds promise (docs/trust.md). Every bet adds what was staked, what it
 * paid, what its odds expected it to pay and the variance of its payout, all in thousandths; the realised RTP is
 * paid ÷ staked and its 95 % band is ±1.96 standard deviations of that ratio (the bets are independent, so their
 * variances add).
 */
export interface BetOdds {
  /** Staked, thousandths. */
  wagered: number;
  /** Expected payout, thousandths. */
  expected: number;
  /** Variance of the payout, thousandths squared. */
  variance: number;
}

/** The 95 % two-sided normal quantile. */
export const Z95 = 1.959963984540054;

/** Expected payout and its variance for one draw from outcomes `(value, probability)`. */
export function drawOdds(outcomes: readonly { value: number; p: number }[]): { expected: number; variance: number } {
  let mean = 0;
  let square = 0;
  for (const { value, p } of outcomes) {
    mean += value * p;
    square += value * value * p;
  }
  return { expected: mean, variance: Math.max(0, square - mean * mean) };
}

/** A case's odds from its ticket table and goods prices: one open staking `price`. */
export function caseOdds(
  items: readonly { tickets: number; price: number }[],
  price: number,
  ticketsTotal = 100_000_000,
): BetOdds {
  const { expected, variance } = drawOdds(items.map((i) => ({ value: i.price, p: i.tickets / ticketsTotal })));
  return { wagered: price, expected, variance };
}

/** A bet that pays `value` with probability `chance` and nothing otherwise (an upgrade, a won-or-lost draw). */
export function winOrLoseOdds(stake: number, value: number, chance: number): BetOdds {
  return { wagered: stake, ...drawOdds([{ value, p: chance }]) };
}

export interface RtpTotals {
  bets: number;
  wagered: number;
  paid: number;
  expected: number;
  variance: number;
}

export interface RtpFigures {
  published_rtp: number | null;
  realised_rtp: number | null;
  ci_low: number | null;
  ci_high: number | null;
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** Published and realised RTP with the 95 % band of the realised one (nulls before the first bet). */
export function rtpFigures(t: RtpTotals): RtpFigures {
  if (t.bets <= 0 || t.wagered <= 0) return { published_rtp: null, realised_rtp: null, ci_low: null, ci_high: null };
  const realised = t.paid / t.wagered;
  const half = (Z95 * Math.sqrt(Math.max(0, t.variance))) / t.wagered;
  return {
    published_rtp: round4(t.expected / t.wagered),
    realised_rtp: round4(realised),
    ci_low: round4(Math.max(0, realised - half)),
    ci_high: round4(realised + half),
  };
}
