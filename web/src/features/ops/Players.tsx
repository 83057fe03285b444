import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cx } from '../../components/ui/cx';
import { EmptyState } from '../../components/ui/EmptyState';
import { money, when } from './format';
import { SearchBar } from './forms';
import { useOpsQuery } from './hooks';
import { DataTable, NUM, numeric, PagedView, TD } from './table';
import { Chip, Panel, PlayerLink, ScreenTitle, useLocaleTag } from './ui';

/** Player search by name, e-mail, Steam id or id; the query lives in the URL so a detail page can come back to it. */
export function Players() {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [page, setPage] = useState(1);
  const players = useOpsQuery('players', { query: { q, page } }, { enabled: q.length > 0, keepPrevious: true });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setParams(text.trim() ? { q: text.trim() } : {});
  };

  return (
    <div data-testid="ops-players" className="space-y-4">
      <ScreenTitle title={t('players.title')} />
      <SearchBar
        label={t('players.search')}
        value={text}
        onChange={setText}
        onSubmit={search}
        testId="ops-players-search"
      />
      <Panel>
        {q ? (
          <PagedView query={players} empty={t('players.none')} page={page} onPage={setPage} found>
            {(data) => (
              <DataTable
                label={t('players.title')}
                columns={[
                  t('players.id'),
                  t('players.name'),
                  t('players.email'),
                  t('players.steam'),
                  numeric(t('players.balance')),
                  t('players.flags'),
                  t('players.joined'),
                ]}
              >
                {data.list.map((p) => (
                  <tr key={p.id} className="hover:bg-surface-2/60" data-testid="ops-player-row">
                    <td className={cx(TD, 'tabular text-subtle')}>{p.id}</td>
                    <td className={TD}>
                      <PlayerLink id={p.id} name={p.name} className="text-text" />
                    </td>
                    <td className={cx(TD, 'text-muted')}>{p.email ?? '—'}</td>
                    <td className={cx(TD, 'font-mono text-[11px] text-muted')}>{p.steam_id ?? '—'}</td>
                    <td className={cx(TD, NUM, 'text-money')}>{money(p.money)}</td>
                    <td className={TD}>{p.flagged ? <Chip state="blocked" label={t('players.flagged')} /> : null}</td>
                    <td className={cx(TD, 'whitespace-nowrap text-muted')}>{when(p.created_at, tag)}</td>
                  </tr>
                ))}
              </DataTable>
            )}
          </PagedView>
        ) : (
          <EmptyState icon="search" title={t('players.prompt')} />
        )}
      </Panel>
    </div>
  );
}
