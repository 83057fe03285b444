import { cx } from './cx';

/** Slow light rays behind a rare drop (Classified and up) once a reel has landed on it. */
export function RareDropRays({ color, className }: { color: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'pointer-events-none absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 motion-safe:animate-spin-slow',
        className,
      )}
      style={{
        background: `repeating-conic-gradient(${color}00 0deg 9deg, ${color}66 12deg 15deg, ${color}00 18deg 30deg)`,
        maskImage: 'radial-gradient(closest-side, #000 30%, transparent)',
      }}
    />
  );
}
