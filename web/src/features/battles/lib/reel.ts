/**
 * The vertical reel of a battle seat: a column of cards that scrolls down onto a centre line and stops on
 * the seat's drop. The strip is filled with items sampled by the box's odds (a seeded generator, so every
 * render of one round and seat shows the same strip) and the server's drop sits at WIN_INDEX.
 */
import { battleSpinMs } from '@dropforge/shared/domain';
import {
  easeOutPow,
  landingOffset,
  type OddsItem,
  type ReelGeometry,
  type Rng,
  sampleByOdds,
  landingFraction as sharedLandingFraction,
} from '../../../lib/reel';

export type { OddsItem, ReelGeometry, Rng };

/** Card on the line before a spin, and the card the drop is placed at. */
export const IDLE_INDEX = 2;
export const WIN_INDEX = 30;
export const STRIP_LENGTH = 34;
/** The line stops within ±this share of a card's height around its centre. */
export const OFFSET_SPREAD = 0.3;

/** mulberry32: a small seeded generator (not for anything secret: it only picks filler cards). */
export function seeded(seed: number): Rng {
  // murmur3's finaliser first: nearby seeds (slot 1 and 2 of one round) must not give look-alike strips.
  let a = seed >>> 0;
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
  a = Math.imul(a ^ (a >>> 13), 0xc2b2ae35);
  a = (a ^ (a >>> 16)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of one seat's strip in one round of a battle. */
export function stripSeed(battleId: number, round: number, slot: number): number {
  return (Math.imul(battleId, 2654435761) ^ Math.imul(round + 1, 40503) ^ Math.imul(slot + 7, 97)) >>> 0;
}

function sample<G>(items: readonly OddsItem<G>[], rng: Rng): G {
  try {
    return sampleByOdds(items, rng).goods;
  } catch {
    return items[Math.floor(rng() * items.length)]!.goods;
  }
}

/**
 * The strip of one spin: items sampled by odds with `winner` at WIN_INDEX. Without items (the box's contents
 * did not load) the strip is the winner alone, repeated.
 */
export function buildStrip<G>(items: readonly OddsItem<G>[], winner: G, rng: Rng): G[] {
  return Array.from({ length: STRIP_LENGTH }, (_, i) =>
    i === WIN_INDEX || items.length === 0 ? winner : sample(items, rng),
  );
}

/** A strip with no winner yet (the box of the coming round), sampled by odds. */
export function idleStrip<G>(items: readonly OddsItem<G>[], rng: Rng): G[] {
  return items.length === 0 ? [] : Array.from({ length: STRIP_LENGTH }, () => sample(items, rng));
}

/** Where on the winning card the line stops, as a share of the card height (0.5 = centre). */
export function landingFraction(rng: Rng): number {
  return sharedLandingFraction(rng, OFFSET_SPREAD);
}

/** The strip's translateY that puts the line `fraction` of the way into card `index`. */
export const landingY: (index: number, fraction: number, g: ReelGeometry) => number = landingOffset;

/** Ease-out (quintic): a fast start and a long, slow stop. */
export function easeOut(t: number): number {
  return easeOutPow(t, 5);
}

/**
 * How long a round's reels spin: most of the round's time, so the result shows before the next round. The shared
 * rule: the server keeps a round's drops off the live strip until its reels have stopped.
 */
export const spinMs: (roundMs: number, reduced: boolean) => number = battleSpinMs;
