import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';
import { Icon, type IconName } from '../../../components/ui/icons';

/** A page panel: raised surface, thin border. */
export const PANEL = 'relative min-w-0 overflow-clip rounded-[var(--radius-card)] border border-line bg-surface';

/** A panel's header row: icon badge, title, and whatever sits on the right. */
export function PanelTitle({
  id,
  icon,
  title,
  aside,
  tone = 'text-accent-2 bg-accent/15',
  className,
}: {
  id: string;
  icon: IconName;
  title: string;
  aside?: ReactNode;
  tone?: string;
  className?: string;
}) {
  return (
    <header className={cx('flex min-h-14 items-center gap-2.5 border-b border-line px-3 py-2.5 sm:px-4', className)}>
      <span className={cx('grid size-8 shrink-0 place-items-center rounded-lg text-lg', tone)}>
        <Icon name={icon} />
      </span>
      <h2 id={id} className="min-w-0 flex-1 truncate font-display text-lg font-bold uppercase tracking-wide">
        {title}
      </h2>
      {aside}
    </header>
  );
}
