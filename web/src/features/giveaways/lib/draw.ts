/**
 * The draw of a room (DESIGN §5 room scheme, game `giveaway`): winner k is `battleRoll` with round k and
 * slot 0 over the client seeds in join order; its float × (participants not yet drawn), floored, indexes the
 * participants still in the draw, in join order. A room with fewer participants than winners draws everyone.
 * The page recomputes the published rolls with the same shared code, and shapes the reel that lands on each.
 */

import type { GiftPrize, GiftUser } from '@dropforge/shared/contract';
import { battleRoll, pickIndex } from '@dropforge/shared/domain';

export interface DrawRoll {
  round: number;
  float: number;
  index: number;
  user_id: number;
}

export interface DrawInputs {
  serverSeed: string;
  /** One per participant, in join order. */
  clientSeeds: readonly string[];
  /** Participants' user ids, in join order. */
  participants: readonly number[];
  winners: number;
  beacon?: string | null;
}

/** Every winner's roll, in draw order, from the revealed inputs. */
export function recomputeDraw({ serverSeed, clientSeeds, participants, winners, beacon }: DrawInputs): DrawRoll[] {
  if (participants.length === 0 || clientSeeds.length !== participants.length) return [];
  const remaining = [...participants];
  const rolls: DrawRoll[] = [];
  const count = Math.min(winners, participants.length);
  for (let round = 0; round < count; round++) {
    const { float } = battleRoll({ serverSeed, clientSeeds, round, slot: 0, beacon, game: 'giveaway' });
    const index = pickIndex(float, remaining.length);
    const [userId] = remaining.splice(index, 1);
    rolls.push({ round, float, index, user_id: userId as number });
  }
  return rolls;
}

/** Whether the recomputed winners are the room's winners, in the same order. */
export function sameWinners(rolls: readonly DrawRoll[], winners: readonly number[]): boolean {
  return rolls.length === winners.length && rolls.every((roll, k) => roll.user_id === winners[k]);
}

/** The prizes of winner k: prize i (by price, descending) goes to winner i mod `winners`. */
export function prizesOf(prizes: readonly GiftPrize[], winners: number, k: number): GiftPrize[] {
  if (winners <= 0) return [];
  return prizes.filter((_, i) => i % winners === k);
}

/** The USD value of a list of prizes, in thousandths to stay exact. */
export function prizeValue(prizes: readonly GiftPrize[]): number {
  return prizes.reduce((sum, prize) => sum + Math.round(prize.price * 1000), 0) / 1000;
}

/** A small deterministic generator (mulberry32) so a reel looks the same on every replay. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Cards on a reel, and the one the marker stops on. */
export const STRIP_LENGTH = 48;
export const WIN_INDEX = 40;

/**
 * The reel of winner k: participants still in the draw (winners of earlier rounds are out) in a shuffled
 * order, the winner at `WIN_INDEX`. The strip is decoration; the winner comes from the server.
 */
export function drawStrip(
  participants: readonly GiftUser[],
  drawn: readonly number[],
  k: number,
  roomId: number,
): GiftUser[] {
  const winnerId = drawn[k];
  const winner = participants.find((p) => p.user_id === winnerId);
  if (!winner) return [];
  const earlier = new Set(drawn.slice(0, k));
  const pool = participants.filter((p) => !earlier.has(p.user_id));
  const others = pool.filter((p) => p.user_id !== winnerId);
  const rng = seeded(roomId * 131 + k * 7919 + 1);
  const strip: GiftUser[] = [];
  for (let i = 0; i < STRIP_LENGTH; i++) {
    if (i === WIN_INDEX) strip.push(winner);
    else if (others.length === 0) strip.push(winner);
    else {
      let pick = others[Math.floor(rng() * others.length)] as GiftUser;
      // No winner look-alike right beside the marker, and no one twice in a row when there is a choice.
      if (others.length > 1 && (pick.user_id === strip[i - 1]?.user_id || Math.abs(i - WIN_INDEX) === 1)) {
        pick = others[(others.indexOf(pick) + 1) % others.length] as GiftUser;
      }
      strip.push(pick);
    }
  }
  return strip;
}
