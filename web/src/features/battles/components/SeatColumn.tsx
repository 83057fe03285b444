import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { ItemPicture } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { safeColor } from '../../../lib/rarity';
import type { BattleRoundDrop, BattleSeat } from '../api/battles';
import { TEAM_COLORS } from '../lib/modes';
import { BattleReel, REEL_DIMS, type ReelView } from './BattleReel';
import { SeatAvatar } from './SeatAvatar';

export type SeatOutcome = 'playing' | 'winner' | 'loser';

/** One player's column: who sits there (or a join button), their running total, their reel and their drops. */
export function SeatColumn({
  slot,
  seat,
  team,
  me,
  total,
  leading,
  outcome,
  received,
  reel,
  duration,
  reduced,
  compact,
  drops,
  join,
  cancelled = false,
}: {
  cancelled?: boolean;
  slot: number;
  seat: BattleSeat | null;
  team: number | null;
  me: boolean;
  total: number;
  leading: boolean;
  outcome: SeatOutcome;
  received: number | null;
  reel: ReelView | null;
  duration: number;
  reduced: boolean;
  compact: boolean;
  /** Drops of the rounds shown so far, in round order. */
  drops: Array<BattleRoundDrop & { round: number }>;
  join: { cost: number; pending: boolean; onJoin: () => void } | null;
}) {
  const { t } = useTranslation('battles');
  const winner = outcome === 'winner';
  const ring = winner ? '#e4ae39' : team !== null ? TEAM_COLORS[team] : me ? '#ffb02e' : undefined;
  const name = seat?.name ?? t('room.emptySeat');
  return (
    <section
      data-testid="battle-seat"
      data-slot={slot}
      data-won={outcome === 'playing' ? undefined : String(winner)}
      aria-label={t('room.seatLabel', { name, slot: slot + 1 })}
      className={cx(
        'relative flex min-w-0 flex-col gap-2 rounded-2xl border p-1.5 transition duration-700 sm:p-2.5',
        winner
          ? 'border-contraband bg-[linear-gradient(180deg,rgb(228_174_57/0.2),rgb(19_26_38)_45%)] shadow-[0_0_0_1px_#e4ae39,0_0_44px_-8px_#e4ae39]'
          : outcome === 'loser'
            ? 'border-line bg-surface opacity-70'
            : 'border-line bg-surface',
      )}
      style={team !== null && !winner ? { boxShadow: `inset 0 3px 0 ${TEAM_COLORS[team]}` } : undefined}
    >
      {winner ? (
        <span className="absolute -top-3 left-1/2 z-30 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-contraband px-2.5 py-0.5 text-[11px] font-bold uppercase tracking-wider text-[#241600] shadow-lg motion-safe:animate-pop">
          <Icon name="trophy" />
          {t('room.winner')}
        </span>
      ) : null}
      <header className="flex min-w-0 flex-col items-center gap-1 pt-1 text-center sm:flex-row sm:gap-2 sm:text-left">
        {seat ? (
          <SeatAvatar
            name={seat.name}
            avatar={seat.avatar}
            bot={seat.bot}
            ring={ring}
            className="size-8 text-sm sm:size-10"
          />
        ) : (
          <span className="grid size-8 place-items-center rounded-full border-2 border-dashed border-line-strong text-subtle sm:size-10">
            <Icon name="user" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="flex min-w-0 items-center justify-center gap-1 sm:justify-start">
            <span
              className={cx('truncate text-xs font-bold sm:text-sm', me && 'text-accent-2 sm:text-text')}
              title={name}
            >
              {name}
            </span>
            {me ? (
              <span className="hidden shrink-0 rounded bg-accent/20 px-1 text-[9px] font-bold uppercase text-accent-2 sm:inline">
                {t('room.you')}
              </span>
            ) : null}
            {seat?.bot ? (
              <span className="hidden shrink-0 rounded bg-info/20 px-1 text-[9px] font-bold uppercase text-[#8cc6ff] sm:inline">
                {t('room.bot')}
              </span>
            ) : null}
          </p>
          <p
            data-testid="battle-seat-total"
            className={cx(
              'font-display text-sm font-bold tabular sm:text-lg',
              leading || winner ? 'text-money' : 'text-text',
            )}
          >
            {formatAmount(total)}
            {leading && outcome === 'playing' ? (
              <>
                <Icon name="flame" className="ml-1 inline text-accent-2" />
                <span className="sr-only">{t('room.leading')}</span>
              </>
            ) : null}
          </p>
        </div>
      </header>

      {seat || !join ? (
        reel ? (
          <BattleReel
            view={reel}
            slot={slot}
            duration={duration}
            reduced={reduced}
            compact={compact}
            accent={winner ? '#e4ae39' : '#ffb02e'}
          />
        ) : (
          <div
            className="grid place-items-center rounded-xl border border-dashed border-line bg-bg/60 text-center text-xs text-muted"
            style={{ height: (compact ? REEL_DIMS.compact : REEL_DIMS.wide).viewport }}
          >
            <span className="flex flex-col items-center gap-1.5 px-2">
              <Icon
                name={cancelled ? 'close' : seat ? 'check' : 'clock'}
                className={cx('text-2xl', seat && !cancelled ? 'text-money' : 'text-subtle')}
              />
              {cancelled ? t('states.cancelled') : seat ? t('room.ready') : t('room.waitingSeat')}
            </span>
          </div>
        )
      ) : (
        <div
          className="grid place-items-center rounded-xl border border-dashed border-accent/50 bg-accent/5 px-1.5"
          style={{ height: (compact ? REEL_DIMS.compact : REEL_DIMS.wide).viewport }}
        >
          <Button
            data-testid="battle-join"
            data-slot={slot}
            size={compact ? 'sm' : 'md'}
            disabled={join.pending}
            onClick={join.onJoin}
            className="flex-col gap-0.5 !h-auto py-2 sm:flex-row sm:gap-2"
          >
            <span>{t('room.join')}</span>
            <span className="tabular">{formatAmount(join.cost)}</span>
          </Button>
        </div>
      )}

      {outcome !== 'playing' && received !== null ? (
        <p
          className={cx(
            'rounded-lg py-1 text-center text-xs font-bold tabular',
            winner ? 'bg-contraband/20 text-contraband' : 'bg-surface-3 text-subtle',
          )}
        >
          {winner ? t('room.received', { amount: formatAmount(received) }) : formatAmount(0)}
        </p>
      ) : null}

      <ul
        className="grid grid-cols-1 gap-1 min-[480px]:grid-cols-2 lg:grid-cols-3"
        aria-label={t('room.drops', { name })}
      >
        {drops.map((drop) => {
          const color = safeColor(drop.goods.quality.color);
          return (
            <li
              key={drop.round}
              data-testid="battle-drop"
              data-round={drop.round}
              data-slot={slot}
              data-goods-id={drop.goods.id}
              title={`${drop.goods.name} · ${formatAmount(drop.value)}`}
              className="relative flex flex-col items-center overflow-hidden rounded-md border border-line bg-surface-2/70 px-1 pt-1 pb-1.5 motion-safe:animate-fade-up"
              style={{ backgroundImage: `radial-gradient(100% 70% at 50% 100%, ${color}40, transparent 70%)` }}
            >
              <ItemPicture goods={drop.goods} className="h-8 w-full sm:h-10" />
              <span className="text-[10px] font-bold text-money tabular">{formatAmount(drop.value)}</span>
              <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5" style={{ background: color }} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
