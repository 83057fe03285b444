import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('rounded-[var(--radius-card)] border border-line bg-surface', className)} {...props} />;
}

export function SectionTitle({
  icon,
  title,
  action,
  id,
}: {
  icon?: React.ReactNode;
  title: string;
  action?: React.ReactNode;
  id?: string;
}) {
  return (
    <div className="mb-4 flex items-center justify-between gap-3">
      <h2
        id={id}
        className="flex items-center gap-2.5 font-display text-xl font-bold uppercase tracking-wide sm:text-2xl"
      >
        {icon ? (
          <span className="grid size-8 place-items-center rounded-lg bg-accent/15 text-accent-2">{icon}</span>
        ) : null}
        {title}
      </h2>
      {action}
    </div>
  );
}
