import { TICKETS_TOTAL } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { ItemCard } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { type BoxDetail, useCase } from '../api/fair';
import { ownerIndex } from '../lib/verifier';

const spaced = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

/** The case's ticket line: each item's range in its rarity colour, and where the ticket landed. */
function TicketLine({ items, ticket, owner }: { items: BoxDetail['items']; ticket: number; owner: number }) {
  const { t } = useTranslation('fair');
  return (
    <div className="mt-4">
      <div className="relative h-5 overflow-hidden rounded-md border border-line bg-bg">
        <div className="flex h-full">
          {items.map((item, i) => (
            <span
              key={item.goods.id}
              className="h-full border-r border-bg/60 last:border-r-0"
              style={{
                width: `${(item.tickets / TICKETS_TOTAL) * 100}%`,
                background: item.goods.quality.color,
                opacity: i === owner ? 1 : 0.35,
              }}
            />
          ))}
        </div>
      </div>
      <div className="relative h-6">
        <span
          className="absolute top-0 flex -translate-x-1/2 flex-col items-center text-accent-2"
          style={{ left: `clamp(2rem, ${(ticket / TICKETS_TOTAL) * 100}%, calc(100% - 2rem))` }}
        >
          <span className="h-2 w-0.5 bg-accent-2" />
          <span className="font-mono text-[10px] font-bold">{spaced(ticket)}</span>
        </span>
      </div>
      <p className="sr-only">{t('result.lineLabel')}</p>
      <div className="flex justify-between font-mono text-[10px] text-subtle">
        <span>0</span>
        <span>99 999 999</span>
      </div>
    </div>
  );
}

/** The item of `caseId` whose ticket range holds `ticket` (`GET /api/box/{id}`, ranges in published order). */
export function CaseOutcome({ caseId, ticket }: { caseId: string; ticket: number }) {
  const { t } = useTranslation('fair');
  const box = useCase(caseId);
  if (box.isPending) {
    return (
      <div role="status" aria-label={t('common:loading')} className="flex gap-4">
        <Skeleton className="h-40 w-36 rounded-xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
    );
  }
  if (box.isError || !box.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-danger">
        <Icon name="alert" />
        {t('result.caseMissing', { id: caseId })}
      </p>
    );
  }
  const items = box.data.items;
  const owner = ownerIndex(items, ticket);
  const item = owner === null ? undefined : items[owner];
  if (!item || owner === null) {
    return <p className="text-sm text-danger">{t('result.oddsBroken')}</p>;
  }
  return (
    <div data-testid="fair-item" data-goods-id={item.goods.id}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <ItemCard goods={item.goods} glow className="mx-auto w-44 shrink-0 sm:mx-0" />
        <dl className="grid flex-1 grid-cols-2 gap-3 text-sm">
          <div className="col-span-2">
            <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('result.case')}</dt>
            <dd className="font-display text-lg font-bold uppercase tracking-wide">{box.data.name}</dd>
          </div>
          <div>
            <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('result.range')}</dt>
            <dd className="font-mono text-xs tabular">
              {spaced(item.ticket_from)} – {spaced(item.ticket_to - 1)}
            </dd>
          </div>
          <div>
            <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('result.chance')}</dt>
            <dd className="font-bold tabular">{item.odds.toFixed(4).replace(/\.?0+$/, '')} %</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('result.position')}</dt>
            <dd className="text-xs text-muted">{t('result.positionText', { n: owner + 1, total: items.length })}</dd>
          </div>
        </dl>
      </div>
      <TicketLine items={items} ticket={ticket} owner={owner} />
    </div>
  );
}
