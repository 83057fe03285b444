import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

/**
 * Bell with the unread count (spec §2). Notifications arrive with their own issue; until then the
 * count is 0, so no badge shows and the panel says there are none (spec §8 wording).
 */
export function NotificationBell({ unread = 0 }: { unread?: number }) {
  const { t } = useTranslation('account');
  const label = unread > 0 ? t('header.unread', { count: unread }) : t('header.notifications');
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={label}
        data-testid="notification-bell"
        className="relative hidden size-10 place-items-center rounded-lg border border-line-strong bg-surface-2 text-lg text-muted transition hover:bg-surface-3 hover:text-text data-[state=open]:border-accent/60 sm:grid lg:hidden xl:grid"
      >
        <Icon name="bell" />
        {unread > 0 ? (
          <span className="absolute -top-1.5 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full border-2 border-bg bg-danger px-1 text-[10px] font-black text-white tabular">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-xl border border-line-strong bg-surface-2 p-4 shadow-2xl motion-safe:animate-fade-up"
        >
          <Menu.Label className="text-[11px] font-bold uppercase tracking-wider text-subtle">
            {t('header.notifications')}
          </Menu.Label>
          <div className="mt-3 flex flex-col items-center gap-2 py-4 text-center text-sm text-muted">
            <span className="grid size-12 place-items-center rounded-full bg-surface-3 text-2xl text-subtle">
              <Icon name="bell" />
            </span>
            {t('header.noNotifications')}
          </div>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
