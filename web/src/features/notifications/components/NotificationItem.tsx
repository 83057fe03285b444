import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon, type IconName } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';
import { formatDateTime } from '../../../lib/dates';
import type { Notification } from '../api/notifications';
import { targetOf } from '../lib/links';

/** The type icon where a notification has no picture: what it is about, told by where Go leads. */
function iconOf(item: Notification): IconName {
  if (item.type === 0) return 'megaphone';
  const link = item.content.sign_contract;
  if (link.startsWith('/battle/')) return 'swords';
  if (link === '/vip') return 'crown';
  if (link === '/my/history') return 'wallet';
  if (link === '/my') return 'upgrade';
  if (link.startsWith('https://') || link.startsWith('/my/history/withdrawals')) return 'external';
  return 'bell';
}

/**
 * One notification: picture or type icon, title, text (plain text: rendered as text, never as HTML), time, and
 * the Go and Mark as read actions (spec §4).
 */
export function NotificationItem({
  item,
  localeTag,
  busy,
  onGo,
  onMark,
  compact,
}: {
  item: Notification;
  localeTag: string;
  busy: boolean;
  onGo: (item: Notification) => void;
  onMark: (item: Notification) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('notifications');
  const unread = item.is_read === 0;
  const target = targetOf(item.content.sign_contract);
  const platform = item.type === 0;
  return (
    <article
      data-testid="notification-item"
      data-read={unread ? '0' : '1'}
      className={cx(
        'relative flex gap-3 rounded-xl border p-3 transition',
        unread ? 'border-accent/35 bg-accent/[0.07]' : 'border-line bg-surface-2/60',
      )}
    >
      <div
        className={cx(
          'grid size-11 shrink-0 place-items-center overflow-hidden rounded-lg border text-xl',
          platform ? 'border-info/30 bg-info/10 text-info' : 'border-money/30 bg-money/10 text-money',
        )}
        aria-hidden="true"
      >
        <SafeImage
          src={item.content.image}
          alt=""
          className="size-full object-contain p-0.5"
          fallback={<Icon name={iconOf(item)} />}
        />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-col-reverse items-start gap-0.5 min-[420px]:flex-row min-[420px]:gap-2">
          <h3 className="min-w-0 text-sm min-[420px]:flex-1 leading-snug font-bold break-words text-text">
            {unread ? (
              <span className="mr-1.5 inline-block size-2 translate-y-[-1px] rounded-full bg-accent align-middle">
                <span className="sr-only">{t('unread')}</span>
              </span>
            ) : null}
            {item.content.title}
          </h3>
          <time dateTime={item.created_at} className="shrink-0 text-[11px] text-subtle tabular">
            {formatDateTime(item.created_at, localeTag)}
          </time>
        </div>
        <p className={cx('mt-1 text-sm leading-relaxed break-words text-muted', compact && 'line-clamp-3')}>
          {item.content.text}
        </p>
        {target || unread ? (
          <div className="mt-2.5 flex flex-wrap gap-2">
            {target ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => onGo(item)}
                data-testid="notification-go"
                className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-gradient-to-b from-accent-2 to-accent px-3 text-xs font-extrabold tracking-wide text-accent-ink uppercase transition hover:brightness-110 disabled:opacity-60"
              >
                {t('go')}
                <Icon name={target.kind === 'external' ? 'external' : 'arrowRight'} />
              </button>
            ) : null}
            {unread ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => onMark(item)}
                data-testid="notification-mark"
                className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-line-strong bg-surface-3 px-3 text-xs font-bold text-text transition hover:bg-surface-2 disabled:opacity-60"
              >
                <Icon name="check" />
                {t('markRead')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
