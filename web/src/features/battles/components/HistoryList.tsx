import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { tierColor } from '../../../lib/rarity';
import type { BattleHistoryEntry } from '../api/battles';
import { groupBoxes } from '../lib/list';
import { ListSkeleton } from './BattleList';
import { BoxPicture } from './BoxPicture';
import { ModeBadge } from './ModeBadge';

const ROW =
  'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[7rem_minmax(0,1fr)_6rem_6rem_7rem]';

/** The player's ended and cancelled battles: what they paid, what they received, and the outcome. */
export function HistoryList({
  list,
  pending,
  error,
  onRetry,
  placeholder,
  empty,
}: {
  list: BattleHistoryEntry[] | undefined;
  pending: boolean;
  error: Error | null;
  onRetry: () => void;
  placeholder: boolean;
  empty: React.ReactNode;
}) {
  const { t } = useTranslation('battles');
  if (pending) return <ListSkeleton rows={4} />;
  if (error && !list) {
    return <ErrorState title={t('list.error')} body={error.message} retryLabel={t('retry')} onRetry={onRetry} />;
  }
  if (!list || list.length === 0) return <>{empty}</>;
  return (
    <div className="rounded-xl border border-line bg-surface p-2 sm:p-3">
      <div
        aria-hidden="true"
        className={cx(ROW, 'hidden px-2 pb-2 text-[11px] font-bold uppercase tracking-wider text-subtle sm:grid')}
      >
        <span>{t('history.battle')}</span>
        <span>{t('history.cases')}</span>
        <span>{t('history.paid')}</span>
        <span>{t('history.received')}</span>
        <span className="text-right">{t('history.result')}</span>
      </div>
      <ul className={cx('space-y-1.5', placeholder && 'opacity-60')}>
        {list.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} />
        ))}
      </ul>
    </div>
  );
}

function HistoryRow({ entry }: { entry: BattleHistoryEntry }) {
  const { t } = useTranslation('battles');
  const outcome = entry.state === 'cancelled' ? 'cancelled' : entry.won ? 'won' : 'lost';
  const tone = {
    won: 'bg-money/15 text-money',
    lost: 'bg-danger/12 text-[#ff9a9a]',
    cancelled: 'bg-surface-3 text-muted',
  };
  return (
    <li
      data-testid="battle-history-row"
      className={cx(ROW, 'rounded-lg border border-line bg-surface-2/60 px-2 py-2 text-sm')}
      style={{
        boxShadow: `inset 3px 0 0 ${outcome === 'won' ? '#3ee089' : outcome === 'lost' ? '#ff5d5d' : '#334160'}`,
      }}
    >
      <div className="min-w-0">
        <Link to={`/battle/${entry.id}`} className="font-display font-bold uppercase tracking-wide hover:text-accent-2">
          #{entry.id}
        </Link>
        <ModeBadge mode={entry.mode} className="ml-2 sm:ml-0 sm:mt-1 sm:flex sm:w-max" />
      </div>
      <ul className="col-span-2 row-start-2 flex min-w-0 gap-1 overflow-hidden sm:col-span-1 sm:col-start-2 sm:row-start-1">
        {groupBoxes(entry.boxes)
          .slice(0, 5)
          .map(({ box, count }, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a group is its place in the round order
              key={i}
              title={`${box.name}${count > 1 ? ` ×${count}` : ''}`}
              className="relative grid size-10 shrink-0 place-items-center rounded-md bg-surface-3/60"
            >
              <BoxPicture picture={box.picture} color={tierColor(box.price)} className="h-7 w-9" />
              {count > 1 ? (
                <span className="absolute -right-1 -bottom-1 rounded bg-accent px-0.5 text-[9px] font-bold text-accent-ink">
                  ×{count}
                </span>
              ) : null}
            </li>
          ))}
      </ul>
      <p className="hidden tabular sm:block">{formatAmount(entry.paid)}</p>
      <p className="hidden font-bold text-money tabular sm:block">{formatAmount(entry.received)}</p>
      <div className="col-start-2 row-start-1 flex items-center justify-end gap-2 sm:col-start-5">
        <span className="text-xs text-subtle tabular sm:hidden">
          {formatAmount(entry.paid)} → {formatAmount(entry.received)}
        </span>
        <span className={cx('rounded-md px-2 py-1 text-xs font-bold whitespace-nowrap', tone[outcome])}>
          {outcome === 'won' ? <Icon name="trophy" className="mr-1 inline" /> : null}
          {t(`history.${outcome}`)}
        </span>
      </div>
    </li>
  );
}
