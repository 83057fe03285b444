import { TICKETS_TOTAL } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatAmount } from '../../../lib/money';
import { useEventPrizes } from '../api/fair';
import { ownerIndex } from '../lib/verifier';

const spaced = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');
const TONE = { cash: '#3ddc84', coins: '#e4ae39', shop_score: '#4cc2ff', case: '#8b5cf6', item: '#d32ce6' } as const;

/** The prize of event `eventKey` whose ticket range holds `ticket`, from the event's published prize table. */
export function EventOutcome({ eventKey, ticket }: { eventKey: string; ticket: number }) {
  const { t } = useTranslation(['fair', 'events']);
  const table = useEventPrizes(eventKey);
  if (table.isPending) return <Skeleton className="h-24 w-full rounded-xl" />;
  if (table.isError || !table.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-danger">
        <Icon name="alert" />
        {t('result.eventMissing', { id: eventKey })}
      </p>
    );
  }
  const { prizes, title } = table.data;
  const owner = ownerIndex(prizes, ticket);
  const prize = owner === null ? undefined : prizes[owner];
  if (!prize || owner === null) return <p className="text-sm text-danger">{t('result.oddsBroken')}</p>;
  const from = prizes.slice(0, owner).reduce((sum, p) => sum + p.tickets, 0);
  const label =
    prize.kind === 'cash'
      ? formatAmount(prize.amount ?? 0)
      : prize.kind === 'coins'
        ? t('events:prize.coins', { amount: formatAmount(prize.amount ?? 0, '') })
        : prize.kind === 'shop_score'
          ? t('events:prize.shopScore', { amount: formatAmount(prize.amount ?? 0, '') })
          : (prize.name ?? t(`events:prize.${prize.kind}`));
  return (
    <div data-testid="fair-event-prize" data-prize-index={owner}>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="col-span-2">
          <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('result.event')}</dt>
          <dd className="font-display text-lg font-bold uppercase tracking-wide">{title}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('result.prize')}</dt>
          <dd className="text-xl font-bold" style={{ color: TONE[prize.kind] }}>
            {label}
          </dd>
        </div>
        <div>
          <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('result.range')}</dt>
          <dd className="font-mono text-xs tabular">
            {spaced(from)} – {spaced(from + prize.tickets - 1)}
          </dd>
        </div>
        <div>
          <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('result.chance')}</dt>
          <dd className="font-bold tabular">
            {((prize.tickets / TICKETS_TOTAL) * 100).toFixed(4).replace(/\.?0+$/, '')} %
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex h-5 overflow-hidden rounded-md border border-line bg-bg" aria-hidden="true">
        {prizes.map((p, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the table's published order is its identity
            key={i}
            className="h-full border-r border-bg/60 last:border-r-0"
            style={{
              width: `${(p.tickets / TICKETS_TOTAL) * 100}%`,
              background: TONE[p.kind],
              opacity: i === owner ? 1 : 0.3,
            }}
          />
        ))}
      </div>
    </div>
  );
}
