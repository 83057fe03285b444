import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './icons';

export function EmptyState({
  icon = 'info',
  title,
  body,
  action,
  className,
  heading: Heading = 'p',
}: {
  /** Use 'h1' when the empty state is the whole page (not found…). */
  heading?: 'h1' | 'h2' | 'p';
  icon?: IconName;
  title: string;
  body?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      <span className="grid size-14 place-items-center rounded-2xl border border-line-strong bg-surface-2 text-2xl text-muted">
        <Icon name={icon} />
      </span>
      <Heading className="font-display text-lg font-bold uppercase tracking-wide text-text">{title}</Heading>
      {body ? <p className="max-w-md text-sm text-muted">{body}</p> : null}
      {action}
    </div>
  );
}
