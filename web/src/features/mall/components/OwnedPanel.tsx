import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import type { ItemOwned } from '../api/mall';
import { type ItemFlow, WITHDRAWALS_PATH } from '../hooks/useItemFlow';
import { ConfirmButton } from './ConfirmButton';
import { TokenAmount } from './TokenAmount';

/**
 * Owned (spec §4): "Withdraw" (to the withdrawal history) or "Convert to coins" for its recycling price;
 * `withdrawing`: on its way, follow it in the history. A needed trade URL shows `tradeUrlForm` inline.
 */
export function OwnedPanel({
  owned,
  justBought,
  flow,
  tradeUrlForm,
}: {
  owned: ItemOwned;
  justBought: boolean;
  flow: ItemFlow;
  tradeUrlForm: ReactNode;
}) {
  const { t } = useTranslation('mall');
  const shop = owned.bought_with === 'shop_score';
  const price = shop ? formatAmount(owned.recycling_price, '') : formatAmount(owned.recycling_price);
  const withdrawing = owned.state === 'withdrawing';

  return (
    <div className="space-y-4" data-testid="owned-panel" data-state={owned.state}>
      <div className="flex items-start gap-3 rounded-xl border border-money/40 bg-gradient-to-r from-money/15 to-transparent p-3.5">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-money/20 text-xl text-money motion-safe:animate-pop">
          <Icon name={withdrawing ? 'external' : 'check'} />
        </span>
        <div className="min-w-0">
          <p className="font-display text-lg font-bold uppercase tracking-wide text-money">
            {withdrawing ? t('owned.withdrawingTitle') : justBought ? t('owned.justBought') : t('owned.title')}
          </p>
          <p className="text-sm text-muted">{withdrawing ? t('owned.withdrawingBody') : t('owned.body')}</p>
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
          <div className="grid gap-2 sm:grid-cols-2">
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
            <ConfirmButton
              testId="convert"
              disabled={flow.pending || owned.recycling_price <= 0}
              onConfirm={() => flow.convertToCoins(owned.knapsack_id)}
              label={t('owned.convertLabel', { amount: price })}
              confirmLabel={t('owned.convertConfirmLabel', { amount: price })}
              confirm={
                <>
                  <Icon name="check" />
                  {t('owned.convertConfirm')}
                </>
              }
            >
              <Icon name="coins" />
              {flow.converting ? t('owned.converting') : t('owned.convert')}
              {shop ? (
                <TokenAmount amount={owned.recycling_price} />
              ) : (
                <span className="text-money tabular">{price}</span>
              )}
            </ConfirmButton>
          </div>
          <p className="text-xs text-subtle">
            {t(shop ? 'owned.convertNoteShop' : 'owned.convertNote', { amount: price })}
          </p>
        </>
      )}
    </div>
  );
}
