import { cx } from './cx';

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={cx('inline-flex items-center gap-2 text-muted', className)}>
      <span
        aria-hidden="true"
        className="size-5 rounded-full border-2 border-line-strong border-t-accent motion-safe:animate-spin"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
