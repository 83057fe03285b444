import { LANG_TAGS } from '@dropforge/shared/domain';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { currentLang } from '../../../lib/locale';
import { type NotificationType, notificationsQuery, PANEL_LIMIT } from '../api/notifications';
import { useNotificationActions } from '../hooks/useNotificationActions';
import { NotificationItem } from './NotificationItem';

/** Spec §4 and the config table: the panel closes this long after Go or Mark as read. */
export const CLOSE_AFTER_ACTION_MS = 500;
const TABS: ReadonlyArray<{ type: NotificationType; key: 'platform' | 'personal' }> = [
  { type: 0, key: 'platform' },
  { type: 1, key: 'personal' },
];

/** The notification panel (spec §2): slides in from the right, tabs Platform and Personal, newest first. */
export function NotificationPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('notifications');
  const [tab, setTab] = useState<NotificationType>(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const closeSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onOpenChange(false), CLOSE_AFTER_ACTION_MS);
  };
  const actions = useNotificationActions(closeSoon);
  const platform = useQuery({ ...notificationsQuery(0, 1, PANEL_LIMIT), enabled: open });
  const personal = useQuery({ ...notificationsQuery(1, 1, PANEL_LIMIT), enabled: open });
  const lists = { 0: platform, 1: personal } as const;
  const query = lists[tab];
  const hasUnread = (type: NotificationType) => (lists[type].data?.list ?? []).some((n) => n.is_read === 0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next: NotificationType = tab === 0 ? 1 : 0;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-[#04060bc7] motion-safe:animate-[fade-up_0.2s_ease-out]" />
        <RadixDialog.Content
          aria-describedby={undefined}
          data-testid="notification-panel"
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l border-line-strong bg-bg-2 shadow-2xl motion-safe:animate-slide-in-right sm:w-[420px]"
        >
          <div className="flex h-14 shrink-0 items-center gap-2 border-b border-line px-4 sm:h-16">
            <span className="grid size-8 place-items-center rounded-lg bg-accent/15 text-accent">
              <Icon name="bell" />
            </span>
            <RadixDialog.Title className="font-display text-xl font-bold tracking-wide uppercase">
              {t('title')}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('close')}
              className="ml-auto grid size-9 place-items-center rounded-lg text-xl text-muted hover:bg-surface-2 hover:text-text"
            >
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          <div className="flex shrink-0 items-center gap-2 px-4 pt-3">
            <div
              role="tablist"
              aria-label={t('tabs.label')}
              className="flex flex-1 gap-1 rounded-xl border border-line bg-surface p-1"
            >
              {TABS.map(({ type, key }) => (
                <button
                  key={key}
                  ref={(el) => {
                    tabRefs.current[type] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`notification-tab-${key}`}
                  aria-selected={tab === type}
                  aria-controls="notification-tabpanel"
                  tabIndex={tab === type ? 0 : -1}
                  data-testid={`notification-tab-${key}`}
                  onClick={() => setTab(type)}
                  onKeyDown={onTabKey}
                  className={cx(
                    'relative flex h-9 flex-1 items-center justify-center gap-1.5 rounded-lg text-sm font-bold transition',
                    tab === type
                      ? 'bg-gradient-to-b from-accent-2 to-accent text-accent-ink'
                      : 'text-muted hover:bg-surface-3 hover:text-text',
                  )}
                >
                  <Icon name={type === 0 ? 'megaphone' : 'user'} />
                  {t(`tabs.${key}`)}
                  {hasUnread(type) ? (
                    <span className="size-2 rounded-full bg-danger">
                      <span className="sr-only">{t('unread')}</span>
                    </span>
                  ) : null}
                </button>
              ))}
            </div>
          </div>
          <div className="flex shrink-0 justify-end px-4 pt-2">
            <button
              type="button"
              disabled={actions.busy || !hasUnread(tab)}
              onClick={() => void actions.markAll()}
              data-testid="notification-mark-all"
              className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-xs font-bold text-muted transition hover:bg-surface-2 hover:text-text disabled:opacity-40 disabled:hover:bg-transparent"
            >
              <Icon name="check" />
              {t('markAll')}
            </button>
          </div>
          <div
            role="tabpanel"
            id="notification-tabpanel"
            aria-labelledby={`notification-tab-${tab === 0 ? 'platform' : 'personal'}`}
            aria-busy={query.isPending}
            className="flex-1 space-y-2 overflow-y-auto px-4 pt-1 pb-4"
          >
            {query.isPending ? (
              [0, 1, 2].map((i) => <Skeleton key={i} className="h-24 rounded-xl" />)
            ) : query.isError ? (
              <div className="flex flex-col items-center gap-3 py-10 text-center text-sm text-muted">
                <Icon name="alert" className="text-2xl text-danger" />
                {t('error')}
                <button
                  type="button"
                  onClick={() => void query.refetch()}
                  className="rounded-lg border border-line-strong px-3 py-1.5 font-bold text-text hover:bg-surface-2"
                >
                  {t('retry')}
                </button>
              </div>
            ) : query.data.list.length === 0 ? (
              <div data-testid="notifications-empty" className="flex flex-col items-center gap-3 py-14 text-center">
                <span className="grid size-14 place-items-center rounded-2xl border border-line-strong bg-surface-2 text-2xl text-subtle">
                  <Icon name="bell" />
                </span>
                <p className="font-bold text-text">{t('empty')}</p>
                <p className="max-w-64 text-sm text-muted">{t('emptyBody')}</p>
              </div>
            ) : (
              query.data.list.map((item) => (
                <NotificationItem
                  key={item.id}
                  item={item}
                  compact
                  busy={actions.busy}
                  localeTag={LANG_TAGS[currentLang()]}
                  onGo={(n) => void actions.go(n)}
                  onMark={(n) => void actions.mark(n)}
                />
              ))
            )}
          </div>
          <div className="shrink-0 border-t border-line p-3">
            <Link
              to="/my/notifications"
              onClick={() => onOpenChange(false)}
              data-testid="notifications-see-all"
              className="flex h-10 items-center justify-center gap-2 rounded-lg border border-line-strong bg-surface-2 text-sm font-bold text-text transition hover:bg-surface-3"
            >
              {t('seeAll')}
              <Icon name="chevronRight" />
            </Link>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
