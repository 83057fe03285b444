import type { Notification } from '@dropforge/shared/contract';
import { notificationsRoutes } from '@dropforge/shared/contract/routes';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/client';
import { setUnread } from '../lib/unread';

export type { Notification };
export const NOTIFICATIONS_KEY = 'notifications';
/** Spec §3: 0 platform, 1 personal. */
export type NotificationType = 0 | 1;
export const PANEL_LIMIT = 20;
export const PAGE_SIZE = 10;

/** `GET /api/message/notifications` (type, page, limit): newest first; its `unread` refreshes the badge. */
export function notificationsQuery(type: NotificationType | null, page: number, limit: number) {
  return queryOptions({
    queryKey: [NOTIFICATIONS_KEY, type, page, limit],
    queryFn: async ({ signal }) => {
      const data = await call(notificationsRoutes.list, {
        query: { type: type === null ? undefined : (String(type) as '0' | '1'), page, limit },
        signal,
      });
      setUnread(data.unread);
      return data;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The unread count alone (one item of the list): after a reconnect, when pushed counts may have been missed. */
export async function refreshUnread(): Promise<void> {
  setUnread((await call(notificationsRoutes.list, { query: { limit: 1 } })).unread);
}

/** `GET /api/message/mark_as_read/{id}`, or every notification without an id; the lists refetch. */
export async function markAsRead(queryClient: QueryClient, id?: number): Promise<void> {
  const { unread } =
    id === undefined
      ? await call(notificationsRoutes.markAll)
      : await call(notificationsRoutes.markOne, { params: { id } });
  setUnread(unread);
  await queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
}
