import { useCallback, useEffect, useRef, useState } from 'react';

/** A draw newer than this when the page opens is played; an older one shows landed, with a replay button. */
export const RECENT_DRAW_MS = 120_000;
/** Pause on a landed winner before the next spin (ms). */
export const BETWEEN_MS = 900;

/** One spin's length: long for a few winners, quicker when there are many. */
export function spinDuration(winners: number): number {
  return winners <= 3 ? 5500 : winners <= 8 ? 3000 : 1500;
}

export interface Playback {
  /** The winner whose reel is on screen (draw order). */
  round: number;
  spinning: boolean;
  /** Winners revealed so far (in draw order). */
  revealed: number;
  /** Playing (spinning or pausing between winners). */
  playing: boolean;
  duration: number;
  landed: () => void;
  skip: () => void;
  replay: () => void;
}

/**
 * The draw's playback: each winner's reel in turn, landing before the next spins. A room seen drawing on
 * this page (or drawn moments ago) plays; reduced motion reveals every winner at once without a spin.
 */
export function useDrawPlayback({
  drawn,
  winners,
  drawnAt,
  reduced,
}: {
  drawn: boolean;
  winners: number;
  drawnAt: string | null;
  reduced: boolean;
}): Playback {
  const fresh = drawnAt !== null && Date.now() - Date.parse(drawnAt) < RECENT_DRAW_MS;
  const [state, setState] = useState(() =>
    drawn && fresh && !reduced && winners > 0
      ? { round: 0, spinning: true, revealed: 0 }
      : { round: Math.max(0, winners - 1), spinning: false, revealed: drawn ? winners : 0 },
  );
  const wasDrawn = useRef(drawn);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const duration = spinDuration(winners);

  // The draw happened while the page was open: play it.
  useEffect(() => {
    if (drawn && !wasDrawn.current) {
      setState(
        reduced || winners === 0
          ? { round: Math.max(0, winners - 1), spinning: false, revealed: winners }
          : { round: 0, spinning: true, revealed: 0 },
      );
    }
    wasDrawn.current = drawn;
  }, [drawn, winners, reduced]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const landed = useCallback(() => {
    setState((s) => ({ ...s, spinning: false, revealed: Math.max(s.revealed, s.round + 1) }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setState((s) =>
        s.round + 1 < winners && !s.spinning ? { round: s.round + 1, spinning: true, revealed: s.revealed } : s,
      );
    }, BETWEEN_MS);
  }, [winners]);

  const skip = useCallback(() => {
    clearTimeout(timer.current);
    setState({ round: Math.max(0, winners - 1), spinning: false, revealed: winners });
  }, [winners]);

  const replay = useCallback(() => {
    clearTimeout(timer.current);
    if (reduced || winners === 0) return;
    setState({ round: 0, spinning: true, revealed: 0 });
  }, [reduced, winners]);

  return { ...state, playing: drawn && state.revealed < winners, duration, landed, skip, replay };
}
