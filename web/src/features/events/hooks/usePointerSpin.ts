import { normalizeAngle, WHEEL_SPIN_MS, wheelRotation } from '@dropforge/shared/domain';
import { useCallback, useEffect, useRef } from 'react';
import { spinAt } from '../lib/prize-wheel';

/** Reduced motion: the pointer fades out, jumps to the ticket and fades back in (ms). */
const FADE_MS = 200;

/**
 * Turns the prize wheel's pointer: `spin(ticket)` starts from where it rests, makes several turns clockwise and
 * eases onto the ticket's angle (the shared `wheelRotation`; requestAnimationFrame on a transform, no render per
 * frame); resolves once it has landed. With `reduced` it jumps there behind a fade.
 */
export function usePointerSpin(reduced: boolean) {
  const pointerRef = useRef<SVGGElement>(null);
  const rotation = useRef(0);
  const frame = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const reducedRef = useRef(reduced);
  reducedRef.current = reduced;

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
        const from = normalizeAngle(rotation.current);
        const to = wheelRotation(from, ticket);
        rotation.current = to;
        const apply = (angle: number) => {
          if (el) el.style.transform = `rotate(${angle.toFixed(6)}deg)`;
        };
        if (!el || reducedRef.current) {
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
        apply(from);
        const start = performance.now();
        const step = (now: number) => {
          const t = (now - start) / WHEEL_SPIN_MS;
          apply(spinAt(from, to, t));
          if (t < 1) frame.current = requestAnimationFrame(step);
          else resolve();
        };
        frame.current = requestAnimationFrame(step);
      }),
    [],
  );

  return { pointerRef, spin };
}
