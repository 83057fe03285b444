import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { ItemPicture, splitName } from '../../../components/ui/ItemPicture';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { useArrival } from '../hooks/useArrival';
import { type DropEntry, toCardModel } from '../lib/drops';
import { DropAvatar } from './DropAvatar';
import { DropTypeBadge } from './DropTypeBadge';

const CARD =
  'group relative flex h-full w-[92px] shrink-0 flex-col overflow-hidden rounded-lg border border-line bg-surface outline-none transition-[border-color,box-shadow] duration-200 hover:border-[var(--rar)] hover:shadow-[inset_0_0_0_1px_var(--rar),inset_0_-14px_26px_-14px_var(--rar)] focus-visible:border-[var(--rar)] focus-visible:shadow-[inset_0_0_0_2px_var(--rar)]';

/** One drop of the live strip: picture in a rarity glow, the player, price and case on hover or focus. */
export const StripCard = memo(function StripCard({ drop, arrivedAt }: { drop: DropEntry; arrivedAt?: number }) {
  const { t } = useTranslation('layout');
  const ref = useRef<HTMLLIElement>(null);
  const card = toCardModel(drop);
  useArrival(ref, arrivedAt, { kind: 'strip', color: card.color });
  const price = formatAmount(card.price);
  const { skin } = splitName(card.item.name);
  const from = card.box ? t('drops.from', { box: card.box.name }) : t(`drops.types.${card.type}`);
  const label = t('drops.card', { item: card.fullName, price, user: card.user.name });
  const body = (
    <>
      <span
        aria-hidden="true"
        className="absolute inset-0 opacity-60 transition-opacity duration-200 group-hover:opacity-100"
        style={{ background: `radial-gradient(90% 90% at 50% 115%, ${card.color}, transparent 72%)` }}
      />
      <DropTypeBadge type={card.type} className="absolute top-1 left-1 z-[1] size-4 text-[10px]" />
      <ItemPicture
        goods={card.item}
        className="relative mx-auto mt-1 h-[30px] w-[74px] drop-shadow-[0_4px_6px_rgb(0_0_0/0.6)] transition-transform duration-200 motion-safe:group-hover:scale-110"
      />
      <span className="relative mt-auto flex min-w-0 items-center gap-1 px-1.5 pb-1.5">
        <DropAvatar
          name={card.user.name}
          avatar={card.user.avatar}
          initials={card.user.initials}
          className="size-4 text-[7px]"
        />
        <span className="truncate text-[10px] font-medium leading-none text-muted">{card.user.name}</span>
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex flex-col items-center justify-center gap-0.5 bg-bg/90 px-1 text-center opacity-0 transition-opacity duration-150 group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        <span className="text-xs font-bold leading-none text-money tabular">{price}</span>
        <span className="w-full truncate text-[10px] font-semibold leading-tight">{skin}</span>
        <span className="flex w-full items-center justify-center gap-0.5 text-[9px] leading-none text-subtle">
          {card.box ? <Icon name="box" className="shrink-0" /> : null}
          <span className="truncate">{card.box?.name ?? from}</span>
        </span>
      </span>
      <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5" style={{ background: card.color }} />
    </>
  );
  const common = {
    'data-testid': 'drop-card',
    'data-drop-id': card.id,
    title: `${card.fullName} · ${price} · ${from} · ${card.user.name}`,
    style: { '--rar': card.color } as React.CSSProperties,
  };
  return (
    <li ref={ref} className="flex h-full w-[92px] shrink-0 justify-end overflow-hidden rounded-lg">
      {card.box ? (
        <Link to={card.box.path} aria-label={`${label}, ${from}`} className={CARD} {...common}>
          {body}
        </Link>
      ) : (
        <div className={cx(CARD, 'cursor-default')} {...common}>
          <span className="sr-only">{`${label}, ${from}`}</span>
          {body}
        </div>
      )}
    </li>
  );
});
