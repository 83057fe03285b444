import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { tierColor } from '../../../lib/rarity';
import type { BattleSummary } from '../api/battles';
import { groupBoxes } from '../lib/list';
import { MODE_STYLE, TEAM_COLORS, teamOf } from '../lib/modes';
import { BoxPicture } from './BoxPicture';
import { ModeBadge } from './ModeBadge';
import { SeatAvatar } from './SeatAvatar';

const MAX_THUMBS = 8;

/** The seats of a battle as avatars (free seats dashed), team mode split by "vs". */
export function SeatRow({ battle, size = 'size-8' }: { battle: BattleSummary; size?: string }) {
  const { t } = useTranslation('battles');
  return (
    <ul className="flex items-center gap-1.5" aria-label={t('card.seats')}>
      {battle.slots.map((seat, slot) => {
        const team = teamOf(battle.mode, slot);
        const won = battle.winners.includes(slot);
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its slot
            key={slot}
            className={cx('flex items-center', team === 1 && slot === 2 && 'ml-2')}
            title={seat?.name ?? t('room.emptySeat')}
          >
            {team === 1 && slot === 2 ? (
              <span className="mr-2 font-display text-xs font-bold text-subtle">{t('room.vs')}</span>
            ) : null}
            {seat ? (
              <SeatAvatar
                name={seat.name}
                avatar={seat.avatar}
                bot={seat.bot}
                ring={won ? '#e4ae39' : team !== null ? TEAM_COLORS[team] : undefined}
                className={cx(size, 'text-xs')}
              />
            ) : (
              <span
                className={cx(
                  size,
                  'grid place-items-center rounded-full border-2 border-dashed border-line-strong text-subtle',
                )}
              >
                <Icon name="plus" />
              </span>
            )}
            <span className="sr-only">{seat?.name ?? t('room.emptySeat')}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** One battle of the list: mode, cases, seats, cost and the way in. */
export function BattleCard({ battle, href }: { battle: BattleSummary; href: string }) {
  const { t } = useTranslation('battles');
  const groups = groupBoxes(battle.boxes);
  const shown = groups.slice(0, MAX_THUMBS);
  const free = battle.slots.filter((seat) => seat === null).length;
  const color = MODE_STYLE[battle.mode].color;
  const action = battle.state === 'waiting' && free > 0 ? 'join' : battle.state === 'running' ? 'watch' : 'view';
  return (
    <article
      data-testid="battle-card"
      data-battle-id={battle.id}
      data-state={battle.state}
      className="relative grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2.5 overflow-hidden rounded-xl border border-line bg-surface p-3 transition hover:border-line-strong lg:grid-cols-[9.5rem_minmax(0,1fr)_8rem_10.5rem_7.5rem] lg:gap-x-5 lg:px-4"
      style={{ boxShadow: `inset 3px 0 0 ${color}` }}
    >
      <div className="min-w-0">
        <Link
          to={href}
          className="font-display text-base font-bold uppercase tracking-wide hover:text-accent-2"
          aria-label={t('room.title', { id: battle.id })}
        >
          #{battle.id}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          <ModeBadge mode={battle.mode} />
          {battle.private ? (
            <span title={t('card.private')} className="text-subtle">
              <Icon name="lock" />
              <span className="sr-only">{t('card.private')}</span>
            </span>
          ) : null}
        </div>
      </div>
      <ul
        className="col-span-2 row-start-2 flex min-w-0 items-center gap-1.5 overflow-hidden lg:col-span-1 lg:col-start-2 lg:row-start-1"
        aria-label={t('card.rounds', { count: battle.rounds })}
      >
        {shown.map(({ box, count }, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a group is its place in the round order
            key={i}
            title={`${box.name} · ${formatAmount(box.price)}`}
            className="relative flex w-14 shrink-0 flex-col items-center rounded-lg border border-line bg-surface-2/70 px-1 pt-1 pb-0.5 sm:w-16"
            style={{
              backgroundImage: `radial-gradient(90% 60% at 50% 100%, ${tierColor(box.price)}30, transparent 70%)`,
            }}
          >
            <BoxPicture picture={box.picture} color={tierColor(box.price)} className="h-9 w-12 sm:h-10 sm:w-14" />
            <span className="text-[10px] font-bold text-muted tabular">{formatAmount(box.price)}</span>
            {count > 1 ? (
              <span className="absolute -top-1 -right-1 rounded-md bg-accent px-1 text-[10px] font-bold text-accent-ink tabular">
                ×{count}
              </span>
            ) : null}
          </li>
        ))}
        {groups.length > MAX_THUMBS ? (
          <li className="text-xs font-bold text-subtle tabular">+{groups.length - MAX_THUMBS}</li>
        ) : null}
      </ul>
      <div className="col-start-1 row-start-3 min-w-0 lg:col-start-3 lg:row-start-1">
        <p className="text-[10px] font-bold uppercase tracking-wider text-subtle">
          {battle.state === 'running'
            ? t('card.round', { round: Math.min(battle.revealed + 1, battle.rounds), rounds: battle.rounds })
            : battle.state === 'ended'
              ? t('card.unboxed')
              : t('card.entry')}
        </p>
        {battle.state === 'running' ? (
          <div className="mt-1.5 h-1.5 w-24 overflow-hidden rounded-full bg-surface-3">
            <div
              className="h-full rounded-full bg-accent transition-[width] duration-500"
              style={{ width: `${(battle.revealed / Math.max(1, battle.rounds)) * 100}%` }}
            />
          </div>
        ) : (
          <p className="font-display text-lg font-bold leading-tight text-money tabular">
            {formatAmount(battle.state === 'ended' ? battle.value : battle.cost)}
          </p>
        )}
        <p className="text-[11px] text-subtle">{t('card.rounds', { count: battle.rounds })}</p>
      </div>
      <div className="col-start-2 row-start-1 justify-self-end lg:col-start-4 lg:justify-self-start">
        <SeatRow battle={battle} />
      </div>
      <ButtonLink
        to={href}
        variant={action === 'join' ? 'primary' : 'secondary'}
        size="sm"
        data-testid={`battle-card-${action}`}
        className="col-start-2 row-start-3 min-w-28 lg:col-start-5 lg:row-start-1 lg:w-full"
      >
        <Icon name={action === 'join' ? 'swords' : action === 'watch' ? 'eye' : 'arrowRight'} />
        {t(`card.${action}`)}
      </ButtonLink>
    </article>
  );
}
