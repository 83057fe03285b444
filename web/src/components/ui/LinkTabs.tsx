import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from './cx';

export interface LinkTab {
  key: string;
  to: string;
  label: string;
  selected: boolean;
  testId: string;
  icon?: ReactNode;
}

/** A row of filter tabs that are links (`?type=`, `?state=`…), so the choice survives reloads. */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  return (
    <nav aria-label={label} className="-mx-3 overflow-x-auto px-3 scrollbar-none sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1.5 rounded-xl border border-line bg-surface p-1.5 sm:w-auto sm:flex-wrap">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.selected ? 'page' : undefined}
              data-testid={tab.testId}
              className={cx(
                'inline-flex h-9 items-center gap-1.5 rounded-lg px-3.5 text-sm font-bold whitespace-nowrap transition',
                tab.selected
                  ? 'bg-gradient-to-b from-accent-2 to-accent text-accent-ink shadow-[0_6px_16px_-10px_var(--color-accent)]'
                  : 'text-muted hover:bg-surface-3 hover:text-text',
              )}
            >
              {tab.icon}
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
