/**
 * How long each reveal animation takes on the site: the case reel, the upgrade wheel and a battle round's
 * reels. The web animates with these numbers and the server keeps a drop off the public feed (`/api/drop`,
 * the live strip) until its reveal has landed, so the strip never tells a player more than their reel.
 */

/** A case reel's spin (ms); each further reel of a multi-open stops `CASE_REEL_STAGGER_MS` after the one before. */
export const CASE_REEL_MS = 6200;
export const CASE_REEL_STAGGER_MS = 240;
/** The case page's quick mode. */
export const CASE_REEL_FAST_MS = 1900;
export const CASE_REEL_FAST_STAGGER_MS = 90;

/** Spin length (ms) of reel `reel` (0-based) of one opening. */
export function caseReelMs(fast: boolean, reel: number): number {
  return fast ? CASE_REEL_FAST_MS + reel * CASE_REEL_FAST_STAGGER_MS : CASE_REEL_MS + reel * CASE_REEL_STAGGER_MS;
}

/** The upgrade wheel's spin (ms). */
export const UPGRADE_WHEEL_MS = 5200;

/** A smashed window: the hammer swings, the glass cracks, then shatters onto the prize (ms). */
export const WINDOW_SMASH_MS = 1600;
/** A snowball's flight to its target and its burst (ms). */
export const SNOWBALL_THROW_MS = 1400;

/** A battle round's reels spin for this share of the round's time, within [min, max] ms. */
export const BATTLE_SPIN_SHARE = 0.7;
export const BATTLE_SPIN_MIN_MS = 900;
export const BATTLE_SPIN_MAX_MS = 4500;
/** Reduced motion: a round's reels fade onto their drops instead of spinning. */
export const BATTLE_SPIN_REDUCED_MS = 400;

/** How long a battle round's reels spin (ms): most of the round's time, so the result shows before the next round. */
export function battleSpinMs(roundMs: number, reduced = false): number {
  if (reduced) return BATTLE_SPIN_REDUCED_MS;
  return Math.round(Math.min(BATTLE_SPIN_MAX_MS, Math.max(BATTLE_SPIN_MIN_MS, roundMs * BATTLE_SPIN_SHARE)));
}

/**
 * Added to every delay: the answer's trip to the browser, the first frame and the landing glow. The server
 * starts counting when it records the drop, before its answer leaves.
 */
export const REVEAL_MARGIN_MS = 800;

/**
 * How long after recording a drop the public feed may show it (ms). The server never trusts the page's quick
 * mode or reduced motion: it waits for the full-length animation, which is never shorter.
 */
export const revealDelayMs = {
  /** Drop of reel `reel` (0-based) of a case opening (free boxes included). */
  case: (reel: number) => caseReelMs(false, reel) + REVEAL_MARGIN_MS,
  upgrade: () => UPGRADE_WHEEL_MS + REVEAL_MARGIN_MS,
  /** A battle round's drops, counted from the round's reveal. */
  battle: (roundMs: number) => battleSpinMs(roundMs) + REVEAL_MARGIN_MS,
  /** A smashing-windows prize, once its window has shattered. */
  windows: () => WINDOW_SMASH_MS + REVEAL_MARGIN_MS,
  /** A snowball prize, once the ball has landed. */
  snowball: () => SNOWBALL_THROW_MS + REVEAL_MARGIN_MS,
  /** A mall purchase has no reveal: the buyer picked the item. */
  mall: () => 0,
} as const;
