import { Skeleton } from '../../../components/ui/Skeleton';
import type { DropEntry } from '../lib/drops';
import { DropTile } from './DropTile';

const GRID =
  'grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-7 2xl:grid-cols-8';

/** A dense grid of drop cards, newest first; cards that just arrived live slide in. */
export function DropGrid({
  drops,
  now,
  arrived,
}: {
  drops: DropEntry[];
  now: number;
  arrived: ReadonlyMap<number, number>;
}) {
  return (
    <ul className={GRID}>
      {drops.map((drop) => (
        <DropTile key={drop.id} drop={drop} now={now} arrivedAt={arrived.get(drop.id)} />
      ))}
    </ul>
  );
}

export function DropGridSkeleton({ count = 16 }: { count?: number }) {
  return (
    <div aria-hidden="true" className={GRID}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={String(i)} className="h-[214px] rounded-xl" />
      ))}
    </div>
  );
}
