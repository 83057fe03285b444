import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { openNotificationPanel } from '../lib/panel';
import { useUnread } from '../lib/unread';

/** The phone menu's notifications row: the unread count, and the panel (the header has no bell on phones). */
export function NotificationMenuEntry({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('notifications');
  const unread = useUnread();
  return (
    <button
      type="button"
      data-testid="menu-notifications"
      onClick={() => {
        onOpen();
        openNotificationPanel();
      }}
      className="flex w-full items-center gap-3 rounded-xl border border-line bg-surface px-3 py-3 text-left font-semibold transition hover:border-line-strong"
    >
      <Icon name="bell" className="text-lg text-accent-2" />
      {t('title')}
      {unread > 0 ? (
        <span className="ml-auto grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1.5 text-[11px] font-black text-white tabular">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : (
        <Icon name="chevronRight" className="ml-auto text-muted" />
      )}
    </button>
  );
}

/** A dot on the phone menu button while something is unread. */
export function UnreadDot() {
  const { t } = useTranslation('account');
  const unread = useUnread();
  if (unread === 0) return null;
  return (
    <span
      className="absolute -top-1 -right-1 size-3 rounded-full border-2 border-bg bg-danger"
      data-testid="menu-unread-dot"
    >
      <span className="sr-only">{t('header.unread', { count: unread })}</span>
    </span>
  );
}
