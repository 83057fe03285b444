import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { onPanelRequest } from '../lib/panel';
import { useUnread } from '../lib/unread';

const NotificationPanel = lazy(() => import('./NotificationPanel').then((m) => ({ default: m.NotificationPanel })));

/**
 * The header bell (spec §2) with the unread badge; it opens the notification panel. On phones the bell is hidden
 * (spec §2 mobile header) and the menu's notifications entry opens the same panel.
 */
export function NotificationBell() {
  const { t } = useTranslation('account');
  const unread = useUnread();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // The badge pops when the count goes up (motion-safe only).
  const previous = useRef(unread);
  const [pop, setPop] = useState(0);
  useEffect(() => {
    if (unread > previous.current) setPop((n) => n + 1);
    previous.current = unread;
  }, [unread]);
  useEffect(
    () =>
      onPanelRequest(() => {
        setOpened(true);
        setOpen(true);
      }),
    [],
  );
  const label = unread > 0 ? t('header.unread', { count: unread }) : t('header.notifications');
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={cx(
          'relative hidden size-10 place-items-center rounded-lg sm:grid lg:hidden xl:grid border border-line-strong bg-surface-2 text-lg text-muted transition hover:bg-surface-3 hover:text-text',
          open && 'border-accent/60 text-text',
        )}
      >
        <Icon name="bell" />
        {unread > 0 ? (
          <span
            key={pop}
            data-testid="notification-badge"
            className="absolute -top-1.5 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full border-2 border-bg bg-danger px-1 text-[10px] font-black text-white tabular motion-safe:animate-pop"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
