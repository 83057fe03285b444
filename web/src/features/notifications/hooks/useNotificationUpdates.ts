import type { NotificationEvent } from '@dropforge/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { siteSocket } from '../../../lib/ws';
import { NOTIFICATIONS_KEY, refreshUnread } from '../api/notifications';
import { seedUnread, setUnread } from '../lib/unread';

/** The contract's `NOTIFICATION_EVENT` (a value import of the contract would bundle zod). */
const NOTIFICATION_EVENT = 'notification';

/**
 * Live notifications on the player's channel (`notifications.{id}`, event `notification`): the badge takes the
 * pushed unread count and open lists refetch, on whichever instance the event was made.
 */
export function useNotificationUpdates(userId: number | null, profileUnread: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => seedUnread(userId, profileUnread), [userId, profileUnread]);
  useEffect(() => {
    if (!userId) return;
    const release = siteSocket.retain();
    const off = siteSocket.subscribe(`notifications.${userId}`, (event, data) => {
      if (event !== NOTIFICATION_EVENT) return;
      const pushed = (data ?? {}) as Partial<NotificationEvent>;
      if (typeof pushed.unread === 'number') setUnread(pushed.unread);
      void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
    });
    // Events missed while the socket was down: a reconnect asks for the count again.
    let connected = siteSocket.status === 'open';
    const offStatus = siteSocket.onStatus((status) => {
      if (status !== 'open') return;
      if (connected) {
        void refreshUnread().catch(() => {});
        void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
      }
      connected = true;
    });
    return () => {
      off();
      offStatus();
      release();
    };
  }, [userId, queryClient]);
}
