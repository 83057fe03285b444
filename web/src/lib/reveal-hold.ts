import { useEffect } from 'react';

/**
 * While this page reveals a result (a case reel, the upgrade wheel, a battle round), the live drop strip holds
 * back the drops that arrive and shows them when the reveal is over. The server already keeps a drop off the
 * feed for the reveal's duration; this covers a page that started its reveal late (a slow answer, a tab in the
 * background), so the strip never tells the player more than the reel.
 */

/**
 * A reveal runs on animation frames, which a starved or hidden page slows or pauses (and then the hold is right
 * to wait); a hold this long is a bug, and lets go by itself rather than freeze the strip.
 */
export const MAX_HOLD_MS = 60_000;

let holds = 0;
const listeners = new Set<() => void>();

/** Starts a hold; the answer ends it (once). */
export function holdReveals(): () => void {
  holds += 1;
  let done = false;
  const release = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    holds -= 1;
    if (holds === 0) for (const listener of [...listeners]) listener();
  };
  const timer = setTimeout(release, MAX_HOLD_MS);
  return release;
}

export const revealsHeld = (): boolean => holds > 0;

/** Runs `fn` each time the last hold ends. */
export function onRevealsReleased(fn: () => void): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

/** Holds the strip while `active` (e.g. a request for a result is out or its reel spins). */
export function useRevealHold(active: boolean): void {
  useEffect(() => (active ? holdReveals() : undefined), [active]);
}
