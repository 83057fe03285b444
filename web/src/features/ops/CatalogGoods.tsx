import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { Pill, type PillTone } from '../../components/ui/Pill';
import type { OpsResult } from './api';
import { money, when } from './format';
import { SearchButton } from './forms';
import { GoodsThumb } from './GoodsPicker';
import { useOpsQuery, useSearch } from './hooks';
import { DataTable, NUM, numeric, PagedView, TD } from './table';
import { Field, Input, Panel, useLocaleTag } from './ui';

export type CatalogItem = OpsResult<'catalogGoods'>['list'][number];

/** Where a price comes from, in the order the bar shows them; `estimate` is not market data. */
export const PRICE_SOURCES = ['file', 'skinport', 'estimate', 'override'] as const;
const SOURCE_TONES: Record<string, PillTone> = {
  file: 'info',
  skinport: 'money',
  estimate: 'danger',
  override: 'accent',
};
export const SOURCE_BARS: Record<string, string> = {
  file: 'bg-info',
  skinport: 'bg-money',
  estimate: 'bg-danger',
  override: 'bg-accent',
};

export function useSourceLabel() {
  const { t } = useTranslation('ops');
  return (source: string) => t(`catalog.sources.${source}`, { defaultValue: source });
}

export function SourcePill({ source }: { source: string }) {
  const label = useSourceLabel();
  return (
    <Pill tone={SOURCE_TONES[source] ?? 'neutral'} data-source={source}>
      {label(source)}
    </Pill>
  );
}

/** The goods by price, searchable, optionally only the estimated ones; each row can be given an override. */
export function CatalogGoods({ onOverride }: { onOverride: (item: CatalogItem) => void }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const { text, setText, q, page, setPage, search } = useSearch();
  const [estimated, setEstimated] = useState(false);
  const goods = useOpsQuery(
    'catalogGoods',
    { query: { q: q || undefined, estimated: estimated ? '1' : undefined, page } },
    { keepPrevious: true },
  );

  return (
    <Panel title={t('catalog.goods')} testId="ops-catalog-goods">
      <form onSubmit={search} className="mb-3 flex flex-wrap items-end gap-2">
        <Field label={t('catalog.search')} className="w-64 max-w-full">
          <Input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={100}
            data-testid="ops-catalog-search"
          />
        </Field>
        <SearchButton />
        <label className="flex h-10 cursor-pointer items-center gap-2 text-sm text-text">
          <input
            type="checkbox"
            checked={estimated}
            onChange={(e) => {
              setEstimated(e.target.checked);
              setPage(1);
            }}
            className="size-4 accent-[var(--color-accent)]"
            data-testid="ops-catalog-estimated"
          />
          {t('catalog.estimatedOnly')}
        </label>
      </form>
      <PagedView query={goods} empty={t('catalog.noGoods')} page={page} onPage={setPage} found announced>
        {(data) => (
          <DataTable
            label={t('catalog.goods')}
            columns={[t('catalog.item'), numeric(t('catalog.price')), t('catalog.source'), t('catalog.updated')]}
            actions
          >
            {data.list.map((g) => (
              <tr key={g.id} className="hover:bg-surface-2/60" data-testid="ops-catalog-row" data-goods={g.id}>
                <td className={TD}>
                  <span className="flex max-w-[16rem] items-center gap-2 sm:max-w-sm">
                    <GoodsThumb goods={g} />
                    <span className="min-w-0">
                      <span className="block truncate font-bold text-text" title={g.name}>
                        {g.name}
                      </span>
                      <span className="font-mono text-[11px] text-subtle">#{g.id}</span>
                    </span>
                  </span>
                </td>
                <td className={cx(TD, NUM, 'text-money')}>{money(g.price)}</td>
                <td className={TD}>
                  <SourcePill source={g.source} />
                </td>
                <td className={cx(TD, 'whitespace-nowrap text-muted')}>{when(g.price_updated_at, tag)}</td>
                <td className={cx(TD, 'text-right')}>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onOverride(g)}
                    aria-label={t('catalog.overrideOf', { name: g.name })}
                    data-testid="ops-override"
                  >
                    {t('catalog.override')}
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedView>
    </Panel>
  );
}
