import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { Icon } from '../../components/ui/icons';
import { Pill, type PillTone } from '../../components/ui/Pill';
import type { OpsResult } from './api';
import { money, when } from './format';
import { GoodsThumb } from './GoodsPicker';
import { useOpsQuery, usePageCount } from './hooks';
import { Field, Input, NUM, PageNav, Panel, QueryView, TableWrap, TD, TH, useLocaleTag } from './ui';

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
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [estimated, setEstimated] = useState(false);
  const [page, setPage] = useState(1);
  const goods = useOpsQuery(
    'catalogGoods',
    { query: { q: q || undefined, estimated: estimated ? '1' : undefined, page } },
    { keepPrevious: true },
  );
  const pages = usePageCount(goods.data);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setQ(text.trim());
  };

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
        <Button type="submit" variant="secondary">
          <Icon name="search" />
          {t('search')}
        </Button>
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
      <QueryView query={goods} empty={t('catalog.noGoods')} isEmpty={(d) => d.list.length === 0}>
        {(data) => (
          <>
            <p className="mb-2 text-xs text-muted" aria-live="polite">
              {t('found', { n: data.total })}
            </p>
            <TableWrap label={t('catalog.goods')}>
              <thead>
                <tr>
                  <th className={TH}>{t('catalog.item')}</th>
                  <th className={cx(TH, NUM)}>{t('catalog.price')}</th>
                  <th className={TH}>{t('catalog.source')}</th>
                  <th className={TH}>{t('catalog.updated')}</th>
                  <th className={TH}>
                    <span className="sr-only">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
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
              </tbody>
            </TableWrap>
            <PageNav page={page} pages={pages} onPage={setPage} />
          </>
        )}
      </QueryView>
    </Panel>
  );
}
