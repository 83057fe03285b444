import { useCallback, useEffect, useState } from 'react';
import { spinMs } from '../lib/reel';

/** Pause between rounds of a replay (ms). */
const REPLAY_PAUSE = 700;
/**
 * The least time a stopped round stays on screen before the next one spins (ms): a page whose spin timer fired late
 * (a busy phone) would otherwise start the next spin in the same frame and the round would never be seen landing.
 */
export const LANDED_HOLD_MS = 300;

export interface Playback {
  /** Rounds whose reels have stopped (their drops count in the totals shown). */
  shown: number;
  /** The round whose reels are spinning, or null. */
  spinning: number | null;
  replaying: boolean;
  /** Spin length (ms). */
  duration: number;
  replay: () => void;
  skip: () => void;
}

/**
 * Which round the reels show. Rounds revealed before the page opened are shown stopped; each new round spins
 * once; when the page falls behind (a hidden tab, a slow network) it jumps to the latest round and spins
 * only that one. A replay re-runs every stored round in turn.
 */
export function usePlayback(revealed: number, roundMs: number, reduced: boolean): Playback {
  const [shown, setShown] = useState(revealed);
  const [spinning, setSpinning] = useState<number | null>(null);
  const [replaying, setReplaying] = useState(false);
  const [holding, setHolding] = useState(false);
  const duration = spinMs(roundMs, reduced);

  useEffect(() => {
    if (!holding) return;
    const timer = setTimeout(() => setHolding(false), LANDED_HOLD_MS);
    return () => clearTimeout(timer);
  }, [holding]);

  useEffect(() => {
    if (spinning !== null || holding) return;
    if (shown >= revealed) {
      if (replaying) setReplaying(false);
      return;
    }
    if (!replaying) {
      const latest = revealed - 1;
      if (shown < latest) setShown(latest);
      setSpinning(latest);
      return;
    }
    const timer = setTimeout(() => setSpinning(shown), shown === 0 ? 150 : REPLAY_PAUSE);
    return () => clearTimeout(timer);
  }, [revealed, shown, spinning, replaying, holding]);

  useEffect(() => {
    if (spinning === null) return;
    const timer = setTimeout(() => {
      setShown(spinning + 1);
      setSpinning(null);
      setHolding(true);
    }, duration + 80);
    return () => clearTimeout(timer);
  }, [spinning, duration]);

  const replay = useCallback(() => {
    setSpinning(null);
    setHolding(false);
    setShown(0);
    setReplaying(true);
  }, []);

  const skip = useCallback(() => {
    setSpinning(null);
    setHolding(false);
    setShown(revealed);
    setReplaying(false);
  }, [revealed]);

  return { shown: Math.min(shown, revealed), spinning, replaying, duration, replay, skip };
}
