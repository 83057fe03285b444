import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';
import { formatAmount } from '../../../lib/money';
import type { GiftRoom } from '../api/giveaways';
import { countdownParts, shortCountdown } from '../lib/countdown';
import { isEnded } from '../lib/room';
import { ConditionBadge, KindBadge } from './ConditionBadge';
import { PrizeArt, prizeColor } from './PrizeArt';

const TOP_PRIZES = 3;

/** One room of the list: picture, title, host, condition, prize value, top prizes, counts, time left or VIEW. */
export function GiveawayCard({ room, now }: { room: GiftRoom; now: number }) {
  const { t } = useTranslation('giveaways');
  const ended = isEnded(room);
  const href = `/giveaway/${room.id}`;
  const top = room.prize.slice(0, TOP_PRIZES);
  const glow = top[0] ? prizeColor(top[0]) : '#8847ff';
  const left = countdownParts(room.end_time, now, ended);
  return (
    <article
      data-testid="giveaway-card"
      data-giveaway-id={room.id}
      data-state={room.state}
      className={cx(
        'group relative flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface transition focus-within:border-accent/60 focus-within:ring-2 focus-within:ring-accent/50 hover:-translate-y-0.5 hover:border-line-strong motion-reduce:hover:translate-y-0',
        ended && 'opacity-85',
      )}
      style={{ boxShadow: `inset 0 2px 0 ${glow}` }}
    >
      <div
        className="relative h-28 overflow-hidden border-b border-line bg-bg-2"
        style={{ backgroundImage: `radial-gradient(80% 120% at 50% 110%, ${glow}45, transparent 70%)` }}
      >
        <SafeImage
          src={room.picture}
          alt=""
          className="absolute inset-0 size-full object-cover opacity-70 transition duration-300 group-hover:scale-105 group-hover:opacity-90 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          fallback={<span aria-hidden="true" className="grid-noise absolute inset-0 opacity-60" />}
        />
        <div className="absolute inset-x-2 top-2 flex items-start justify-between gap-2">
          <KindBadge kind={room.kind} host={room.host?.name ?? null} />
          <ConditionBadge condition={room.condition} />
        </div>
        <ul className="absolute inset-x-0 bottom-1.5 flex justify-center gap-1.5" aria-label={t('card.topPrizes')}>
          {top.map((prize, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: prizes have no id; the order is by price
              key={i}
              title={`${prize.name} · ${formatAmount(prize.price)}`}
              className="grid w-16 place-items-center rounded-lg border border-white/10 bg-bg/80 px-1 pt-1 pb-0.5"
              style={{ boxShadow: `inset 0 -2px 0 ${prizeColor(prize)}` }}
            >
              <PrizeArt prize={prize} className="h-9 w-12" />
              <span className="text-[10px] font-bold text-muted tabular">{formatAmount(prize.price)}</span>
              <span className="sr-only">{prize.name}</span>
            </li>
          ))}
          {room.prize.length > TOP_PRIZES ? (
            <li className="self-center rounded-md bg-bg/70 px-1.5 text-[11px] font-bold text-muted tabular">
              +{room.prize.length - TOP_PRIZES}
            </li>
          ) : null}
        </ul>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="line-clamp-1 font-display text-base font-bold uppercase tracking-wide">
          <Link
            to={href}
            className="outline-none after:absolute after:inset-0 hover:text-accent-2 focus-visible:text-accent-2"
          >
            {room.title}
          </Link>
        </h2>
        <div className="flex items-end justify-between gap-2">
          <div>
            <p className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('card.value')}</p>
            <p
              data-testid="giveaway-card-value"
              className="font-display text-xl font-bold leading-tight text-money tabular"
            >
              {formatAmount(room.price_all)}
            </p>
          </div>
          <dl className="flex gap-3 text-right text-xs">
            <div>
              <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('card.winners')}</dt>
              <dd className="inline-flex items-center gap-1 font-bold tabular">
                <Icon name="trophy" className="text-contraband" />
                {room.gift_user_count}
              </dd>
            </div>
            <div>
              <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('card.joined')}</dt>
              <dd className="inline-flex items-center gap-1 font-bold tabular" data-testid="giveaway-card-people">
                <Icon name="users" className="text-info" />
                {room.people_target ? `${room.total_people}/${room.people_target}` : room.total_people}
              </dd>
            </div>
          </dl>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 border-t border-line pt-2">
          {ended ? (
            <span className="inline-flex items-center gap-1 text-xs font-bold uppercase tracking-wider text-subtle">
              <Icon name="check" />
              {t('card.ended')}
            </span>
          ) : room.end_time ? (
            <span className="inline-flex items-center gap-1.5 text-sm font-bold text-accent-2 tabular">
              <Icon name="clock" />
              <span className="sr-only">{t('card.endsIn')}</span>
              {shortCountdown(left, (days) => t('countdown.daysShort', { days }))}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1.5 text-xs font-bold uppercase tracking-wider text-muted">
              <Icon name="users" />
              {t('card.untilFull', { left: Math.max(0, (room.people_target ?? 0) - room.total_people) })}
            </span>
          )}
          <span
            aria-hidden="true"
            className={buttonClass(ended ? 'secondary' : room.joined ? 'outline' : 'primary', 'sm', 'relative')}
          >
            {ended ? t('card.view') : room.joined ? t('card.joinedShort') : t('card.join')}
          </span>
        </div>
      </div>
    </article>
  );
}
