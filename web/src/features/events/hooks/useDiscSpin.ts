import { angleUnderPointer, discRotation, TURNTABLE_SPIN_MS } from '@dropforge/shared/domain';
import { useCallback, useEffect, useRef } from 'react';

/** Reduced motion: the disc fades out, jumps to the stop and fades back in (ms). */
const FADE_MS = 240;

/** Ease-out (quintic): a fast start and a long, readable settle. */
const ease = (t: number) => 1 - (1 - Math.min(1, Math.max(0, t))) ** 5;

/**
 * Drives the turntable's disc: `spin(angle)` turns it clockwise several times and eases it onto the rotation that
 * brings disc angle `angle` (the server's stop, from the ticket) under the top pointer (requestAnimationFrame on a
 * transform, no React render per frame); resolves when it has landed. With `reduced` it jumps there behind a fade.
 * The element carries `data-rotation` (the rotation it rests at) and `data-angle` (the angle under the pointer).
 */
export function useDiscSpin(reduced: boolean) {
  const discRef = useRef<HTMLDivElement>(null);
  const rotation = useRef(0);
  const frame = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const prefs = useRef({ reduced });
  prefs.current = { reduced };

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );

  const spin = useCallback(
    (angle: number) =>
      new Promise<void>((resolve) => {
        cancelAnimationFrame(frame.current);
        const el = discRef.current;
        const from = rotation.current;
        const to = discRotation(from, angle);
        rotation.current = to;
        const apply = (r: number) => {
          if (el) el.style.transform = `rotate(${r.toFixed(4)}deg)`;
        };
        const land = () => {
          if (el) {
            el.dataset.rotation = String(to);
            el.dataset.angle = String(angleUnderPointer(to));
            el.dataset.spinning = 'false';
          }
          resolve();
        };
        if (el) el.dataset.spinning = 'true';
        if (!el || prefs.current.reduced) {
          if (el) el.style.opacity = '0';
          timers.current.push(
            setTimeout(() => {
              apply(to);
              if (el) el.style.opacity = '1';
              timers.current.push(setTimeout(land, FADE_MS));
            }, FADE_MS),
          );
          return;
        }
        const start = performance.now();
        const step = (now: number) => {
          const t = Math.min(1, (now - start) / TURNTABLE_SPIN_MS);
          apply(t >= 1 ? to : from + (to - from) * ease(t));
          if (t < 1) frame.current = requestAnimationFrame(step);
          else land();
        };
        frame.current = requestAnimationFrame(step);
      }),
    [],
  );

  return { discRef, spin };
}
