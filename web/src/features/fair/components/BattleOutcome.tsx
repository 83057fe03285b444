import { TICKETS_TOTAL } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { ItemCard } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatAmount } from '../../../lib/money';
import { useBattleRecord, useGoods } from '../api/fair';
import { frozenOwner } from '../lib/battle-verifier';

const spaced = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

/**
 * The drop of a battle roll: the round's box as frozen when the battle was created, the item whose ticket range
 * holds the ticket, and whether it is the drop the battle showed for that round and slot.
 */
export function BattleOutcome({
  battleId,
  code,
  round,
  slot,
  ticket,
}: {
  battleId: number;
  code: string;
  round: number;
  slot: number;
  ticket: number;
}) {
  const { t } = useTranslation('fair');
  const battle = useBattleRecord(battleId, code);
  const detail = battle.data;
  const box = detail?.boxes[round];
  const items = detail?.contents.find((entry) => entry.id === box?.id)?.items ?? [];
  const owner = detail ? frozenOwner(items, ticket) : null;
  const shown = detail?.results[round]?.drops.find((drop) => drop.slot === slot);
  const known = detail?.results.flatMap((r) => r.drops.map((d) => d.goods)).find((g) => g.id === owner?.item.goods_id);
  const fetched = useGoods(owner && !known ? owner.item.goods_id : null);
  const goods = known ?? fetched.data;

  if (battle.isPending) {
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
  if (!detail) {
    return (
      <p className="flex items-center gap-2 text-sm text-danger">
        <Icon name="alert" />
        {t('battle.missing', { id: battleId })} {battle.error?.message}
      </p>
    );
  }
  if (!box || !owner) {
    return <p className="text-sm text-danger">{t('battle.noRound', { round: round + 1 })}</p>;
  }
  const matches = shown ? shown.goods.id === owner.item.goods_id : null;
  return (
    <div data-testid="fair-battle-item" data-goods-id={owner.item.goods_id}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {goods ? (
          <ItemCard goods={{ ...goods, price: owner.item.value }} glow className="mx-auto w-44 shrink-0 sm:mx-0" />
        ) : (
          <Skeleton className="mx-auto h-44 w-44 shrink-0 rounded-xl sm:mx-0" />
        )}
        <dl className="grid flex-1 grid-cols-2 gap-3 text-sm">
          <div className="col-span-2">
            <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('battle.source')}</dt>
            <dd className="font-display text-lg font-bold uppercase tracking-wide">
              <Link
                to={`/battle/${battleId}${code ? `?code=${encodeURIComponent(code)}` : ''}`}
                className="hover:text-accent-2"
              >
                {t('battle.title', { id: battleId })}
              </Link>
              {' · '}
              {box.name}
            </dd>
            <dd className="text-xs text-muted">{t('battle.position', { round: round + 1, slot })}</dd>
          </div>
          <div>
            <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('result.range')}</dt>
            <dd className="font-mono text-xs tabular">
              {spaced(owner.from)} – {spaced(owner.to - 1)}
            </dd>
          </div>
          <div>
            <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('result.chance')}</dt>
            <dd className="font-bold tabular">
              {((owner.item.tickets / TICKETS_TOTAL) * 100).toFixed(4).replace(/\.?0+$/, '')} %
            </dd>
          </div>
          <div>
            <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('battle.value')}</dt>
            <dd className="font-bold text-money tabular">{formatAmount(owner.item.value)}</dd>
          </div>
          {matches !== null ? (
            <div className="col-span-2">
              <span
                data-testid="fair-battle-match"
                data-match={String(matches)}
                className={cx(
                  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide',
                  matches ? 'border-money/40 bg-money/12 text-money' : 'border-danger/45 bg-danger/12 text-[#ff9a9a]',
                )}
              >
                <Icon name={matches ? 'check' : 'close'} strokeWidth={2.6} />
                {matches ? t('battle.matches') : t('battle.differs', { name: shown?.goods.name ?? '' })}
              </span>
            </div>
          ) : null}
        </dl>
      </div>
    </div>
  );
}
