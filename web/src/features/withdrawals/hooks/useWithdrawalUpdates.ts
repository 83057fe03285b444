import type { Paged } from '@dropforge/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-store';
import { siteSocket } from '../../../lib/ws';
import { WITHDRAWALS_KEY } from '../api/withdrawals';
import {
  applyWithdrawal,
  parseWithdrawalEvent,
  WITHDRAWAL_EVENT,
  type Withdrawal,
  type WithdrawalState,
} from '../lib/states';

/**
 * Live withdrawal states on the player's channel (`notifications.{id}`, event `withdrawal`): every cached page
 * takes the new row in place (it does not leave the list under the player's eyes) and is marked stale for the
 * next visit; the new state is announced.
 */
export function useWithdrawalUpdates(userId: number | null) {
  const { t } = useTranslation('withdrawals');
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const release = siteSocket.retain();
    const off = siteSocket.subscribe(`notifications.${userId}`, (event, data) => {
      if (event !== WITHDRAWAL_EVENT) return;
      const update = parseWithdrawalEvent(data);
      if (!update) return;
      for (const [key, page] of client.getQueriesData<Paged<Withdrawal>>({ queryKey: [WITHDRAWALS_KEY] })) {
        if (!page) continue;
        const filter = (key[1] ?? null) as WithdrawalState | null;
        client.setQueryData(key, applyWithdrawal(page, update, filter));
      }
      if (update.state === 'ready') toast.success(t('live.ready', { name: update.goods.name }));
      else if (update.state === 'success') toast.success(t('live.success', { name: update.goods.name }));
      else if (update.state === 'failed' || update.state === 'cancelled') {
        toast.warning(t(`live.${update.state}`, { name: update.goods.name }));
      }
      void client.invalidateQueries({ queryKey: [WITHDRAWALS_KEY], refetchType: 'none' });
    });
    return () => {
      off();
      release();
    };
  }, [userId, client, t]);
}
