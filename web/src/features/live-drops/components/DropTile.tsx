import { LANG_TAGS } from '@dropforge/shared/domain';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ItemCard } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';
import { currentLang } from '../../../lib/locale';
import { formatAmount } from '../../../lib/money';
import { useArrival } from '../hooks/useArrival';
import { type DropCardModel, type DropEntry, toCardModel } from '../lib/drops';
import { timeAgo } from '../lib/today';
import { DropAvatar } from './DropAvatar';
import { DropTypeBadge } from './DropTypeBadge';

const TILE =
  'group block h-full rounded-xl outline-none transition-transform duration-200 motion-safe:hover:-translate-y-0.5 focus-visible:ring-2 focus-visible:ring-[var(--rar)]';

/** The case a drop came from, as a small picture in the card's corner (the drop's type for other drops). */
function Source({ card }: { card: DropCardModel }) {
  if (!card.box) return <DropTypeBadge type={card.type} className="size-6 text-sm" />;
  return (
    <span
      className="grid size-7 shrink-0 place-items-center overflow-hidden rounded-md bg-black/40"
      title={card.box.name}
    >
      <SafeImage
        src={card.box.picture}
        alt=""
        className="size-full object-contain"
        fallback={<Icon name="box" className="text-sm text-subtle" />}
      />
    </span>
  );
}

/** A drop on the drops page: the item card with the case in its corner, the player and when in its footer. */
export const DropTile = memo(function DropTile({
  drop,
  now,
  arrivedAt,
}: {
  drop: DropEntry;
  now: number;
  arrivedAt?: number;
}) {
  const { t } = useTranslation('layout');
  const ref = useRef<HTMLLIElement>(null);
  const card = toCardModel(drop);
  useArrival(ref, arrivedAt, { kind: 'grid', color: card.color });
  const from = card.box ? t('drops.from', { box: card.box.name }) : t(`drops.types.${card.type}`);
  const label = `${t('drops.card', { item: card.fullName, price: formatAmount(card.price), user: card.user.name })}, ${from}`;
  const body = (
    <ItemCard
      goods={card.item}
      compact
      className="h-full group-hover:border-[var(--rar)] group-hover:shadow-[0_0_0_1px_var(--rar),0_10px_30px_-12px_var(--rar)]"
      corner={<Source card={card} />}
      footer={
        <span className="mt-2 flex items-center gap-1.5 border-t border-line/70 pt-2 text-[11px]">
          <DropAvatar
            name={card.user.name}
            avatar={card.user.avatar}
            initials={card.user.initials}
            className="size-5 text-[8px]"
          />
          <span className="min-w-0 flex-1 truncate font-medium text-muted">{card.user.name}</span>
          <time dateTime={card.createdAt} className="shrink-0 text-subtle tabular">
            {timeAgo(card.createdAt, now, LANG_TAGS[currentLang()])}
          </time>
        </span>
      }
    />
  );
  const common = {
    'data-testid': 'drop-card',
    'data-drop-id': card.id,
    title: `${card.fullName} · ${from}`,
    style: { '--rar': card.color } as React.CSSProperties,
  };
  return (
    <li ref={ref} className="min-w-0">
      {card.box ? (
        <Link to={card.box.path} aria-label={label} className={TILE} {...common}>
          {body}
        </Link>
      ) : (
        <div className={TILE} {...common}>
          <span className="sr-only">{label}</span>
          {body}
        </div>
      )}
    </li>
  );
});
