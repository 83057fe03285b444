import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icons';

/** One block of the responsible-gaming card: icon, title, a line of explanation, then its controls. */
export function Panel({
  id,
  icon,
  title,
  body,
  children,
}: {
  id: string;
  icon: IconName;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface-2/60 p-3.5 sm:p-4">
      <h3 id={id} className="flex items-center gap-2 font-display text-base font-bold uppercase tracking-wide">
        <Icon name={icon} className="text-accent-2" />
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted">{body}</p>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export const fieldClass =
  'h-10 w-full min-w-0 rounded-lg border border-line-strong bg-bg px-3 text-sm text-text placeholder:text-subtle outline-none transition focus:border-accent focus:ring-2 focus:ring-accent/25';
