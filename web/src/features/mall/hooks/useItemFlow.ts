import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { requestSignIn } from '../../../lib/sign-in';
import { loadProfile, useUser } from '../../../lib/user';
import { type ItemOwned, type ItemPage, useBuy, useConvert, useExtract } from '../api/mall';
import { buyDecision, needsTradeUrl, shortfallOf } from '../lib/buy';
import { itemHref, resumeHref } from '../lib/item';
import { usePayRedirect } from './usePayRedirect';

export const WITHDRAWALS_PATH = '/my/history/withdrawals';

/**
 * The item flow (spec §4, §5): not owned → "Buy and withdraw" (top up first when short, else confirm, buy,
 * withdraw) or "Buy" (to the backpack); owned → "Withdraw" (to the withdrawal history) or "Convert to coins".
 * A refused or missing trade URL shows the trade-URL form. One request at a time.
 */
export function useItemFlow(page: ItemPage) {
  const { t } = useTranslation('mall');
  const { status, profile } = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const toPay = usePayRedirect();
  const buy = useBuy();
  const extract = useExtract();
  const convert = useConvert();
  const busy = useRef(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [tradeUrlNeeded, setTradeUrlNeeded] = useState(false);
  const [resuming, setResuming] = useState(false);
  const id = page.goods.id;
  const hasTradeUrl = Boolean(profile?.trade_url);
  const pending = buy.isPending || extract.isPending || convert.isPending;

  const decision = buyDecision({
    signedIn: status !== 'anon',
    price: page.goods.price,
    shopScore: profile?.shop_score ?? null,
    diffType: page.diff_type,
    diffPrice: page.diff_price,
  });

  // A saved (or changed) trade URL answers the request for one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved trade URL changes
  useEffect(() => setTradeUrlNeeded(false), [profile?.trade_url]);

  // Back from a top-up (`resume=1`): refresh the shop score, then reopen the purchase if it is now covered.
  const resume = params.get('resume') === '1';
  useEffect(() => {
    if (!resume) return;
    const next = new URLSearchParams(location.search);
    next.delete('resume');
    const qs = next.toString();
    navigate({ pathname: location.pathname, search: qs ? `?${qs}` : '' }, { replace: true });
    setResuming(true);
    void loadProfile();
  }, [resume, location.pathname, location.search, navigate]);
  useEffect(() => {
    if (!resuming || status !== 'ready') return;
    setResuming(false);
    if (decision.kind === 'buy' && page.goods.stock > 0) setDialogOpen(true);
  }, [resuming, status, decision.kind, page.goods.stock]);

  const run = (action: (done: () => void) => void) => {
    if (busy.current) return;
    busy.current = true;
    action(() => {
      busy.current = false;
    });
  };

  const payFirst = (amount: number) => toPay(amount, resumeHref(location.pathname, location.search));

  /** The first step shared by both buy buttons; answers true when the purchase may go ahead. */
  const ready = (): boolean => {
    if (decision.kind === 'signIn') requestSignIn();
    else if (decision.kind === 'pay') payFirst(decision.amount);
    return decision.kind === 'buy';
  };

  const startBuyAndWithdraw = () => {
    if (ready()) setDialogOpen(true);
  };

  const onBuyError = (error: Error) => {
    const short = shortfallOf(error);
    if (short !== null) {
      setDialogOpen(false);
      payFirst(short);
    }
  };

  const confirmBuy = () =>
    run((done) =>
      buy.mutate(id, {
        onSuccess: (result) => {
          toast.success(t('item.bought', { name: page.goods.name }));
          navigate(itemHref(id, result.knapsack_id), { replace: true });
        },
        onError: onBuyError,
        onSettled: done,
      }),
    );

  const confirmBuyAndWithdraw = () => {
    if (!hasTradeUrl) return setTradeUrlNeeded(true);
    run((done) =>
      buy.mutate(id, {
        onSuccess: (result) => {
          // Bought: the page turns owned at once, then the withdrawal starts.
          navigate(itemHref(id, result.knapsack_id), { replace: true });
          extract.mutate(result.knapsack_id, {
            onSuccess: () => toast.success(t('owned.withdrawStarted')),
            onError: (error) => {
              if (needsTradeUrl(error)) setTradeUrlNeeded(true);
            },
            onSettled: () => {
              setDialogOpen(false);
              done();
            },
          });
        },
        onError: (error) => {
          onBuyError(error);
          done();
        },
      }),
    );
  };

  const withdraw = (knapsackId: number) => {
    if (!hasTradeUrl) return setTradeUrlNeeded(true);
    run((done) =>
      extract.mutate(knapsackId, {
        onSuccess: () => {
          toast.success(t('owned.withdrawStarted'));
          navigate(WITHDRAWALS_PATH);
        },
        onError: (error) => {
          if (needsTradeUrl(error)) setTradeUrlNeeded(true);
        },
        onSettled: done,
      }),
    );
  };

  /** Sells the owned copy; a mall item stays on its mall page, anything else goes back to the backpack. */
  const convertToCoins = (owned: ItemOwned) =>
    run((done) =>
      convert.mutate(owned.knapsack_id, {
        onSuccess: (result) => {
          const shop = result.shop_score > 0;
          const amount = formatAmount(result.recycling_price, shop ? '' : '$');
          toast.success(t(shop ? 'owned.soldShop' : 'owned.soldBalance', { amount }));
          navigate(owned.source === 'mall' ? itemHref(id) : '/my#backpack', { replace: true });
        },
        onSettled: done,
      }),
    );

  return {
    decision,
    pending,
    buying: buy.isPending,
    withdrawing: extract.isPending,
    converting: convert.isPending,
    hasTradeUrl,
    tradeUrlNeeded,
    dialogOpen,
    setDialogOpen: (open: boolean) => {
      if (!pending) setDialogOpen(open);
    },
    ready,
    startBuyAndWithdraw,
    confirmBuy,
    confirmBuyAndWithdraw,
    withdraw,
    convertToCoins,
  };
}

export type ItemFlow = ReturnType<typeof useItemFlow>;
