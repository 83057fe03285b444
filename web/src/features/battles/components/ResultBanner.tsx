import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ItemPicture } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { safeColor } from '../../../lib/rarity';
import type { BattleDetail } from '../api/battles';
import { TEAM_COLORS } from '../lib/modes';
import { wonItems } from '../lib/room';
import { SeatAvatar } from './SeatAvatar';

/** The end of a battle: who won what, every item they took, and the ways to go again. */
export function ResultBanner({
  detail,
  mine,
  onReplay,
  onCopy,
  copying,
}: {
  detail: BattleDetail;
  mine: number | null;
  onReplay: () => void;
  onCopy: () => void;
  copying: boolean;
}) {
  const { t } = useTranslation('battles');
  const winners = detail.winners;
  const seats = winners.map((slot) => detail.slots[slot]).filter((seat) => seat != null);
  const iWon = mine !== null && winners.includes(mine);
  const team = detail.mode === 'team' && winners.length > 0 ? (winners[0]! < 2 ? 0 : 1) : null;
  const items = wonItems(detail);
  const title = iWon
    ? t('room.resultYou', { amount: formatAmount(detail.value) })
    : team !== null
      ? t('room.resultTeam', { team: team + 1, amount: formatAmount(detail.value) })
      : t('room.resultTitle', { name: seats[0]?.name ?? '', amount: formatAmount(detail.value) });
  return (
    <section
      data-testid="battle-result"
      data-winners={winners.join(',')}
      aria-labelledby="battle-result-title"
      className="relative overflow-hidden rounded-2xl border border-contraband/60 bg-surface p-3 motion-safe:animate-fade-up sm:p-4"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_120%_at_50%_0%,rgb(228_174_57/0.28),transparent_70%)]"
      />
      <div className="relative flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-5">
        <div className="flex min-w-0 items-center gap-3 lg:w-[24rem] lg:shrink-0">
          <span className="flex shrink-0 -space-x-3">
            {seats.map((seat) => (
              <SeatAvatar
                key={seat.slot}
                name={seat.name}
                avatar={seat.avatar}
                bot={seat.bot}
                ring={team !== null ? TEAM_COLORS[team] : '#e4ae39'}
                className="size-12 text-lg sm:size-14 sm:text-xl"
              />
            ))}
          </span>
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 text-[11px] font-bold uppercase tracking-wider text-contraband">
              <Icon name="trophy" />
              {t(winners.length > 1 ? 'room.winners' : 'room.winner')}
            </p>
            <h2
              id="battle-result-title"
              className="font-display text-xl font-bold uppercase leading-tight tracking-wide sm:text-2xl"
            >
              {title}
            </h2>
            {mine !== null && !iWon ? <p className="text-xs text-muted">{t('room.resultLost')}</p> : null}
            {detail.result?.tie_break ? (
              <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
                <Icon name="dice" />
                {t('room.tieBreak')}
              </p>
            ) : null}
          </div>
        </div>
        <ul
          className="-mx-1 flex min-w-0 flex-1 gap-1.5 overflow-x-auto px-1 pb-1 scrollbar-none"
          aria-label={t('room.items')}
        >
          {items.map((item) => {
            const color = safeColor(item.goods.quality.color);
            return (
              <li
                key={`${item.round}-${item.slot}`}
                title={`${item.goods.name} · ${formatAmount(item.value)}`}
                className="relative flex w-[5.5rem] shrink-0 flex-col items-center overflow-hidden rounded-lg border border-line bg-surface-2/80 px-1 pt-1.5 pb-1"
                style={{ backgroundImage: `radial-gradient(100% 70% at 50% 100%, ${color}55, transparent 70%)` }}
              >
                <ItemPicture goods={item.goods} className="h-10 w-full" />
                <span className="w-full truncate text-center text-[10px] font-semibold">
                  {item.goods.name.split(' | ')[1] ?? item.goods.name}
                </span>
                <span className="text-[11px] font-bold text-money tabular">{formatAmount(item.value)}</span>
                <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5" style={{ background: color }} />
              </li>
            );
          })}
        </ul>
        <div className="flex shrink-0 flex-col gap-2 min-[480px]:flex-row lg:flex-col">
          <Button variant="secondary" onClick={onReplay} data-testid="battle-replay" className="grow">
            <Icon name="refresh" />
            {t('room.replay')}
          </Button>
          <Button onClick={onCopy} disabled={copying} data-testid="battle-copy" className="grow">
            <Icon name="swords" />
            {t('room.copyBattle', { amount: formatAmount(detail.cost) })}
          </Button>
        </div>
      </div>
    </section>
  );
}
