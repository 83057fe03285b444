import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemPicture, splitName } from '../../../components/ui/ItemCard';
import { formatAmount } from '../../../lib/money';
import { safeColor } from '../../../lib/rarity';
import type { BoxItem } from '../api/cases';
import { topDrops } from '../lib/contents';
import { formatChance } from '../lib/format';

/** "Best drops" of the case hero: three rarity-lit tiles. */
export function CaseTopDrops({ items }: { items: readonly BoxItem[] }) {
  const { t } = useTranslation('cases');
  const top = useMemo(() => topDrops(items, 3), [items]);
  if (top.length === 0) return null;
  return (
    <div className="min-w-0">
      <p className="mb-2 text-[11px] font-bold uppercase tracking-wider text-subtle">{t('page.topDrops')}</p>
      <ul className="grid gap-2">
        {top.map(({ goods, odds }) => {
          const color = safeColor(goods.quality.color);
          const { weapon, skin } = splitName(goods.name);
          return (
            <li
              key={goods.id}
              className="relative flex items-center gap-3 overflow-hidden rounded-xl border border-line bg-bg-2/80 py-2 pr-3 pl-2"
              style={{ backgroundImage: `radial-gradient(80% 120% at 0% 50%, ${color}40, transparent 70%)` }}
            >
              <span aria-hidden="true" className="absolute inset-y-0 left-0 w-0.5" style={{ background: color }} />
              <ItemPicture goods={goods} className="h-11 w-20 shrink-0 drop-shadow-lg" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-[11px] text-subtle">{weapon || goods.category.type}</span>
                <span className="block truncate text-sm font-semibold">{skin}</span>
              </span>
              <span className="shrink-0 text-right tabular">
                <span className="block text-sm font-bold text-money">{formatAmount(goods.price)}</span>
                <span className="block text-[11px] text-muted">{formatChance(odds)}%</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
