/**
 * Pure reel logic: the strip of cards a reel scrolls through, where it stops, and the demo draw.
 * A strip is filled with items sampled by the case's odds and the server's drop sits at WIN_INDEX;
 * the reel eases from the idle position to `landingX(WIN_INDEX, offset)`, which puts the marker
 * `offset` pixels into the winning card.
 */
import { caseReelMs, TICKETS_TOTAL } from '@dropforge/shared/domain';
import {
  easeOutPow,
  itemForTicket,
  landingOffset,
  type OddsItem,
  type ReelGeometry,
  type Rng,
  sampleByOdds,
  landingFraction as sharedLandingFraction,
} from '../../../lib/reel';

export { itemForTicket, type OddsItem, type ReelGeometry, type Rng, sampleByOdds };

/** Cases one click opens at most, one reel each (the contract's BOX_OPEN_MAX; a value import would bundle zod). */
export const MAX_REELS = 5;
/** Card under the marker while a reel rests before a spin. */
export const IDLE_INDEX = 8;
/** Card the server's drop is placed at: every spin scrolls IDLE_INDEX → WIN_INDEX. */
export const WIN_INDEX = 52;
/** Cards per strip (enough after the winner to fill the right half of a wide reel). */
export const STRIP_LENGTH = 62;
/** Cards kept from the previous strip so a new spin starts from what is on screen. */
export const PREFIX_LENGTH = 18;
/** The marker stops within ±this share of a card's width around its centre. */
export const OFFSET_SPREAD = 0.34;

/** What one reel shows: a strip and where it stops; `spin` > 0 names a spin (0 = the resting preview). */
export interface ReelPlan<G> {
  spin: number;
  strip: G[];
  /** Card the marker ends on, and how far into it (share of the card width). */
  center: number;
  fraction: number;
  /** Spin length in ms. */
  duration: number;
}

/** A ticket in [0, TICKETS_TOTAL) from a random 32-bit source, without modulo bias. */
export function ticketFrom(nextUint32: () => number): number {
  const limit = Math.floor(2 ** 32 / TICKETS_TOTAL) * TICKETS_TOTAL;
  for (;;) {
    const value = nextUint32() >>> 0;
    if (value < limit) return value % TICKETS_TOTAL;
  }
}

/** Cryptographic 32-bit random numbers (browser and Node 20). */
export function cryptoUint32(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/**
 * The cards of one spin: `prefix` first (what the reel shows now), then items sampled by odds, with
 * `winner` at WIN_INDEX.
 */
export function buildStrip<G>(items: readonly OddsItem<G>[], winner: G, rng: Rng, prefix: readonly G[] = []): G[] {
  if (items.length === 0) return [];
  const strip: G[] = [];
  for (let i = 0; i < STRIP_LENGTH; i++) {
    if (i === WIN_INDEX) strip.push(winner);
    else if (i < Math.min(prefix.length, PREFIX_LENGTH, WIN_INDEX)) strip.push(prefix[i]!);
    else strip.push(sampleByOdds(items, rng).goods);
  }
  return strip;
}

/** A resting strip (no winner yet) sampled by odds. */
export function idleStrip<G>(items: readonly OddsItem<G>[], rng: Rng): G[] {
  return items.length === 0 ? [] : Array.from({ length: STRIP_LENGTH }, () => sampleByOdds(items, rng).goods);
}

/** The cards now on screen around `center`, as the prefix of the next strip (centre lands at IDLE_INDEX). */
export function carryOver<G>(strip: readonly G[], center: number): G[] {
  const from = Math.max(0, center - IDLE_INDEX);
  const out = strip.slice(from, from + PREFIX_LENGTH);
  return out.length === PREFIX_LENGTH ? out : strip.slice(0, PREFIX_LENGTH);
}

/** Where inside the winning card the marker stops, as a share of the card width (0.5 = centre). */
export function landingFraction(rng: Rng): number {
  return sharedLandingFraction(rng, OFFSET_SPREAD);
}

/** The strip's translateX that puts the marker `fraction` of the way into card `index`. */
export const landingX: (index: number, fraction: number, g: ReelGeometry) => number = landingOffset;

/** The card under the marker at translateX `x`, or -1 when the marker is over a gap. */
export function cardAtMarker(x: number, g: ReelGeometry): number {
  const along = g.viewport / 2 - x;
  const pitch = g.card + g.gap;
  const index = Math.floor(along / pitch);
  return along - index * pitch < g.card ? index : -1;
}

/** Ease-out (quartic): fast start, long slow stop. */
export function easeOut(t: number): number {
  return easeOutPow(t, 4);
}

/**
 * Spin length (ms): fast mode is short; later reels of a multi-open stop a little after the first. The shared
 * durations: the server keeps each drop off the live strip until its reel has stopped.
 */
export const spinDuration: (fast: boolean, reel: number) => number = caseReelMs;

/** Cross-check of a server drop: the item owning `ticket` is the dropped goods (false when the case changed). */
export function ticketMatches(items: readonly OddsItem<{ id: number }>[], goodsId: number, ticket: number): boolean {
  try {
    return itemForTicket(items, ticket).goods.id === goodsId;
  } catch {
    return false;
  }
}
