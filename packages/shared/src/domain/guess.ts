import type { Milli } from './money';

/** The edge is a whole number of parts per million of the pool (5 % = 50 000), so no float touches the split. */
export const PPM = 1_000_000;

/** A winner's stake on the winning option (all their backings of it together), in order of their first backing. */
export type WinningStake = { userId: number; stake: Milli };

/**
 * The house's take of a pool: `pool × edge_ppm / 1 000 000`, rounded half away from zero to the thousandth
 * (DESIGN §4, once).
 */
export function guessEdge(pool: Milli, edgePpm: number): Milli {
  return Math.floor((pool * edgePpm + PPM / 2) / PPM) as Milli;
}

/**
 * Splits `payout` thousandths among the winners pro rata to their stakes (largest remainder): each first gets
 * `floor(payout × stake / total)`; the thousandths left over (fewer than the winners) go one each to the largest
 * fractional remainders, ties to the earlier backer (the order given). The shares sum to exactly `payout`.
 * BigInt products: `payout × stake` passes 2^53 for pools beyond a few million coins.
 */
export function splitPool(payout: Milli, winners: readonly WinningStake[]): Milli[] {
  const total = winners.reduce((sum, w) => sum + BigInt(w.stake), 0n);
  if (winners.length === 0 || total === 0n) return [];
  const p = BigInt(payout);
  const parts = winners.map((w, i) => {
    const exact = p * BigInt(w.stake);
    return { i, share: exact / total, rest: exact % total };
  });
  let left = p - parts.reduce((sum, x) => sum + x.share, 0n);
  const byRest = [...parts].sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const part of byRest) {
    if (left === 0n) break;
    part.share += 1n;
    left -= 1n;
  }
  return parts.map((x) => Number(x.share) as Milli);
}

/**
 * Decimal odds a backing of an option pays if it wins, as the pools stand (what the pool would pay per coin
 * backed, after the edge); null while the option has no backing.
 */
export function impliedOdds(pool: Milli, optionPool: Milli, edgePpm: number): number | null {
  if (optionPool <= 0) return null;
  return Math.floor(((pool - guessEdge(pool, edgePpm)) / optionPool) * 100) / 100;
}
