import type { CatalogStatus } from '@dropforge/shared/contract/ops';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { Pill } from '../../components/ui/Pill';
import { type ActiveOverride, OverrideDialog, RemoveOverrideDialog } from './CatalogDialogs';
import { CatalogGoods, type CatalogItem, PRICE_SOURCES, SOURCE_BARS, useSourceLabel } from './CatalogGoods';
import { count, money, when } from './format';
import { useOpsQuery } from './hooks';
import { DataTable, NUM, numeric, TD } from './table';
import { Panel, QueryView, ScreenTitle, useLocaleTag } from './ui';

/** The catalogue's prices: where they come from, the operators' overrides, and every item with its price. */
export function Catalog() {
  const { t } = useTranslation('ops');
  const status = useOpsQuery('catalog');
  const [overriding, setOverriding] = useState<CatalogItem | null>(null);
  const [removing, setRemoving] = useState<ActiveOverride | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // A dialog opened by a row's button: remember the button, and give it back the focus once the dialog is gone.
  const from =
    <T,>(open: (value: T) => void) =>
    (value: T) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      open(value);
    };
  useEffect(() => {
    if (overriding || removing || !opener.current) return;
    const back = opener.current.isConnected ? opener.current : document.getElementById('ops-main');
    opener.current = null;
    back?.focus();
  }, [overriding, removing]);

  return (
    <div data-testid="ops-catalog" className="space-y-4">
      <ScreenTitle title={t('catalog.title')} />
      <Panel title={t('catalog.status')} testId="ops-catalog-status">
        <QueryView query={status} skeleton="h-28">
          {(data) => <StatusTiles status={data} />}
        </QueryView>
      </Panel>
      {/* A failed status shows its error once, above; the overrides come with it. */}
      {status.isError ? null : (
        <Panel title={t('catalog.overrides')} testId="ops-overrides">
          <QueryView
            query={status}
            skeleton="h-24"
            empty={t('catalog.noOverrides')}
            isEmpty={(d) => d.overrides.length === 0}
          >
            {(data) => <OverridesTable overrides={data.overrides} onRemove={from(setRemoving)} />}
          </QueryView>
        </Panel>
      )}
      <CatalogGoods onOverride={from(setOverriding)} />
      {overriding ? <OverrideDialog key={overriding.id} item={overriding} onClose={() => setOverriding(null)} /> : null}
      {removing ? (
        <RemoveOverrideDialog key={removing.goods_id} override={removing} onClose={() => setRemoving(null)} />
      ) : null}
    </div>
  );
}

function share(fraction: number, tag: string): string {
  try {
    return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(fraction);
  } catch {
    return `${(fraction * 100).toFixed(1)} %`;
  }
}

function StatusTiles({ status }: { status: CatalogStatus }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const label = useSourceLabel();
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 xl:grid-cols-4">
        <Tile label={t('catalog.source')} tone={status.source === 'estimate' ? 'text-[#ff9a9a]' : undefined}>
          {label(status.source)}
        </Tile>
        <Tile label={t('catalog.schedule')} tone={status.refresh_cron ? 'font-mono text-text' : 'text-muted'}>
          {status.refresh_cron ?? t('catalog.noRefresh')}
        </Tile>
        <Tile label={t('catalog.lastChange')}>{when(status.last_refresh, tag)}</Tile>
        <Tile label={t('catalog.goodsCount')}>{count(status.goods, tag)}</Tile>
      </dl>
      <SourceBar bySource={status.by_source} />
    </>
  );
}

/** A status figure that wraps rather than cut a date or a schedule short. */
function Tile({ label, tone, children }: { label: string; tone?: string; children: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-line bg-bg/50 px-3 py-2.5">
      <dt className="text-[11px] font-bold uppercase tracking-wider break-words text-subtle">{label}</dt>
      <dd className={cx('mt-0.5 font-bold break-words tabular sm:text-lg', tone ?? 'text-text')}>{children}</dd>
    </div>
  );
}

/** Goods by price source as one stacked bar; the legend under it carries the same figures as text. */
function SourceBar({ bySource }: { bySource: Record<string, number> }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const label = useSourceLabel();
  const keys = [
    ...PRICE_SOURCES,
    ...Object.keys(bySource).filter((k) => !(PRICE_SOURCES as readonly string[]).includes(k)),
  ];
  const parts = keys.map((key) => [key, bySource[key] ?? 0] as const).filter(([, n]) => n > 0);
  const total = parts.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="mb-2 text-[11px] font-bold uppercase tracking-wider text-subtle">{t('catalog.bySource')}</h3>
      <div className="flex h-3 overflow-hidden rounded-full bg-surface-3" aria-hidden="true">
        {parts.map(([key, n]) => (
          <span
            key={key}
            className={cx(
              'h-full min-w-1',
              SOURCE_BARS[key] ?? 'bg-subtle',
              key === 'estimate' &&
                'bg-[repeating-linear-gradient(135deg,var(--color-danger)_0_4px,rgb(255_93_93/0.45)_4px_8px)]',
            )}
            style={{ width: `${(n / total) * 100}%` }}
          />
        ))}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted">
        {parts.map(([key, n]) => (
          <li key={key} className="flex items-center gap-1.5" data-source={key}>
            <span aria-hidden="true" className={cx('size-2.5 rounded-sm', SOURCE_BARS[key] ?? 'bg-subtle')} />
            <span>{label(key)}</span>
            <span className="font-bold text-text tabular">
              {count(n, tag)} · {share(n / total, tag)}
            </span>
            {key === 'estimate' ? <Pill tone="danger">{t('catalog.notMarket')}</Pill> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function OverridesTable({
  overrides,
  onRemove,
}: {
  overrides: ActiveOverride[];
  onRemove: (override: ActiveOverride) => void;
}) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  return (
    <DataTable
      label={t('catalog.overrides')}
      columns={[
        t('catalog.item'),
        numeric(t('catalog.overridePrice'), 'max-w-[6rem]'),
        numeric(t('catalog.previous'), 'max-w-[6rem]'),
        t('reason'),
        t('catalog.expires'),
        t('catalog.operator'),
      ]}
      actions
    >
      {overrides.map((o) => (
        <tr key={o.goods_id} className="hover:bg-surface-2/60" data-testid="ops-override-row" data-goods={o.goods_id}>
          <td className={TD}>
            <span className="block max-w-[12rem] truncate font-bold text-text" title={o.name}>
              {o.name}
            </span>
            <span className="font-mono text-[11px] text-subtle">#{o.goods_id}</span>
          </td>
          <td className={cx(TD, NUM, 'font-bold text-accent-2')}>{money(o.price)}</td>
          <td className={cx(TD, NUM, 'text-muted')}>{money(o.previous_price)}</td>
          <td className={TD}>
            <span className="block max-w-[12rem] truncate" title={o.reason}>
              {o.reason}
            </span>
          </td>
          <td className={cx(TD, 'whitespace-nowrap')}>{when(o.expires_at, tag)}</td>
          <td className={cx(TD, 'whitespace-nowrap text-muted')}>
            {o.operator}
            <span className="block text-[11px] text-subtle">{when(o.created_at, tag)}</span>
          </td>
          <td className={cx(TD, 'text-right')}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onRemove(o)}
              aria-label={t('catalog.removeOf', { name: o.name })}
              data-testid="ops-override-remove"
            >
              {t('catalog.remove')}
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
