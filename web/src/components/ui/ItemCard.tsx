import type { ReactNode } from 'react';
import { formatAmount } from '../../lib/money';
import { cx } from './cx';
import { type ItemLike, ItemPicture, splitName } from './ItemPicture';

export { type ItemLike, ItemPicture, splitName } from './ItemPicture';

/** Wear and variant tags: `FN`, `ST` (StatTrak™), `SV` (Souvenir). */
export function ItemTags({ goods }: { goods: ItemLike }) {
  const short = goods.appearance.short;
  const variant = goods.type.name === 'StatTrak™' ? 'ST' : goods.type.name === 'Souvenir' ? 'SV' : '';
  return (
    <span className="flex gap-1 text-[10px] font-bold uppercase leading-none tracking-wide">
      {short && short !== 'NP' && short !== 'Vanilla' ? (
        <span className="rounded bg-black/40 px-1 py-0.5 text-muted">{short}</span>
      ) : null}{' '}
      {variant ? (
        <span
          className={cx(
            'rounded px-1 py-0.5',
            variant === 'ST' ? 'bg-accent/20 text-accent-2' : 'bg-contraband/20 text-contraband',
          )}
        >
          {variant}
        </span>
      ) : null}
    </span>
  );
}

/**
 * A rarity-coloured item card: picture, weapon and skin names, wear and variant tags, price. `corner` and
 * `footer` add what a screen needs (a chance, a checkbox, a button); `price` replaces the dollar price (e.g. a
 * shop-score price).
 */
export function ItemCard({
  goods,
  corner,
  footer,
  price,
  className,
  glow = false,
  compact = false,
}: {
  goods: ItemLike;
  corner?: ReactNode;
  footer?: ReactNode;
  price?: ReactNode;
  className?: string;
  glow?: boolean;
  compact?: boolean;
}) {
  const color = goods.quality.color;
  const { weapon, skin } = splitName(goods.name);
  return (
    <div
      className={cx(
        'relative flex min-w-0 flex-col overflow-hidden rounded-xl border bg-surface transition',
        glow ? 'border-transparent' : 'border-line',
        className,
      )}
      style={{
        backgroundImage: `radial-gradient(120% 70% at 50% 100%, ${color}40, transparent 70%)`,
        boxShadow: glow ? `0 0 0 1px ${color}, 0 0 28px -4px ${color}` : undefined,
      }}
    >
      {/* The spaces keep the card's words apart when it names the button or link it sits in. */}
      <div className="flex items-start justify-between gap-1 px-2 pt-2">
        <ItemTags goods={goods} /> {corner}
      </div>{' '}
      <div className={cx('grid place-items-center px-3', compact ? 'h-16' : 'h-24')}>
        <ItemPicture goods={goods} className={cx('w-full drop-shadow-lg', compact ? 'h-14' : 'h-20')} />
      </div>{' '}
      <div className="px-2.5 pb-2.5">
        <p className="truncate text-[11px] text-subtle">{weapon || goods.category.type}</p>{' '}
        <p className="truncate text-[13px] font-semibold leading-tight" title={goods.name}>
          {skin}
        </p>{' '}
        {price ?? <p className="mt-1 font-bold text-money tabular">{formatAmount(goods.price)}</p>} {footer}
      </div>
      <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5" style={{ background: color }} />
    </div>
  );
}
