import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Icon, type IconName } from '../../../components/ui/icons';
import type { ItemOwned } from '../api/mall';
import { type ItemFlow, WITHDRAWALS_PATH } from '../hooks/useItemFlow';
import { feePercent, formatExact, ownedOrigin } from '../lib/item';
import { ConfirmButton } from './ConfirmButton';

const ORIGIN_ICON: Record<string, IconName> = {
  case: 'box',
  free: 'gift',
  battle: 'swords',
  upgrade: 'upgrade',
  mall: 'store',
  raffle: 'trophy',
  event: 'calendar',
  promotion: 'sparkle',
};

/**
 * Owned (spec §4), for any copy the player owns (a case drop, a battle or upgrade win, a mall purchase): where it
 * came from, "Withdraw" (to the withdrawal history) and "Sell" for exactly what the sale credits (to the balance,
 * or shop score for mall items, after the handling fee); `withdrawing`: on its way, follow it in the history. A
 * needed trade URL shows `tradeUrlForm` inline.
 */
export function OwnedPanel({
  owned,
  price,
  justBought,
  flow,
  tradeUrlForm,
}: {
  owned: ItemOwned;
  /** The goods' current catalogue price (what the fee is taken from). */
  price: number;
  justBought: boolean;
  flow: ItemFlow;
  tradeUrlForm: ReactNode;
}) {
  const { t } = useTranslation('mall');
  const shop = owned.bought_with === 'shop_score';
  const amount = shop ? formatExact(owned.recycling_price, '') : formatExact(owned.recycling_price);
  const withdrawing = owned.state === 'withdrawing';
  const sellable = owned.recycling_price > 0;
  const origin = ownedOrigin(owned.source);
  const title = withdrawing
    ? t('owned.withdrawingTitle')
    : justBought && origin === 'mall'
      ? t('owned.justBought')
      : t('owned.title');

  return (
    <div className="space-y-4" data-testid="owned-panel" data-state={owned.state} data-source={owned.source}>
      <div className="flex items-start gap-3 rounded-xl border border-money/40 bg-gradient-to-r from-money/15 to-transparent p-3.5">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-money/20 text-xl text-money motion-safe:animate-pop">
          <Icon name={withdrawing ? 'external' : 'check'} />
        </span>
        <div className="min-w-0">
          <p className="font-display text-lg font-bold uppercase tracking-wide text-money" data-testid="owned-title">
            {title}
          </p>
          <p
            className="mt-0.5 inline-flex items-center gap-1.5 rounded-md bg-surface-3 px-2 py-0.5 text-xs font-semibold text-text"
            data-testid="owned-origin"
          >
            <Icon name={ORIGIN_ICON[origin] ?? 'box'} className="text-accent-2" />
            {t(`owned.origin.${origin}`)}
          </p>
          <p className="mt-1.5 text-sm text-muted">{withdrawing ? t('owned.withdrawingBody') : t('owned.body')}</p>
        </div>
      </div>
      {withdrawing ? (
        <ButtonLink to={WITHDRAWALS_PATH} size="lg" className="w-full" data-testid="track-withdrawal">
          <Icon name="history" />
          {t('owned.track')}
        </ButtonLink>
      ) : (
        <>
          {flow.tradeUrlNeeded ? (
            <div data-testid="trade-url-needed" className="space-y-2">
              <p role="alert" className="flex items-center gap-2 text-sm font-semibold text-accent-2">
                <Icon name="link" />
                {t('owned.tradeUrl')}
              </p>
              {tradeUrlForm}
            </div>
          ) : null}
          <div className={sellable ? 'grid gap-2 sm:grid-cols-2' : 'grid'}>
            <Button
              size="lg"
              className="w-full"
              data-testid="withdraw"
              disabled={flow.pending}
              onClick={() => flow.withdraw(owned.knapsack_id)}
            >
              <Icon name="external" />
              {flow.withdrawing ? t('owned.withdrawing') : t('owned.withdraw')}
            </Button>
            {sellable ? (
              <ConfirmButton
                testId="convert"
                disabled={flow.pending}
                onConfirm={() => flow.convertToCoins(owned)}
                label={t(shop ? 'owned.sellLabelShop' : 'owned.sellLabel', { amount })}
                confirmLabel={t(shop ? 'owned.sellConfirmLabelShop' : 'owned.sellConfirmLabel', { amount })}
                confirm={
                  <>
                    <Icon name="check" />
                    {t('owned.sellConfirm')}
                  </>
                }
              >
                <Icon name="coins" />
                {flow.converting ? t('owned.selling') : t('owned.sell')}
                {shop ? (
                  <span className="inline-flex items-center gap-1 font-bold text-contraband tabular">
                    <Icon name="token" className="shrink-0" />
                    {amount}
                    <span className="sr-only"> {t('shopScore')}</span>
                  </span>
                ) : (
                  <span className="text-money tabular">{amount}</span>
                )}
              </ConfirmButton>
            ) : null}
          </div>
          <p className="text-xs text-subtle" data-testid="sell-note">
            {sellable
              ? t(shop ? 'owned.sellNoteShop' : 'owned.sellNote', {
                  amount,
                  price: shop ? formatExact(price, '') : formatExact(price),
                  fee: shop ? formatExact(owned.sell_fee, '') : formatExact(owned.sell_fee),
                  rate: feePercent(owned.sell_fee_rate),
                })
              : t('owned.notSellable')}
          </p>
        </>
      )}
    </div>
  );
}
