import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { useUser } from '../../../lib/user';
import { type ItemPage, useMinRecharge } from '../api/mall';
import type { ItemFlow } from '../hooks/useItemFlow';
import { scoreAfter, topUpFor } from '../lib/buy';
import { ConfirmButton } from './ConfirmButton';
import { TokenAmount } from './TokenAmount';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Not owned: the price, the player's shop score, then "Buy and withdraw" and a plain "Buy". */
export function BuyPanel({ page, flow }: { page: ItemPage; flow: ItemFlow }) {
  const { t } = useTranslation('mall');
  const { status, profile } = useUser();
  const goods = page.goods;
  const soldOut = goods.stock <= 0 || !page.in_mall;
  const decision = flow.decision;
  const minRecharge = useMinRecharge();
  const short = decision.kind === 'pay';
  const missing = decision.kind === 'pay' ? formatAmount(decision.missing) : '';
  const topUp = decision.kind === 'pay' ? topUpFor(decision.amount, minRecharge) : null;
  // Balance is not shop score: say where shop score comes from to a player who has the one but not the other.
  const balanceOnly = short && profile !== null && profile.money > 0;

  return (
    <div className="space-y-4" data-testid="buy-panel">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('item.price')}</p>
          <TokenAmount amount={goods.price} className="font-display text-4xl leading-none" />
        </div>
        <p
          className={
            soldOut
              ? 'rounded-md bg-danger/15 px-2 py-1 text-xs font-bold text-[#ff9a9a]'
              : 'rounded-md bg-surface-3 px-2 py-1 text-xs font-bold text-muted tabular'
          }
        >
          {soldOut ? t('item.soldOut') : t('card.stock', { n: goods.stock })}
        </p>
      </div>
      {status !== 'anon' && profile ? (
        <dl className="divide-y divide-line rounded-xl border border-line bg-bg-2/60 px-3">
          <Row label={t('yourShopScore')}>
            <TokenAmount amount={profile.shop_score} />
          </Row>
          {short ? (
            <Row label={t('item.missing')}>
              <span className="font-bold text-accent-2 tabular" data-testid="item-shortfall">
                {missing}
              </span>
            </Row>
          ) : (
            <Row label={t('item.after')}>
              <TokenAmount amount={scoreAfter(profile.shop_score, goods.price)} className="text-muted" inherit />
            </Row>
          )}
        </dl>
      ) : null}
      {short && topUp && !soldOut ? (
        <div
          className="space-y-2 rounded-lg border border-accent/35 bg-accent/10 p-3 text-sm text-text"
          data-testid="item-short-hint"
        >
          <p className="flex items-start gap-2">
            <Icon name="info" className="mt-0.5 shrink-0 text-accent-2" />
            <span>
              {t('item.shortHint', { amount: missing })}
              {topUp.minimum ? ` ${t('item.minimumNote', { amount: formatAmount(topUp.amount) })}` : ''}
            </span>
          </p>
          {balanceOnly && profile ? (
            <p className="pl-6 text-muted" data-testid="item-shop-score-how">
              {t('item.shopScoreHow', { balance: formatAmount(profile.money) })}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-[1.4fr_1fr]">
        <Button
          size="lg"
          className="w-full"
          data-testid="buy-withdraw"
          disabled={soldOut || flow.pending}
          onClick={flow.startBuyAndWithdraw}
        >
          <Icon name={short ? 'wallet' : 'external'} />
          {status === 'anon'
            ? t('item.signInToBuy')
            : topUp
              ? t(topUp.minimum ? 'item.topUpMinimum' : 'item.topUpAndBuy', { amount: formatAmount(topUp.amount) })
              : t('item.buyWithdraw')}
        </Button>
        <ConfirmButton
          testId="buy-only"
          disabled={soldOut || flow.pending}
          onArm={flow.ready}
          onConfirm={flow.confirmBuy}
          label={t('item.buyLabel', { price: formatAmount(goods.price, '') })}
          confirmLabel={t('card.confirmLabel', { name: goods.name, price: formatAmount(goods.price, '') })}
          confirm={
            <>
              <Icon name="check" />
              {t('card.confirm')}
            </>
          }
        >
          <Icon name="box" />
          {flow.buying && !flow.dialogOpen ? t('card.buying') : t('item.buy')}
        </ConfirmButton>
      </div>
      <p className="text-xs text-subtle">{t('item.buyNote')}</p>
    </div>
  );
}
