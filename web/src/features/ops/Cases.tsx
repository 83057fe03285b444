import type { OpsCase } from '@dropforge/shared/contract/ops';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { Icon } from '../../components/ui/icons';
import { Pill } from '../../components/ui/Pill';
import { money, pct } from './format';
import { useOpsQuery } from './hooks';
import { DataTable, NUM, numeric, TD } from './table';
import { Chip, Input, Panel, QueryView, ScreenTitle } from './ui';

/** Every case, content and designed, with its state; a filter by name or id. */
export function Cases() {
  const { t } = useTranslation('ops');
  const cases = useOpsQuery('cases');
  const [filter, setFilter] = useState('');
  const list = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const all = cases.data?.list ?? [];
    return q ? all.filter((c) => c.id.includes(q) || c.name.toLowerCase().includes(q)) : all;
  }, [cases.data, filter]);

  return (
    <div data-testid="ops-cases" className="space-y-4">
      <ScreenTitle
        title={t('cases.title')}
        actions={
          <ButtonLink to="/ops/cases/new" size="sm" data-testid="ops-new-case">
            <Icon name="plus" />
            {t('cases.new')}
          </ButtonLink>
        }
      />
      <Panel>
        <div className="mb-3 max-w-xs">
          <Input
            type="search"
            aria-label={t('cases.filter')}
            placeholder={t('cases.filter')}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
        <QueryView query={cases} empty={t('cases.empty')} isEmpty={(d) => d.list.length === 0}>
          {() =>
            list.length ? <CaseTable cases={list} /> : <p className="py-6 text-center text-muted">{t('noMatch')}</p>
          }
        </QueryView>
      </Panel>
    </div>
  );
}

function CaseTable({ cases }: { cases: OpsCase[] }) {
  const { t } = useTranslation('ops');
  return (
    <DataTable
      label={t('cases.title')}
      columns={[
        t('cases.name'),
        t('cases.source'),
        t('cases.state'),
        numeric(t('cases.price')),
        numeric(t('cases.rtp')),
        numeric(t('cases.items')),
        numeric(t('cases.version')),
      ]}
    >
      {cases.map((c) => (
        <tr key={c.id} className="hover:bg-surface-2/60" data-testid="ops-case-row" data-case={c.id}>
          <td className={TD}>
            <Link to={`/ops/cases/${c.id}`} className="font-bold text-text hover:text-accent-2 hover:underline">
              {c.name}
            </Link>
            <span className="ml-1.5 font-mono text-[11px] text-subtle">{c.id}</span>
          </td>
          <td className={TD}>
            <Chip state={c.source} label={t(`cases.sources.${c.source}`)} />
          </td>
          <td className={TD}>
            <span className="flex flex-wrap gap-1">
              <Chip state={c.state} />
              <Chip state={c.enabled ? 'enabled' : 'disabled'} />
              {c.draft_pending ? <Pill tone="accent">{t('cases.draftPending')}</Pill> : null}
            </span>
          </td>
          <td className={cx(TD, NUM, 'text-money')}>{c.price === null ? '—' : money(c.price)}</td>
          <td className={cx(TD, NUM)}>{pct(c.rtp)}</td>
          <td className={cx(TD, NUM)}>{c.items}</td>
          <td className={cx(TD, NUM)}>
            <Pill tone="neutral">v{c.version}</Pill>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
