import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { LinkTabs } from '../../../components/ui/LinkTabs';

export const NOTIFICATION_FILTERS = ['platform', 'personal'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export const isNotificationFilter = (raw: string | null): raw is NotificationFilter =>
  (NOTIFICATION_FILTERS as readonly (string | null)[]).includes(raw);

/** "All", "Platform" and "Personal" (`?type=`) on the notifications page. */
export function NotificationTabs({
  active,
  hrefFor,
}: {
  active: NotificationFilter | null;
  hrefFor: (filter: NotificationFilter | null) => string;
}) {
  const { t } = useTranslation('notifications');
  const tabs = [null, ...NOTIFICATION_FILTERS].map((filter) => ({
    key: filter ?? 'all',
    to: hrefFor(filter),
    label: t(`tabs.${filter ?? 'all'}`),
    selected: filter === active,
    testId: `notifications-tab-${filter ?? 'all'}`,
    icon: filter ? <Icon name={filter === 'platform' ? 'megaphone' : 'user'} className="text-sm" /> : null,
  }));
  return <LinkTabs label={t('tabs.label')} tabs={tabs} />;
}
