import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { EmptyState } from '../../components/ui/EmptyState';
import { Icon } from '../../components/ui/icons';
import { money, when } from './format';
import { useOpsQuery, usePageCount } from './hooks';
import { Chip, Input, NUM, PageNav, Panel, QueryView, ScreenTitle, TableWrap, TD, TH, useLocaleTag } from './ui';

/** Player search by name, e-mail, Steam id or id; the query lives in the URL so a detail page can come back to it. */
export function Players() {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [page, setPage] = useState(1);
  const players = useOpsQuery('players', { query: { q, page } }, { enabled: q.length > 0, keepPrevious: true });
  const pages = usePageCount(players.data);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setParams(text.trim() ? { q: text.trim() } : {});
  };

  return (
    <div data-testid="ops-players" className="space-y-4">
      <ScreenTitle title={t('players.title')} />
      <form onSubmit={search} className="flex max-w-xl gap-2">
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('players.search')}
          aria-label={t('players.search')}
          maxLength={100}
          data-testid="ops-players-search"
        />
        <Button type="submit" variant="secondary">
          <Icon name="search" />
          {t('search')}
        </Button>
      </form>
      <Panel>
        {q ? (
          <QueryView query={players} empty={t('players.none')} isEmpty={(d) => d.list.length === 0}>
            {(data) => (
              <>
                <p className="mb-2 text-xs text-muted">{t('found', { n: data.total })}</p>
                <TableWrap label={t('players.title')}>
                  <thead>
                    <tr>
                      <th className={TH}>{t('players.id')}</th>
                      <th className={TH}>{t('players.name')}</th>
                      <th className={TH}>{t('players.email')}</th>
                      <th className={TH}>{t('players.steam')}</th>
                      <th className={cx(TH, NUM)}>{t('players.balance')}</th>
                      <th className={TH}>{t('players.flags')}</th>
                      <th className={TH}>{t('players.joined')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((p) => (
                      <tr key={p.id} className="hover:bg-surface-2/60" data-testid="ops-player-row">
                        <td className={cx(TD, 'tabular text-subtle')}>{p.id}</td>
                        <td className={TD}>
                          <Link
                            to={`/ops/players/${p.id}`}
                            className="font-bold text-text hover:text-accent-2 hover:underline"
                          >
                            {p.name}
                          </Link>
                        </td>
                        <td className={cx(TD, 'text-muted')}>{p.email ?? '—'}</td>
                        <td className={cx(TD, 'font-mono text-[11px] text-muted')}>{p.steam_id ?? '—'}</td>
                        <td className={cx(TD, NUM, 'text-money')}>{money(p.money)}</td>
                        <td className={TD}>
                          {p.flagged ? <Chip state="blocked" label={t('players.flagged')} /> : null}
                        </td>
                        <td className={cx(TD, 'whitespace-nowrap text-muted')}>{when(p.created_at, tag)}</td>
                      </tr>
                    ))}
                  </tbody>
                </TableWrap>
                <PageNav page={page} pages={pages} onPage={setPage} />
              </>
            )}
          </QueryView>
        ) : (
          <EmptyState icon="search" title={t('players.prompt')} />
        )}
      </Panel>
    </div>
  );
}
