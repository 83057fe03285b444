import type { Goods } from '@dropforge/shared/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoxItem, OpenDrop } from '../api/cases';
import {
  buildStrip,
  carryOver,
  cryptoUint32,
  IDLE_INDEX,
  idleStrip,
  itemForTicket,
  landingFraction,
  type ReelPlan,
  spinDuration,
  ticketFrom,
  ticketMatches,
  WIN_INDEX,
} from '../lib/reel';

/** One won item: the server's drop, or a demo draw (no knapsack id, no seeds). */
export interface WonDrop {
  goods: Goods;
  ticket: number;
  roll: OpenDrop | null;
}

export interface SpinResult {
  id: number;
  demo: boolean;
  drops: WonDrop[];
  /** What was paid (0 for a demo). */
  cost: number;
}

/** `idle`: resting reels (maybe showing the last landing); `spinning`; `done`: landed, result shown. */
export type OpeningPhase = 'idle' | 'spinning' | 'done';

const rest = (strip: Goods[]): ReelPlan<Goods> => ({ spin: 0, strip, center: IDLE_INDEX, fraction: 0.5, duration: 0 });

/**
 * The reels of a case page and the spin they show. `start` lays the drops on fresh strips (continuing
 * from what is on screen) and spins; the phase becomes `done` when every reel has landed.
 */
export function useCaseOpening(items: readonly BoxItem[], count: number, fast: boolean) {
  const [plans, setPlans] = useState<ReelPlan<Goods>[]>(() =>
    items.length === 0 ? [] : Array.from({ length: count }, () => rest(idleStrip(items, Math.random))),
  );
  const [result, setResult] = useState<SpinResult | null>(null);
  const [phase, setPhase] = useState<OpeningPhase>('idle');
  const landedRef = useRef(new Set<number>());
  const nextSpin = useRef(1);

  // Resting reels for the chosen count: existing ones stay, new ones get a preview strip.
  useEffect(() => {
    if (items.length === 0) return;
    setPlans((current) => {
      if (current.length === count) return current;
      if (current.length > count) return current.slice(0, count);
      const added = Array.from({ length: count - current.length }, () => rest(idleStrip(items, Math.random)));
      return [...current, ...added];
    });
  }, [items, count]);

  const start = useCallback(
    (drops: WonDrop[], demo: boolean, cost: number) => {
      if (items.length === 0 || drops.length === 0) return;
      const spin = nextSpin.current++;
      landedRef.current = new Set();
      setPlans((current) =>
        drops.map((drop, i) => {
          const previous = current[i] ?? rest(idleStrip(items, Math.random));
          const prefix = carryOver(previous.strip, previous.center);
          return {
            spin,
            strip: buildStrip(items, drop.goods, Math.random, prefix),
            center: WIN_INDEX,
            fraction: landingFraction(Math.random),
            duration: spinDuration(fast, i),
          };
        }),
      );
      setResult({ id: spin, demo, drops, cost });
      setPhase('spinning');
    },
    [items, fast],
  );

  /** A reel stopped; when all of this spin's reels have, the result is shown (and true is returned, once). */
  const landed = useCallback(
    (spin: number, reel: number): boolean => {
      if (result?.id !== spin) return false;
      const stopped = landedRef.current;
      const before = stopped.size;
      stopped.add(reel);
      if (before < result.drops.length && stopped.size >= result.drops.length) {
        setPhase('done');
        return true;
      }
      return false;
    },
    [result],
  );

  /** Closes the result; the reels keep showing where they stopped. */
  const close = useCallback(() => setPhase('idle'), []);

  /** Demo draws: uniform random tickets mapped through the case's ticket ranges (no money, no seeds). */
  const demoDrops = useCallback(
    (n: number): WonDrop[] =>
      Array.from({ length: n }, () => {
        const ticket = ticketFrom(cryptoUint32);
        return { goods: itemForTicket(items, ticket).goods, ticket, roll: null };
      }),
    [items],
  );

  return { plans, result, phase, start, landed, close, demoDrops };
}

/** The server's drops as won items; logs (but still shows) a drop whose ticket the published ranges disagree with. */
export function serverDrops(items: readonly BoxItem[], list: OpenDrop[]): WonDrop[] {
  return list.map((drop) => {
    if (!ticketMatches(items, drop.goods.id, drop.ticket)) {
      console.warn(`case drop ${drop.goods.id} does not own ticket ${drop.ticket} in the loaded ranges`);
    }
    return { goods: drop.goods, ticket: drop.ticket, roll: drop };
  });
}
