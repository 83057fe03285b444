import { LANG_TAGS } from '@dropforge/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Icon } from '../../components/ui/icons';
import { PagedListPage } from '../../components/ui/PagedListPage';
import { PageHeading } from '../../components/ui/PageHeading';
import { notificationsQuery, PAGE_SIZE } from '../../features/notifications/api/notifications';
import { NotificationItem } from '../../features/notifications/components/NotificationItem';
import { isNotificationFilter, NotificationTabs } from '../../features/notifications/components/NotificationTabs';
import { useNotificationActions } from '../../features/notifications/hooks/useNotificationActions';
import { useUnread } from '../../features/notifications/lib/unread';
import { currentLang } from '../../lib/locale';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useListParams } from '../../lib/useListParams';

/** `/my/notifications`: every notification, platform and personal, in pages of 10; live like the bell. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('title'));
  const { filter, page, href } = useListParams('/my/notifications', 'type', isNotificationFilter);
  const type = filter === 'platform' ? 0 : filter === 'personal' ? 1 : null;
  const query = useQuery(notificationsQuery(type, page, PAGE_SIZE));
  const actions = useNotificationActions();
  const unread = useUnread();

  return (
    <PagedListPage
      testId="notifications-page"
      heading={
        <PageHeading
          icon="bell"
          tone="bg-accent/15 text-accent"
          title={t('title')}
          subtitle={t('subtitle')}
          actions={
            <button
              type="button"
              disabled={actions.busy || unread === 0}
              onClick={() => void actions.markAll()}
              data-testid="notifications-page-mark-all"
              className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-line-strong bg-surface-2 px-3 text-sm font-bold text-text transition hover:bg-surface-3 disabled:opacity-40"
            >
              <Icon name="check" />
              {t('markAll')}
            </button>
          }
        />
      }
      tabs={<NotificationTabs active={filter} hrefFor={(next) => href(next)} />}
      caption={t(`tabs.${filter ?? 'all'}`)}
      countLabel={(total) => t('total', { count: total })}
      query={query}
      pageSize={PAGE_SIZE}
      page={page}
      hrefFor={(n) => href(filter, n)}
      skeleton={{ rows: 5, className: 'h-24', label: t('common:loading') }}
      failure={
        <ErrorState
          title={t('error')}
          body={query.error?.message}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      }
      empty={<EmptyState icon="bell" title={t('empty')} body={t('emptyBody')} />}
    >
      <div className="space-y-2 p-3 sm:p-4">
        {(query.data?.list ?? []).map((item) => (
          <NotificationItem
            key={item.id}
            item={item}
            busy={actions.busy}
            localeTag={LANG_TAGS[currentLang()]}
            onGo={(n) => void actions.go(n)}
            onMark={(n) => void actions.mark(n)}
          />
        ))}
      </div>
    </PagedListPage>
  );
}
