import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { ItemPicture, ItemTags, splitName } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatAmount } from '../../../lib/money';
import { type DropCardModel, type DropEntry, toCardModel } from '../lib/drops';
import { DropAvatar } from './DropAvatar';
import { DropTypeBadge } from './DropTypeBadge';

const MEDALS = ['#e4ae39', '#c9d3e3', '#d4884a'] as const;

function CardLink({
  card,
  className,
  children,
}: {
  card: DropCardModel;
  className: string;
  children: React.ReactNode;
}) {
  const style = { '--rar': card.color } as React.CSSProperties;
  if (card.box) {
    return (
      <Link to={card.box.path} className={className} style={style} data-testid="drops-today-card">
        {children}
      </Link>
    );
  }
  return (
    <div className={className} style={style} data-testid="drops-today-card">
      {children}
    </div>
  );
}

/** The case (or, for other drops, the game) a drop came from. */
function Origin({ card, className }: { card: DropCardModel; className?: string }) {
  const { t } = useTranslation('layout');
  return (
    <span className={cx('flex min-w-0 items-center gap-1.5 text-xs text-muted', className)}>
      {card.box ? (
        <SafeImage
          src={card.box.picture}
          alt=""
          className="size-6 shrink-0 object-contain"
          fallback={<Icon name="box" className="shrink-0 text-subtle" />}
        />
      ) : (
        <DropTypeBadge type={card.type} className="size-5 shrink-0 text-xs" />
      )}
      <span className="truncate">{card.box ? card.box.name : t(`drops.types.${card.type}`)}</span>
    </span>
  );
}

function PodiumCard({ drop, rank }: { drop: DropEntry; rank: number }) {
  const card = toCardModel(drop);
  const { weapon, skin } = splitName(card.item.name);
  const medal = MEDALS[rank - 1] ?? MEDALS[2];
  const first = rank === 1;
  return (
    <CardLink
      card={card}
      className={cx(
        'group relative flex w-[232px] shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-line bg-surface p-3 outline-none transition duration-300 hover:border-[var(--rar)] focus-visible:border-[var(--rar)] motion-safe:hover:-translate-y-1 sm:w-auto',
        first
          ? 'border-contraband/60 shadow-[0_18px_50px_-22px_#e4ae39] sm:order-2 sm:min-h-[300px]'
          : rank === 2
            ? 'sm:order-1 sm:mt-7'
            : 'sm:order-3 sm:mt-7',
      )}
    >
      <span
        aria-hidden="true"
        className="absolute inset-0 opacity-60 transition-opacity duration-300 group-hover:opacity-100"
        style={{
          background: `radial-gradient(80% 55% at 50% 42%, ${card.color}66, transparent 70%), linear-gradient(180deg, ${medal}1f, transparent 40%)`,
        }}
      />
      <span aria-hidden="true" className="grid-noise absolute inset-0 opacity-40" />
      <span className="relative flex items-start justify-between gap-2">
        <span
          className="grid size-8 place-items-center rounded-full font-display text-base font-black text-[#141821] shadow-[0_0_18px_-2px_var(--medal)]"
          style={{ background: medal, '--medal': medal } as React.CSSProperties}
        >
          {first ? <Icon name="crown" /> : rank}
        </span>
        <span className="rounded-lg border border-money/40 bg-money/15 px-2 py-1 text-base font-black text-money tabular">
          {formatAmount(card.price)}
        </span>
      </span>
      <ItemPicture
        goods={card.item}
        className={cx(
          'relative mx-auto my-2 w-full flex-1 drop-shadow-[0_12px_20px_rgb(0_0_0/0.7)] transition-transform duration-300 motion-safe:group-hover:scale-105',
          first ? 'min-h-32' : 'min-h-28',
        )}
      />
      <span className="relative mt-auto block">
        <ItemTags goods={card.item} />
        <span className="mt-1 block truncate text-xs text-subtle">{weapon || card.item.category.value}</span>
        <span className="block truncate font-display text-lg font-bold leading-tight" title={card.fullName}>
          {skin}
        </span>
      </span>
      <span className="relative mt-2.5 flex items-center gap-2 border-t border-line/70 pt-2.5">
        <DropAvatar
          name={card.user.name}
          avatar={card.user.avatar}
          initials={card.user.initials}
          className="size-7 text-[10px]"
        />
        <span className="min-w-0 flex-1 truncate text-sm font-semibold">{card.user.name}</span>
        <Origin card={card} className="max-w-[45%]" />
      </span>
      <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1" style={{ background: card.color }} />
    </CardLink>
  );
}

function RunnerUp({ drop, rank }: { drop: DropEntry; rank: number }) {
  const card = toCardModel(drop);
  const { weapon, skin } = splitName(card.item.name);
  return (
    <li>
      <CardLink
        card={card}
        className="group relative flex h-[50px] items-center gap-2.5 overflow-hidden rounded-xl border border-line bg-surface pr-3 pl-2 outline-none transition hover:border-[var(--rar)] focus-visible:border-[var(--rar)]"
      >
        <span
          aria-hidden="true"
          className="absolute inset-0 opacity-50 transition-opacity group-hover:opacity-90"
          style={{ background: `radial-gradient(40% 140% at 14% 50%, ${card.color}40, transparent 70%)` }}
        />
        <span className="relative w-5 shrink-0 text-center font-display text-sm font-bold text-subtle tabular">
          {rank}
        </span>
        <ItemPicture goods={card.item} className="relative h-9 w-14 shrink-0 drop-shadow-lg" />
        <span className="relative min-w-0 flex-1 leading-tight">
          <span className="block truncate text-[11px] text-subtle">{weapon || card.item.category.value}</span>
          <span className="block truncate text-sm font-semibold" title={card.fullName}>
            {skin}
          </span>
        </span>
        <span className="relative hidden min-w-0 max-w-[30%] items-center gap-1.5 sm:flex">
          <DropAvatar
            name={card.user.name}
            avatar={card.user.avatar}
            initials={card.user.initials}
            className="size-5 text-[8px]"
          />
          <span className="truncate text-xs text-muted">{card.user.name}</span>
        </span>
        <span className="relative shrink-0 text-sm font-bold text-money tabular">{formatAmount(card.price)}</span>
        <span aria-hidden="true" className="absolute inset-y-0 left-0 w-0.5" style={{ background: card.color }} />
      </CardLink>
    </li>
  );
}

/** "Today's best": the three dearest drops of the UTC day on a podium, the next seven in a list. */
export function TodayBest({ drops, loading }: { drops: DropEntry[]; loading: boolean }) {
  const { t } = useTranslation('drops');
  const podium = drops.slice(0, 3);
  const rest = drops.slice(3, 10);
  return (
    <section data-testid="drops-top-today" aria-labelledby="drops-today" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h2 id="drops-today" className="flex items-center gap-2 font-display text-xl font-bold uppercase tracking-wide">
          <Icon name="flame" className="text-covert" />
          {t('today.title')}
        </h2>
        <p className="text-xs text-subtle">{t('today.subtitle')}</p>
      </div>
      {loading ? (
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
          <div className="grid grid-cols-3 gap-3">
            {['a', 'b', 'c'].map((k) => (
              <Skeleton key={k} className="h-[276px] rounded-2xl" />
            ))}
          </div>
          <Skeleton className="hidden h-[276px] rounded-2xl lg:block" />
        </div>
      ) : drops.length === 0 ? (
        <p className="flex items-center gap-3 rounded-2xl border border-dashed border-line-strong bg-surface/60 px-4 py-6 text-sm text-muted">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-contraband/15 text-xl text-contraband">
            <Icon name="trophy" />
          </span>
          {t('today.empty')}
        </p>
      ) : (
        <div className={cx('grid gap-3', rest.length > 0 && 'lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]')}>
          <div className="scrollbar-none -mx-3 flex snap-x scroll-px-3 gap-3 overflow-x-auto px-3 pt-1 pb-1 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0">
            {podium.map((drop, i) => (
              <PodiumCard key={drop.id} drop={drop} rank={i + 1} />
            ))}
          </div>
          {rest.length > 0 ? (
            <ol className="grid content-start gap-1.5" start={4}>
              {rest.map((drop, i) => (
                <RunnerUp key={drop.id} drop={drop} rank={i + 4} />
              ))}
            </ol>
          ) : null}
        </div>
      )}
    </section>
  );
}
