import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-store';
import { requestSignIn } from '../../../lib/sign-in';
import { useUser } from '../../../lib/user';
import { type MallGoods, useBuy } from '../api/mall';
import { type BuyDecision, buyDecision, shortfallOf } from '../lib/buy';
import { usePayRedirect } from './usePayRedirect';

/**
 * "Buy" on a mall card (to the backpack): visitors get the sign-in layer, a short shop score goes to the top-up
 * first, otherwise the card's button asks for a confirmation and buys. One purchase at a time.
 */
export function useQuickBuy() {
  const { t } = useTranslation('mall');
  const { status, profile } = useUser();
  const buy = useBuy();
  const toPay = usePayRedirect();
  const busy = useRef(false);
  const [pendingId, setPendingId] = useState<number | null>(null);

  const decide = (goods: MallGoods): BuyDecision =>
    buyDecision({ signedIn: status !== 'anon', price: goods.price, shopScore: profile?.shop_score ?? null });

  /** Runs the first step of the decision; answers true when the card should ask for a confirmation. */
  const start = (goods: MallGoods): boolean => {
    const decision = decide(goods);
    if (decision.kind === 'signIn') requestSignIn();
    else if (decision.kind === 'pay') toPay(decision.amount);
    return decision.kind === 'buy';
  };

  const confirm = (goods: MallGoods) => {
    if (busy.current) return;
    busy.current = true;
    setPendingId(goods.id);
    buy.mutate(goods.id, {
      onSuccess: () => toast.success(t('card.bought', { name: goods.name })),
      onError: (error) => {
        const short = shortfallOf(error);
        if (short !== null) toPay(short);
      },
      onSettled: () => {
        busy.current = false;
        setPendingId(null);
      },
    });
  };

  return { decide, start, confirm, pendingId };
}
