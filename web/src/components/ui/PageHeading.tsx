import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

/** A page's title row: a tinted icon, the title and a line under it, with actions on the right. */
export function PageHeading({
  icon,
  tone,
  title,
  subtitle,
  actions,
}: {
  icon: IconName;
  /** Classes of the icon tile's background and colour, e.g. `bg-money/15 text-money`. */
  tone: string;
  title: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className={`grid size-9 place-items-center rounded-lg text-xl ${tone}`}>
            <Icon name={icon} />
          </span>
          {title}
        </h1>
        <p className="mt-1 text-sm text-muted">{subtitle}</p>
      </div>
      {actions}
    </header>
  );
}
