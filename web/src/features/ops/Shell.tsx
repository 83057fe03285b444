import type { Operator } from '@dropforge/shared/contract/ops';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cx } from '../../components/ui/cx';
import { Icon } from '../../components/ui/icons';
import { setOpsToken } from './api';
import { screensFor } from './areas';
import { useOpsMutation } from './hooks';

/** The console's frame: a sidebar on desktop, a top bar with a menu on phones; never the player site's header. */
export function Shell({ operator, children }: { operator: Operator; children: ReactNode }) {
  const { t } = useTranslation('ops');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const logout = useOpsMutation('logout', { refresh: [], toastErrors: true });
  const signOut = () => logout.mutate({}, { onSettled: () => setOpsToken(null) });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the phone menu
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#ops-main"
        className="sr-only z-[70] rounded-lg bg-accent px-4 py-2 font-bold text-accent-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skip')}
      </a>
      <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-line bg-bg-2/95 px-3 backdrop-blur lg:hidden">
        <button
          type="button"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-controls="ops-sidebar"
          aria-label={open ? t('closeMenu') : t('openMenu')}
          data-testid="ops-menu"
          className="grid size-10 place-items-center rounded-lg border border-line-strong text-xl text-text"
        >
          <Icon name={open ? 'close' : 'menu'} />
        </button>
        <Brand />
        <span className="ml-auto truncate text-xs text-muted">{operator.email}</span>
      </header>
      <aside
        id="ops-sidebar"
        className={cx(
          open ? 'fixed inset-x-0 top-14 bottom-0 z-40 flex motion-safe:animate-fade-up' : 'hidden',
          'flex-col overflow-y-auto border-r border-line bg-bg-2 lg:sticky lg:top-0 lg:z-auto lg:flex lg:h-dvh lg:animate-none',
        )}
      >
        <div className="hidden px-4 pt-5 pb-3 lg:block">
          <Brand />
        </div>
        <nav data-testid="ops-nav" aria-label={t('nav.label')} className="flex-1 px-2 py-2">
          <ul className="space-y-0.5">
            {screensFor(operator.areas).map((screen) => (
              <li key={screen.path}>
                <NavLink
                  to={`/ops/${screen.path}`}
                  data-testid={`ops-nav-${screen.path}`}
                  className={({ isActive }) =>
                    cx(
                      'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-bold transition motion-reduce:transition-none',
                      isActive
                        ? 'bg-accent/15 text-accent-2 shadow-[inset_3px_0_0_var(--color-accent)]'
                        : 'text-muted hover:bg-surface-2 hover:text-text',
                    )
                  }
                >
                  <Icon name={screen.icon} className="text-lg" />
                  {t(`nav.${screen.path}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-line p-3" data-testid="ops-operator">
          <p className="truncate text-sm font-bold text-text" title={operator.email}>
            {operator.email}
          </p>
          <p className="mt-0.5 text-[11px] font-bold uppercase tracking-wider text-accent-2">
            {t(`role.${operator.role}`)}
          </p>
          <button
            type="button"
            onClick={signOut}
            disabled={logout.isPending}
            data-testid="ops-logout"
            className="mt-3 flex h-9 w-full items-center justify-center gap-2 rounded-lg border border-line-strong text-xs font-bold uppercase tracking-wide text-muted transition hover:bg-surface-3 hover:text-text disabled:opacity-50 motion-reduce:transition-none"
          >
            <Icon name="logout" />
            {t('logout')}
          </button>
        </div>
      </aside>
      <main id="ops-main" tabIndex={-1} className="min-w-0 px-3 pt-4 pb-12 sm:px-5 lg:px-8 lg:pt-6">
        {children}
      </main>
    </div>
  );
}

function Brand() {
  const { t } = useTranslation('ops');
  return (
    <span className="flex items-center gap-2 font-display text-lg font-bold uppercase tracking-wide">
      <span className="grid size-7 place-items-center rounded-md bg-gradient-to-b from-accent-2 to-accent text-accent-ink">
        <Icon name="shield" />
      </span>
      {t('brand')}
    </span>
  );
}
