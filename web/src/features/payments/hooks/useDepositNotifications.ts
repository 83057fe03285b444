import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { i18next } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { LOGIN_PULL_EVENT } from '../../../lib/user';
import { siteSocket } from '../../../lib/ws';
import { orderKey } from '../api/payments';

interface DepositEvent {
  order_sn?: unknown;
  currency?: unknown;
  amount?: unknown;
}

/**
 * The player's private channel (`notifications.{id}`): a credited deposit refreshes the login
 * data (`login-pull`, so the header balances update live), shows a toast and refreshes the order;
 * a VIP level-up refreshes the avatar ring and congratulates.
 */
export function useDepositNotifications(userId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const release = siteSocket.retain();
    const off = siteSocket.subscribe(`notifications.${userId}`, (event, data) => {
      if (event === 'deposit') {
        const deposit = (data ?? {}) as DepositEvent;
        window.dispatchEvent(new CustomEvent(LOGIN_PULL_EVENT));
        if (typeof deposit.order_sn === 'string') {
          void queryClient.invalidateQueries({ queryKey: orderKey(deposit.order_sn) });
        }
        const amount = typeof deposit.amount === 'number' ? deposit.amount : Number(deposit.amount);
        if (Number.isFinite(amount) && amount > 0) {
          const shop = deposit.currency === 'shop_score';
          toast.success(
            i18next.t(shop ? 'payments:toast.depositShop' : 'payments:toast.deposit', {
              amount: formatAmount(amount, shop ? '' : '$'),
            }),
          );
        }
      } else if (event === 'vip.level_up') {
        const level = Number((data as { level?: unknown } | null)?.level);
        window.dispatchEvent(new CustomEvent(LOGIN_PULL_EVENT));
        if (Number.isInteger(level) && level > 0) toast.success(i18next.t('payments:toast.levelUp', { level }));
      }
    });
    return () => {
      off();
      release();
    };
  }, [userId, queryClient]);
}
