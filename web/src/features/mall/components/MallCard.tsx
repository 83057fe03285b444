import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { ItemCard } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { type MallGoods, useMinRecharge } from '../api/mall';
import { type BuyDecision, topUpFor } from '../lib/buy';
import { itemHref } from '../lib/item';
import { TokenAmount } from './TokenAmount';

/** How long the armed "Confirm" state waits for the second press. */
const CONFIRM_MS = 4000;

const BUTTON =
  'relative z-10 mt-2 flex h-8 w-full items-center justify-center gap-1.5 rounded-lg text-[11px] font-bold uppercase tracking-wide transition disabled:pointer-events-none disabled:opacity-50';

/**
 * A mall item: the card links to its page; the Buy button turns into a confirmation for 4 s, then buys. A
 * short shop score turns it into a top-up link, visitors get the sign-in layer.
 */
export function MallCard({
  goods,
  decision,
  pending,
  locked,
  onStart,
  onConfirm,
}: {
  goods: MallGoods;
  decision: BuyDecision;
  pending: boolean;
  locked: boolean;
  onStart: () => boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('mall');
  const minRecharge = useMinRecharge();
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [armed]);
  const soldOut = goods.stock <= 0;
  const short = decision.kind === 'pay';

  let label = t('card.buy');
  let aria = t('card.buyLabel', { name: goods.name, price: formatAmount(goods.price, '') });
  let icon: 'store' | 'check' | 'plus' | 'lock' = 'store';
  if (soldOut) {
    label = t('card.soldOut');
    aria = t('card.soldOutLabel', { name: goods.name });
    icon = 'lock';
  } else if (pending) {
    label = t('card.buying');
  } else if (armed) {
    label = t('card.confirm');
    aria = t('card.confirmLabel', { name: goods.name, price: formatAmount(goods.price, '') });
    icon = 'check';
  } else if (short) {
    const topUp = topUpFor(decision.amount, minRecharge);
    label = t(topUp.minimum ? 'card.topUpMinimum' : 'card.topUp', { amount: formatAmount(topUp.amount) });
    aria = t(topUp.minimum ? 'card.topUpMinimumLabel' : 'card.topUpLabel', {
      name: goods.name,
      amount: formatAmount(topUp.amount),
    });
    icon = 'plus';
  }

  return (
    <div
      data-testid="mall-card"
      data-goods-id={goods.id}
      className="group relative h-full rounded-xl transition motion-safe:hover:-translate-y-0.5 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent"
    >
      <ItemCard
        goods={goods}
        glow={armed}
        className="h-full group-hover:border-line-strong"
        corner={
          <span
            className={cx(
              'rounded px-1 py-0.5 text-[10px] leading-none font-bold tabular',
              soldOut
                ? 'bg-danger/20 text-[#ff9a9a]'
                : goods.stock <= 3
                  ? 'bg-accent/20 text-accent-2'
                  : 'bg-black/40 text-subtle',
            )}
          >
            {soldOut ? t('card.none') : t('card.stock', { n: goods.stock })}
          </span>
        }
        price={<TokenAmount amount={goods.price} className="mt-1 text-sm" />}
        footer={
          <button
            type="button"
            data-testid="mall-buy"
            disabled={soldOut || pending || (locked && !armed)}
            aria-label={aria}
            onClick={() => {
              if (!armed) {
                if (onStart()) setArmed(true);
                return;
              }
              setArmed(false);
              onConfirm();
            }}
            className={cx(
              BUTTON,
              armed
                ? 'bg-gradient-to-b from-[#5cf0a1] to-money text-[#04220f] shadow-[0_4px_16px_-6px_rgb(62_224_137/0.9)]'
                : short
                  ? 'border border-accent/60 bg-accent/10 text-accent-2 hover:bg-accent/20'
                  : 'border border-line-strong bg-surface-3 text-text hover:border-accent/70 hover:bg-accent hover:text-accent-ink',
            )}
          >
            <Icon name={icon} />
            <span className="truncate">{label}</span>
            {armed ? <TokenAmount amount={goods.price} inherit /> : null}
          </button>
        }
      />
      <Link
        to={itemHref(goods.id)}
        aria-label={t('card.open', { name: goods.name })}
        className="absolute inset-0 z-[1] rounded-xl focus-visible:outline-none"
      />
    </div>
  );
}
