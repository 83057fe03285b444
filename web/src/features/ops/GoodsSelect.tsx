import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from './format';
import { GoodsThumb, type PickedGoods, RemoveGoods } from './GoodsPicker';
import { useOpsQuery, useTypedSearch } from './hooks';
import { Input, QueryView } from './ui';

/** One catalogue item (a giveaway's goods prize): a search with a short result list, or the item picked. */
export function GoodsSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: PickedGoods | null;
  onChange: (goods: PickedGoods | null) => void;
}) {
  const { t } = useTranslation('ops');
  const id = useId();
  const { text, setText, q, setQ } = useTypedSearch();
  const goods = useOpsQuery('goods', { query: { q, limit: 8 } }, { keepPrevious: true, enabled: !value && q !== '' });

  if (value) {
    return (
      <div className="min-w-0">
        <span className="mb-1 block text-[11px] font-bold uppercase tracking-wider text-muted">{label}</span>
        <div className="flex items-center gap-2 rounded-lg border border-line-strong bg-bg px-2 py-1.5">
          <GoodsThumb goods={value} />
          <span className="min-w-0 flex-1 truncate text-sm" data-testid="ops-goods-picked">
            {value.name}
          </span>
          <span className="text-xs text-money tabular">{money(value.price)}</span>
          <RemoveGoods name={value.name} onRemove={() => onChange(null)} />
        </div>
      </div>
    );
  }
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-[11px] font-bold uppercase tracking-wider text-muted">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('designer.search')}
        maxLength={100}
        data-testid="ops-goods-select-search"
      />
      {q ? (
        <div className="mt-1 max-h-56 overflow-y-auto rounded-lg border border-line" aria-live="polite">
          <QueryView query={goods} skeleton="h-24" empty={t('designer.noGoods')} isEmpty={(d) => d.list.length === 0}>
            {(data) => (
              <ul className="divide-y divide-line">
                {data.list.map((g) => (
                  <li key={g.id}>
                    <button
                      type="button"
                      onClick={() => {
                        onChange(g);
                        setText('');
                        setQ('');
                      }}
                      className="flex w-full items-center gap-2 px-2 py-1.5 text-left transition hover:bg-accent/10 motion-reduce:transition-none"
                      data-testid="ops-goods-select-option"
                    >
                      <GoodsThumb goods={g} />
                      <span className="min-w-0 flex-1 truncate text-sm">{g.name}</span>
                      <span className="text-xs text-money tabular">{money(g.price)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </div>
      ) : null}
    </div>
  );
}
