import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { ItemPicture } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/Pager';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatAmount } from '../../../lib/money';
import { HISTORY_PAGE_SIZE, type UpgradeHistoryEntry, useUpgradeHistory } from '../api/upgrade';
import { formatChance, safeColor } from '../lib/items';
import { verifyPath } from '../lib/stake';
import { PANEL, PanelTitle } from './PanelTitle';

const ROW =
  'grid grid-cols-[2.75rem_minmax(0,1fr)_auto] items-center gap-x-3 sm:grid-cols-[2.75rem_minmax(0,2fr)_repeat(3,minmax(0,1fr))_7rem]';

/** The player's upgrades, newest first, ten a page. */
export function UpgradeHistory() {
  const { t } = useTranslation('upgrade');
  const [page, setPage] = useState(1);
  const query = useUpgradeHistory(page, true);
  const data = query.data;
  const pages = data ? Math.ceil(data.total / HISTORY_PAGE_SIZE) : 0;
  return (
    <section aria-labelledby="upgrade-history-title" data-testid="upgrade-history" className={PANEL}>
      <PanelTitle
        id="upgrade-history-title"
        icon="history"
        title={t('history.title')}
        tone="bg-info/15 text-[#8cc6ff]"
        aside={data ? <span className="text-xs text-subtle tabular">{data.total}</span> : null}
      />
      <div aria-busy={query.isFetching || undefined} className="p-3 sm:p-4">
        {query.isPending ? (
          <div role="status" className="space-y-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={String(i)} className="h-14 rounded-lg" />
            ))}
          </div>
        ) : query.isError && !data ? (
          <ErrorState
            title={t('history.error')}
            body={query.error.message}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
          />
        ) : !data || data.list.length === 0 ? (
          <EmptyState icon="history" title={t('history.empty')} className="py-8" />
        ) : (
          <>
            <div
              aria-hidden="true"
              className={cx(ROW, 'hidden px-2 pb-2 text-[11px] font-bold uppercase tracking-wider text-subtle sm:grid')}
            >
              <span />
              <span>{t('history.target')}</span>
              <span>{t('history.stake')}</span>
              <span>{t('history.chance')}</span>
              <span>{t('result.ticket')}</span>
              <span className="text-right">{t('history.result')}</span>
            </div>
            <ul className={cx('space-y-1.5', query.isPlaceholderData && 'opacity-60')}>
              {data.list.map((entry) => (
                <HistoryRow key={entry.id} entry={entry} />
              ))}
            </ul>
          </>
        )}
        <Pager page={page} pages={pages} onPage={setPage} className="mt-4" />
      </div>
    </section>
  );
}

function HistoryRow({ entry }: { entry: UpgradeHistoryEntry }) {
  const { t } = useTranslation('upgrade');
  const color = safeColor(entry.goods.quality.color);
  const date = new Date(entry.created_at);
  return (
    <li
      className={cx(ROW, 'rounded-lg border border-line bg-surface-2/60 px-2 py-1.5 text-sm')}
      style={{ boxShadow: `inset 3px 0 0 ${entry.success ? '#3ee089' : '#ff5d5d'}` }}
    >
      <span
        className="grid size-11 place-items-center rounded-md"
        style={{ backgroundImage: `radial-gradient(90% 70% at 50% 100%, ${color}55, transparent 70%)` }}
      >
        <ItemPicture goods={entry.goods} className="h-9 w-10" />
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold" title={entry.goods.name}>
          {entry.goods.name}
        </p>
        <p className="truncate text-xs text-subtle tabular">
          <span className="font-bold text-money">{formatAmount(entry.goods.price)}</span>
          <span className="sm:hidden">
            {' · '}
            {formatAmount(entry.stake_value)} · {formatChance(entry.chance)}
          </span>
          <span className="hidden sm:inline">
            {' · '}
            {Number.isNaN(date.getTime()) ? '' : date.toLocaleString(document.documentElement.lang || undefined)}
          </span>
        </p>
      </div>
      <span className="hidden font-bold tabular sm:block">{formatAmount(entry.stake_value)}</span>
      <span className="hidden tabular sm:block">
        {formatChance(entry.chance)} <span className="text-xs text-subtle">{t(`wheel.${entry.direction}`)}</span>
      </span>
      <Link
        to={verifyPath({ ...entry, round: 0 })}
        title={t('result.verify')}
        className="hidden items-center gap-1 font-mono text-xs text-muted tabular hover:text-accent-2 sm:flex"
      >
        {entry.ticket.toLocaleString('en-US')}
        <Icon name="shield" className="shrink-0 text-money" />
      </Link>
      <span
        className={cx(
          'justify-self-end rounded-md px-2 py-1 text-xs font-bold whitespace-nowrap tabular',
          entry.success ? 'bg-money/15 text-money' : 'bg-[#ffd66b]/12 text-[#ffd66b]',
        )}
      >
        {entry.success ? t('history.won') : t('history.lost', { coins: formatAmount(entry.coins, '') })}
      </span>
    </li>
  );
}
