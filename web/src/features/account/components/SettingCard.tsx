import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/Card';
import { Icon, type IconName } from '../../../components/ui/icons';

/** A titled block of the account page: icon, title, one line of explanation, then the control. */
export function SettingCard({
  icon,
  color,
  title,
  body,
  aside,
  children,
  id,
}: {
  icon: IconName;
  color: string;
  title: string;
  body: string;
  aside?: ReactNode;
  children?: ReactNode;
  id: string;
}) {
  return (
    <Card className="h-full p-5" aria-labelledby={id} role="region">
      <div className="flex items-start gap-3.5">
        <span
          className="grid size-10 shrink-0 place-items-center rounded-xl text-xl"
          style={{ color, background: `${color}1f`, boxShadow: `inset 0 0 0 1px ${color}40` }}
        >
          <Icon name={icon} />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <h2 id={id} className="font-display text-lg font-bold uppercase tracking-wide">
              {title}
            </h2>
            {aside}
          </div>
          <p className="mt-0.5 text-sm text-muted">{body}</p>
        </div>
      </div>
      {children ? <div className="mt-4">{children}</div> : null}
    </Card>
  );
}
