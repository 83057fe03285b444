import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/money';
import type { GiftRoomDetail } from '../api/giveaways';
import { PrizeArt, prizeColor } from './PrizeArt';

/** The prizes by price, dearest first; prize i goes to winner i mod the winner count. */
export function PrizeGrid({ room }: { room: GiftRoomDetail }) {
  const { t } = useTranslation('giveaways');
  return (
    <section aria-labelledby="giveaway-prizes-title" className="rounded-2xl border border-line bg-surface p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="giveaway-prizes-title" className="font-display text-lg font-bold uppercase tracking-wide">
          {t('prizes.title')} <span className="text-sm text-subtle tabular">{room.prize.length}</span>
        </h2>
        <p className="text-sm text-muted">
          {t('prizes.total')}{' '}
          <span className="font-display text-lg font-bold text-money tabular">{formatAmount(room.price_all)}</span>
          {room.token_all > 0 ? (
            <span className="ml-2 text-xs text-subtle tabular">
              {t('prizes.coinsIncluded', { amount: room.token_all })}
            </span>
          ) : null}
        </p>
      </header>
      <ul
        className="mt-3 grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 sm:grid-cols-4 xl:grid-cols-5"
        data-testid="giveaway-prizes"
      >
        {room.prize.map((prize, i) => {
          const color = prizeColor(prize);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: prizes have no id; the order is by price
              key={i}
              data-testid="giveaway-prize"
              className="relative flex flex-col items-center rounded-xl border border-line bg-surface-2 px-2 pt-2 pb-2.5 text-center"
              style={{ boxShadow: `inset 0 -3px 0 ${color}` }}
            >
              <span className="absolute top-1.5 left-1.5 rounded-md bg-bg/80 px-1.5 text-[10px] font-bold text-subtle tabular">
                {t('prizes.forWinner', { n: (i % Math.max(1, room.gift_user_count)) + 1 })}
              </span>
              <PrizeArt prize={prize} className="mt-2 h-16 w-24" />
              <p className="mt-1 line-clamp-2 min-h-8 text-xs font-semibold leading-4">
                {prize.kind === 'coins' && prize.amount !== null
                  ? t('coinsAmount', { amount: prize.amount })
                  : prize.kind === 'cash' && prize.amount !== null
                    ? t('prizes.cash', { amount: formatAmount(prize.amount) })
                    : prize.name}
              </p>
              <p className="font-display text-base font-bold text-money tabular">{formatAmount(prize.price)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
