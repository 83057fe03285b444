import { useCallback, useEffect, useRef } from 'react';
import { playTick } from '../lib/sound';
import { SPIN_MS, spinEase, spinRotation } from '../lib/wheel';

/** Degrees between two pointer clicks (two of the wheel's 100 segments). */
const TICK_STEP = 7.2;
/** Reduced motion: the pointer fades out, jumps to the roll and fades back in (ms). */
const FADE_MS = 220;

/**
 * Drives the wheel's pointer: `spin(ticket)` turns it several times clockwise and eases it onto the roll's
 * angle (requestAnimationFrame on a transform, no React render per frame); resolves when it has landed.
 * With `reduced` it jumps there behind a fade instead.
 */
export function useWheelSpin(reduced: boolean, sound: boolean) {
  const pointerRef = useRef<SVGGElement>(null);
  const rotation = useRef(0);
  const frame = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const prefs = useRef({ reduced, sound });
  prefs.current = { reduced, sound };

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );

  const spin = useCallback(
    (ticket: number) =>
      new Promise<void>((resolve) => {
        cancelAnimationFrame(frame.current);
        const el = pointerRef.current;
        const from = rotation.current;
        const to = spinRotation(from, ticket);
        rotation.current = to;
        const apply = (angle: number) => {
          if (el) el.style.transform = `rotate(${angle.toFixed(4)}deg)`;
        };
        if (!el || prefs.current.reduced) {
          if (el) el.style.opacity = '0';
          timers.current.push(
            setTimeout(() => {
              apply(to);
              if (el) el.style.opacity = '1';
              timers.current.push(setTimeout(resolve, FADE_MS));
            }, FADE_MS),
          );
          return;
        }
        const start = performance.now();
        let segment = Math.floor(from / TICK_STEP);
        const step = (now: number) => {
          const t = Math.min(1, (now - start) / SPIN_MS);
          const angle = t >= 1 ? to : from + (to - from) * spinEase(t);
          apply(angle);
          const next = Math.floor(angle / TICK_STEP);
          if (next !== segment) {
            segment = next;
            if (prefs.current.sound) playTick();
          }
          if (t < 1) frame.current = requestAnimationFrame(step);
          else resolve();
        };
        frame.current = requestAnimationFrame(step);
      }),
    [],
  );

  return { pointerRef, spin };
}
