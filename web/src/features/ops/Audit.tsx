import type { AuditEntry } from '@dropforge/shared/contract/ops';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/ui/cx';
import { Icon } from '../../components/ui/icons';
import { when } from './format';
import { SearchBar } from './forms';
import { useOpsQuery, useSearch } from './hooks';
import { PagedView } from './table';
import { Panel, ScreenTitle, useLocaleTag } from './ui';

function json(value: unknown): string {
  if (value === null || value === undefined) return '—';
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

/** Every operator action, newest first; searchable; each entry opens to its before and after. */
export function Audit() {
  const { t } = useTranslation('ops');
  const { text, setText, q, page, setPage, search } = useSearch();
  const audit = useOpsQuery('audit', { query: { page, q: q || undefined } }, { keepPrevious: true });
  return (
    <div data-testid="ops-audit" className="space-y-4">
      <ScreenTitle title={t('audit.title')} />
      <SearchBar
        label={t('audit.search')}
        value={text}
        onChange={setText}
        onSubmit={search}
        testId="ops-audit-search"
      />
      <Panel>
        <PagedView query={audit} empty={t('audit.empty')} page={page} onPage={setPage}>
          {(data) => (
            <ul className="divide-y divide-line rounded-lg border border-line">
              {data.list.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
        </PagedView>
      </Panel>
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const [open, setOpen] = useState(false);
  const id = `ops-audit-${entry.id}`;
  return (
    <li data-testid="ops-audit-entry">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-left text-sm transition hover:bg-surface-2/60 motion-reduce:transition-none"
      >
        <Icon
          name="chevronRight"
          className={cx('shrink-0 text-muted transition-transform motion-reduce:transition-none', open && 'rotate-90')}
        />
        <span className="whitespace-nowrap text-xs text-muted tabular">{when(entry.created_at, tag)}</span>
        <span className="font-bold text-accent-2">{entry.action}</span>
        <span className="min-w-0 truncate font-mono text-xs text-text">{entry.target}</span>
        <span className="ml-auto text-xs text-muted">
          {entry.operator} · <span className="font-mono">{entry.ip}</span>
        </span>
      </button>
      {open ? (
        <div id={id} className="grid gap-2 px-3 pb-3 md:grid-cols-2">
          {(['before', 'after'] as const).map((side) => (
            <div key={side} className="min-w-0">
              <p className="mb-1 text-[11px] font-bold uppercase tracking-wider text-subtle">{t(`audit.${side}`)}</p>
              <pre className="max-h-72 overflow-auto rounded-lg border border-line bg-bg p-2 font-mono text-[11px] leading-relaxed text-[#c9d4e8]">
                {json(entry[side])}
              </pre>
            </div>
          ))}
        </div>
      ) : null}
    </li>
  );
}
