import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { i18next } from '../../../lib/i18n';
import { markAsRead, type Notification } from '../api/notifications';
import { targetOf } from '../lib/links';

/**
 * Go and Mark as read (spec §4: is_read 0 → 1 on either). Go opens a trade offer in a new tab at once (inside the
 * click, so no popup blocker stops it) and follows a site path after the mark; `onDone` runs after each action.
 */
export function useNotificationActions(onDone?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      toast.error(i18next.t('notifications:failed'));
    } finally {
      setBusy(false);
      onDone?.();
    }
  };

  return {
    busy,
    mark: (item: Notification) => run(() => markAsRead(queryClient, item.id)),
    markAll: () => run(() => markAsRead(queryClient)),
    go: (item: Notification) => {
      const target = targetOf(item.content.sign_contract);
      if (target?.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
      return run(async () => {
        if (item.is_read === 0) await markAsRead(queryClient, item.id).catch(() => {});
        if (target?.kind === 'site') navigate(target.to);
      });
    },
  };
}
