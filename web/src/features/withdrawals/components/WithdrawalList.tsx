import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/Button';
import { ItemPicture, ItemTags, splitName } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/dates';
import { formatAmount } from '../../../lib/money';
import { safeColor } from '../../../lib/rarity';
import { useNow } from '../../../lib/useNow';
import { badgeOf, offerCountdown, safeOfferUrl, type Withdrawal } from '../lib/states';
import { StateBadge } from './StateBadge';

/** "Accept trade offer" with the time left; an expired offer says so (the server then cancels it). */
function OfferAction({ row }: { row: Withdrawal }) {
  const { t } = useTranslation('withdrawals');
  const url = safeOfferUrl(row.offer_url);
  const now = useNow(row.expires_at !== null);
  const left = offerCountdown(row.expires_at, now);
  if (!url) return null;
  if (row.expires_at && !left) {
    return <p className="text-xs font-semibold text-subtle">{t('offer.expired')}</p>;
  }
  return (
    <div className="flex flex-col items-stretch gap-1 sm:items-end">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="offer-link"
        className={buttonClass('primary', 'sm', 'h-9 px-3.5')}
      >
        <Icon name="external" />
        {t('offer.accept')}
      </a>
      {left ? (
        <p
          className="text-center text-[11px] font-semibold text-accent-2 tabular sm:text-right"
          data-testid="offer-countdown"
        >
          <Icon name="clock" className="mr-1 inline align-[-2px]" />
          {t('offer.expiresIn', { time: left.text })}
        </p>
      ) : null}
    </div>
  );
}

/** What the state means for the player (failed and cancelled items return to the backpack). */
function StateNote({ state }: { state: Withdrawal['state'] }) {
  const { t } = useTranslation('withdrawals');
  if (state === 'ready') return null;
  return <p className="text-xs text-subtle sm:text-right">{t(`notes.${state}`)}</p>;
}

function Row({ row, localeTag }: { row: Withdrawal; localeTag: string }) {
  const { t } = useTranslation('withdrawals');
  const goods = row.goods;
  const { weapon, skin } = splitName(goods.name);
  const color = safeColor(goods.quality.color);
  const stripe = badgeOf(row.state).color;
  return (
    <li
      data-testid="withdrawal-row"
      data-id={row.id}
      data-state={row.state}
      className="relative grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-3 border-b border-line py-3 pr-3 pl-4 last:border-b-0 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:pr-4 motion-safe:animate-fade-up"
    >
      <span aria-hidden="true" className="absolute inset-y-2 left-0 w-1 rounded-r" style={{ background: stripe }} />
      <div
        className="grid h-16 w-24 place-items-center rounded-lg border border-line bg-surface-2"
        style={{ backgroundImage: `radial-gradient(80% 80% at 50% 100%, ${color}40, transparent 75%)` }}
      >
        <ItemPicture goods={goods} className="h-12 w-20" />
      </div>
      <div className="min-w-0">
        <div className="flex items-center gap-2">
          <ItemTags goods={goods} />
          <span className="truncate text-[11px] text-subtle">{weapon || goods.category.type}</span>
        </div>
        <p className="truncate font-semibold" title={goods.name}>
          {skin}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-subtle">
          <span className="font-bold text-money tabular">{formatAmount(row.price)}</span>
          <span>
            {t('requested')} <time dateTime={row.created_at}>{formatDateTime(row.created_at, localeTag)}</time>
          </span>
          {formatDateTime(row.updated_at, localeTag) !== formatDateTime(row.created_at, localeTag) ? (
            <span className="hidden md:inline">
              {t('updated')} <time dateTime={row.updated_at}>{formatDateTime(row.updated_at, localeTag)}</time>
            </span>
          ) : null}
          <span className="tabular">#{row.id}</span>
        </p>
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-2 sm:col-span-1 sm:flex-col sm:items-end sm:justify-center">
        <StateBadge state={row.state} />
        {row.state === 'ready' ? <OfferAction row={row} /> : <StateNote state={row.state} />}
      </div>
    </li>
  );
}

/** The player's withdrawals, newest first; each row is `withdrawal-row`. */
export function WithdrawalList({ list, localeTag }: { list: Withdrawal[]; localeTag: string }) {
  return (
    <ul>
      {list.map((row) => (
        <Row key={row.id} row={row} localeTag={localeTag} />
      ))}
    </ul>
  );
}
