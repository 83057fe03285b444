import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ItemPicture, ItemTags, splitName } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { useUser } from '../../../lib/user';
import type { MallGoods } from '../api/mall';
import type { ItemFlow } from '../hooks/useItemFlow';
import { scoreAfter } from '../lib/buy';
import { rarityColor } from './ItemHero';
import { TokenAmount } from './TokenAmount';

/**
 * Spec §5: shop score covers the price, so the dialog offers to spend it and then withdraw. Without a trade URL
 * the form comes first (`tradeUrlForm`); the confirm button waits for it.
 */
export function BuyWithdrawDialog({
  goods,
  flow,
  tradeUrlForm,
}: {
  goods: MallGoods;
  flow: ItemFlow;
  tradeUrlForm: ReactNode;
}) {
  const { t } = useTranslation('mall');
  const { profile } = useUser();
  const { weapon, skin } = splitName(goods.name);
  const color = rarityColor(goods);
  const score = profile?.shop_score ?? 0;
  const step = flow.withdrawing ? 'withdrawing' : flow.buying ? 'buying' : null;

  return (
    <Dialog
      open={flow.dialogOpen}
      onOpenChange={flow.setDialogOpen}
      title={t('dialog.title')}
      description={t('dialog.description')}
      testId="buy-withdraw-dialog"
      className="md:w-[min(94vw,520px)]"
    >
      <div
        className="mt-4 flex items-center gap-3 rounded-xl border border-line bg-surface-2 p-3"
        style={{ backgroundImage: `radial-gradient(80% 120% at 0% 50%, ${color}33, transparent 70%)` }}
      >
        <ItemPicture goods={goods} className="h-14 w-24 shrink-0" />
        <div className="min-w-0 flex-1">
          <ItemTags goods={goods} />
          <p className="mt-1 truncate text-xs text-subtle">{weapon || goods.category.type}</p>
          <p className="truncate font-semibold">{skin}</p>
        </div>
      </div>
      <dl className="mt-3 divide-y divide-line rounded-xl border border-line px-3 text-sm">
        <div className="flex justify-between py-2">
          <dt className="text-muted">{t('dialog.spend')}</dt>
          <dd>
            <TokenAmount amount={goods.price} />
          </dd>
        </div>
        <div className="flex justify-between py-2">
          <dt className="text-muted">{t('yourShopScore')}</dt>
          <dd>
            <TokenAmount amount={score} inherit className="text-muted" />
          </dd>
        </div>
        <div className="flex justify-between py-2">
          <dt className="text-muted">{t('item.after')}</dt>
          <dd>
            <TokenAmount amount={scoreAfter(score, goods.price)} inherit />
          </dd>
        </div>
      </dl>
      {!flow.hasTradeUrl ? (
        <div className="mt-3 space-y-2" data-testid="dialog-trade-url">
          <p className="flex items-center gap-2 text-sm font-semibold text-accent-2">
            <Icon name="link" />
            {t('dialog.tradeUrl')}
          </p>
          {tradeUrlForm}
        </div>
      ) : null}
      <ol className="mt-4 flex items-center gap-2 text-[11px] font-bold uppercase tracking-wider" aria-hidden="true">
        <li className={step === 'buying' ? 'text-accent-2' : 'text-subtle'}>1 · {t('dialog.stepBuy')}</li>
        <li className="h-px flex-1 bg-line" />
        <li className={step === 'withdrawing' ? 'text-accent-2' : 'text-subtle'}>2 · {t('dialog.stepWithdraw')}</li>
      </ol>
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="ghost" size="lg" disabled={flow.pending} onClick={() => flow.setDialogOpen(false)}>
          {t('dialog.cancel')}
        </Button>
        <Button
          size="lg"
          className="w-full sm:w-auto sm:flex-1"
          data-testid="confirm-buy-withdraw"
          disabled={flow.pending || !flow.hasTradeUrl}
          onClick={flow.confirmBuyAndWithdraw}
        >
          <Icon name={step ? 'refresh' : 'check'} className={step ? 'motion-safe:animate-spin' : undefined} />
          {step === 'buying'
            ? t('dialog.buying')
            : step === 'withdrawing'
              ? t('dialog.withdrawing')
              : t('dialog.confirm', { amount: formatAmount(goods.price, '') })}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {step ? t(`dialog.${step}`) : ''}
      </p>
    </Dialog>
  );
}
