import { cx } from './cx';

/** Loading block; decorative (hidden from assistive tech — the container announces loading). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('skeleton rounded-md', className)} />;
}
