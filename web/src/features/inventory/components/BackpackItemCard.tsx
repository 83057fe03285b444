import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { ItemCard } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import type { BackpackItem } from '../api/backpack';
import { canSelect, canSell } from '../lib/sell-summary';

const STATE_TONE: Record<BackpackItem['state'], string> = {
  owned: 'border-money/40 bg-money/12 text-money',
  withdrawing: 'border-info/40 bg-info/15 text-[#8cc6ff]',
  withdrawn: 'border-line-strong bg-surface-3 text-muted',
  sold: 'border-accent/40 bg-accent/12 text-accent-2',
  consumed: 'border-line-strong bg-surface-3 text-muted',
};

/** A small status chip in the card's corner: not sellable (raffle), state, or the mall's shop score. */
function Badge({ item }: { item: BackpackItem }) {
  const { t } = useTranslation('inventory');
  const base =
    'inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-[10px] font-bold uppercase leading-none';
  if (item.state !== 'owned')
    return <span className={cx(base, STATE_TONE[item.state])}>{t(`state.${item.state}`)}</span>;
  if (item.source === 'raffle') {
    return (
      <span className={cx(base, 'border-restricted/45 bg-restricted/20 text-[#c8b0ff]')} title={t('item.raffleHint')}>
        <Icon name="lock" />
        {t('item.raffle')}
      </span>
    );
  }
  return null;
}

/**
 * A backpack item on its rarity card. Items still in the backpack carry a checkbox covering the whole card (spec §3
 * `check`), to sell or withdraw; raffle prizes (spec §5) can be ticked for a withdrawal only. `action` (per-item
 * buttons) sits above it.
 */
export function BackpackItemCard({
  item,
  checked,
  onToggle,
  action,
  compact = false,
}: {
  item: BackpackItem;
  checked: boolean;
  onToggle: (item: BackpackItem) => void;
  action?: ReactNode;
  compact?: boolean;
}) {
  const { t } = useTranslation('inventory');
  const id = useId();
  const sellable = canSell(item);
  const selectable = canSelect(item);
  const goods = item.goods_info;
  return (
    <div
      data-testid="backpack-item"
      data-knapsack-id={item.knapsack_id}
      data-selected={checked || undefined}
      className={cx(
        'group relative h-full rounded-xl transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
        selectable ? 'hover:-translate-y-0.5' : 'opacity-80',
        item.state !== 'owned' && 'opacity-60 grayscale-[40%]',
      )}
    >
      <ItemCard
        goods={goods}
        glow={checked}
        compact={compact}
        className="h-full"
        corner={<span className="size-5" aria-hidden="true" />}
        footer={
          <>
            <div className="mt-1.5 flex min-h-5 items-center justify-between gap-1.5">
              {sellable ? (
                <span className="truncate text-[11px] text-subtle">
                  {t('item.youGet')}{' '}
                  <span className="font-bold text-text tabular">{formatAmount(item.recycling_price)}</span>
                </span>
              ) : (
                <Badge item={item} />
              )}
              {item.bought_with === 'shop_score' && item.state === 'owned' ? (
                <span title={t('item.mallHint')} className="text-xs text-accent-2">
                  <Icon name="token" />
                  <span className="sr-only">{t('item.mallHint')}</span>
                </span>
              ) : null}
            </div>
            {action ? <div className="relative z-10 mt-2">{action}</div> : null}
          </>
        }
      />
      {selectable ? (
        <label htmlFor={id} className="absolute inset-0 cursor-pointer rounded-xl">
          <input id={id} type="checkbox" className="peer sr-only" checked={checked} onChange={() => onToggle(item)} />
          <span className="sr-only">
            {sellable
              ? t('item.select', { name: item.goods_info.name, price: formatAmount(item.recycling_price) })
              : t('item.selectPrize', { name: item.goods_info.name })}
          </span>
          <span
            aria-hidden="true"
            className={cx(
              'absolute top-2 right-2 grid size-5 place-items-center rounded-md border text-xs transition',
              checked
                ? 'border-accent bg-accent text-accent-ink'
                : 'border-line-strong bg-bg/70 text-transparent group-hover:border-accent/70',
            )}
          >
            <Icon name="check" strokeWidth={3} />
          </span>
        </label>
      ) : null}
    </div>
  );
}
