/**
 * Giveaway draws (DESIGN §5 room scheme, issue 19). A room has one server seed, its hash published at creation;
 * each participant's client seed is frozen when they join, and the seeds are listed in join order. Winner k
 * (k = 0, 1, …) is the room roll `battleRoll({ game: 'giveaway', clientSeeds, round: k, slot: 0 })`: its
 * float × (participants not yet drawn), floored, indexes the remaining participants in join order, and that
 * participant leaves the pool. With fewer participants than winners, everyone is drawn (in draw order).
 *
 * Prizes: sorted by price descending (ties keep their listed order), prize i goes to winner i mod winners; a prize
 * whose winner index was not drawn goes back to the room's funder.
 */
import { battleRoll, pickIndex } from './fair';

export interface GiveawayDrawInput {
  serverSeed: string;
  /** Client seeds of the participants in join order (frozen when each joined). */
  clientSeeds: readonly string[];
  /** Winners the room draws (`gift_user_count`). */
  winners: number;
  beacon?: string | null;
}

export interface GiveawayRoll {
  /** The roll's round = the winner's place k in the draw. */
  round: number;
  digest: string;
  float: number;
  /** Index among the participants not yet drawn, in join order. */
  index: number;
  /** The winner's place in join order (0-based index into `clientSeeds`). */
  participant: number;
}

/** Draws min(winners, participants) winners; answers them in draw order. */
export function drawGiveaway(input: GiveawayDrawInput): GiveawayRoll[] {
  const { serverSeed, clientSeeds, winners, beacon } = input;
  if (!Number.isSafeInteger(winners) || winners < 1) throw new RangeError('winners must be a positive integer');
  if (clientSeeds.length === 0) return [];
  const remaining = clientSeeds.map((_, i) => i);
  const rolls: GiveawayRoll[] = [];
  for (let round = 0; round < winners && remaining.length > 0; round++) {
    const { digest, float } = battleRoll({ serverSeed, clientSeeds, round, slot: 0, beacon, game: 'giveaway' });
    const index = pickIndex(float, remaining.length);
    const [participant] = remaining.splice(index, 1);
    rolls.push({ round, digest, float, index, participant: participant! });
  }
  return rolls;
}

/** The order prizes are handed out in: by price descending, ties in listed order (answers listed indexes). */
export function prizeOrder(prices: readonly number[]): number[] {
  return prices
    .map((price, i) => ({ price, i }))
    .sort((a, b) => b.price - a.price || a.i - b.i)
    .map((p) => p.i);
}

/**
 * Which winner (k, in draw order) each prize goes to, by listed index: prize at sorted place i goes to winner
 * i mod `winners`; null when that winner was not drawn (too few participants): it returns to the funder.
 */
export function prizeWinners(prices: readonly number[], winners: number, drawn: number): Array<number | null> {
  const out: Array<number | null> = prices.map(() => null);
  prizeOrder(prices).forEach((listed, place) => {
    const k = place % winners;
    out[listed] = k < drawn ? k : null;
  });
  return out;
}
