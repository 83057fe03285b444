import type { ContentKind } from '@dropforge/shared/contract/ops-content';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { Icon } from '../../components/ui/icons';
import { Pill } from '../../components/ui/Pill';
import { LangChips } from './ContentLangs';
import { when } from './format';
import { useOpsQuery } from './hooks';
import { DataTable, TD } from './table';
import { Chip, Panel, QueryView, useLocaleTag } from './ui';

/** One kind's entries: title, address, where it comes from, published or not, languages, last change. */
export function ContentList({
  kind,
  onOpen,
  onNew,
}: {
  kind: ContentKind;
  onOpen: (id: number) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const list = useOpsQuery('contentList', { query: { kind } });
  const slugs = kind === 'page' || kind === 'article';

  return (
    <Panel
      title={t(`content.kinds.${kind}`)}
      testId="ops-content-list"
      actions={
        <Button size="sm" onClick={onNew} data-testid="ops-content-new">
          <Icon name="plus" />
          {t(`content.new.${kind}`)}
        </Button>
      }
    >
      <p className="mb-3 text-xs text-muted">{t(`content.about.${kind}`)}</p>
      <QueryView query={list} empty={t(`content.empty.${kind}`)} isEmpty={(d) => d.list.length === 0}>
        {(data) => (
          <DataTable
            label={t(`content.kinds.${kind}`)}
            columns={[
              '#',
              t('content.col.title'),
              slugs && t('content.col.slug'),
              t('content.col.origin'),
              t('content.col.state'),
              t('content.col.langs'),
              t('content.col.updated'),
            ]}
            actions
          >
            {data.list.map((entry) => (
              <tr
                key={entry.id}
                className="hover:bg-surface-2/60"
                data-testid="ops-content-row"
                data-id={entry.id}
                data-origin={entry.origin}
              >
                <td className={cx(TD, 'tabular text-subtle')}>{entry.id}</td>
                <td className={TD}>
                  <button
                    type="button"
                    onClick={() => onOpen(entry.id)}
                    className="block max-w-[16rem] truncate text-left font-bold text-text hover:text-accent-2 hover:underline"
                    title={entry.title}
                  >
                    {entry.title || t('content.untitled')}
                  </button>
                </td>
                {slugs ? <td className={cx(TD, 'font-mono text-[11px] text-muted')}>{entry.slug ?? '—'}</td> : null}
                <td className={TD}>
                  <OriginPill origin={entry.origin} />
                </td>
                <td className={TD}>
                  <Chip
                    state={entry.published ? 'published' : 'disabled'}
                    label={entry.published ? t('content.published') : t('content.hidden')}
                  />
                </td>
                <td className={TD}>
                  <LangChips langs={entry.langs} />
                </td>
                <td className={cx(TD, 'whitespace-nowrap text-muted')}>{when(entry.updated_at, tag)}</td>
                <td className={cx(TD, 'text-right')}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onOpen(entry.id)}
                    aria-label={t('content.editOf', { title: entry.title || entry.id })}
                    data-testid="ops-content-edit"
                  >
                    <Icon name="edit" />
                    {t('content.edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
    </Panel>
  );
}

/** `file`: seeded from content/; `console`: the console's own copy. */
export function OriginPill({ origin }: { origin: 'file' | 'console' }) {
  const { t } = useTranslation('ops');
  return (
    <Pill tone={origin === 'file' ? 'info' : 'accent'} data-origin={origin} title={t(`content.originHint.${origin}`)}>
      <Icon name={origin === 'file' ? 'box' : 'edit'} />
      {t(`content.origin.${origin}`)}
    </Pill>
  );
}
