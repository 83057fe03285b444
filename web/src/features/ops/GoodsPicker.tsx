import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { Pill } from '../../components/ui/Pill';
import { SafeImage } from '../../components/ui/SafeImage';
import { safeColor } from '../../lib/rarity';
import { money } from './format';
import { useOpsQuery, useTypedSearch } from './hooks';
import { Input, QueryView } from './ui';

export type PickedGoods = { id: number; name: string; price: number; picture: string; color: string };

export const MIN_GOODS = 2;
export const MAX_GOODS = 60;

export function GoodsThumb({ goods }: { goods: Pick<PickedGoods, 'picture' | 'color'> }) {
  return (
    <span
      className="grid size-9 shrink-0 place-items-center rounded-md border-b-2 bg-bg"
      style={{ borderColor: safeColor(goods.color) }}
    >
      <SafeImage src={goods.picture} alt="" className="size-8 object-contain" fallback={<Icon name="box" />} />
    </span>
  );
}

/** The button that takes a picked item off, named after it. */
export function RemoveGoods({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation('ops');
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={t('designer.remove', { name })}
      className="grid size-8 shrink-0 place-items-center rounded-lg text-muted transition hover:bg-danger/15 hover:text-danger motion-reduce:transition-none"
    >
      <Icon name="close" />
    </button>
  );
}

/** Searches the catalogue and keeps the picked goods (2–60), shown beside the results. */
export function GoodsPicker({ picked, onChange }: { picked: PickedGoods[]; onChange: (next: PickedGoods[]) => void }) {
  const { t } = useTranslation('ops');
  const { text, setText, q } = useTypedSearch();
  const goods = useOpsQuery('goods', { query: { q, limit: 20 } }, { keepPrevious: true });
  const chosen = new Set(picked.map((g) => g.id));
  const full = picked.length >= MAX_GOODS;

  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="min-w-0">
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('designer.search')}
          aria-label={t('designer.search')}
          data-testid="ops-goods-search"
        />
        <div className="mt-2 max-h-80 overflow-y-auto rounded-lg border border-line" aria-live="polite">
          <QueryView query={goods} skeleton="h-60" empty={t('designer.noGoods')} isEmpty={(d) => d.list.length === 0}>
            {(data) => (
              <ul className="divide-y divide-line">
                {data.list.map((g) => (
                  <li key={g.id} className="flex items-center gap-2 px-2 py-1.5">
                    <GoodsThumb goods={g} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm text-text">{g.name}</span>
                      <span className="flex items-center gap-1.5 text-xs text-money tabular">
                        {money(g.price)}
                        {g.estimated ? <Pill tone="neutral">{t('designer.estimated')}</Pill> : null}
                      </span>
                    </span>
                    <button
                      type="button"
                      disabled={chosen.has(g.id) || full}
                      onClick={() => onChange([...picked, g])}
                      aria-label={t('designer.add', { name: g.name })}
                      data-testid="ops-goods-add"
                      className="grid size-8 shrink-0 place-items-center rounded-lg border border-line-strong text-accent-2 transition hover:bg-accent/15 disabled:opacity-40 motion-reduce:transition-none"
                    >
                      <Icon name={chosen.has(g.id) ? 'check' : 'plus'} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </div>
      </div>
      <div className="min-w-0">
        <p className="flex items-center justify-between text-[11px] font-bold uppercase tracking-wider text-muted">
          <span>{t('designer.picked')}</span>
          <span className={picked.length < MIN_GOODS ? 'text-danger' : 'text-money'} data-testid="ops-goods-count">
            {t('designer.pickedCount', { n: picked.length, min: MIN_GOODS, max: MAX_GOODS })}
          </span>
        </p>
        {picked.length ? (
          <ul className="mt-2 max-h-80 divide-y divide-line overflow-y-auto rounded-lg border border-line">
            {[...picked]
              .sort((a, b) => b.price - a.price)
              .map((g) => (
                <li key={g.id} className="flex items-center gap-2 px-2 py-1.5" data-testid="ops-goods-selected">
                  <GoodsThumb goods={g} />
                  <span className="min-w-0 flex-1 truncate text-sm">{g.name}</span>
                  <span className="text-xs text-money tabular">{money(g.price)}</span>
                  <RemoveGoods name={g.name} onRemove={() => onChange(picked.filter((p) => p.id !== g.id))} />
                </li>
              ))}
          </ul>
        ) : (
          <p className="mt-2 rounded-lg border border-dashed border-line-strong px-3 py-6 text-center text-sm text-muted">
            {t('designer.pickHint', { min: MIN_GOODS })}
          </p>
        )}
      </div>
    </div>
  );
}
