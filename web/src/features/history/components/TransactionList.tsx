import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon, type IconName } from '../../../components/ui/icons';
import { Pill, type PillTone } from '../../../components/ui/Pill';
import { SafeImage } from '../../../components/ui/SafeImage';
import { formatDateTime } from '../../../lib/dates';
import { formatAmount } from '../../../lib/money';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import type { Transaction } from '../api/transactions';

const TYPE_ICON: Record<string, IconName> = {
  sell: 'coins',
  deposit: 'wallet',
  withdrawal: 'external',
  upgrade: 'upgrade',
  case: 'box',
  battle: 'swords',
  mall: 'store',
  code: 'ticket',
  event: 'calendar',
  adjustment: 'edit',
  // A refunded deposit (the operator console): labelled, with no tab of its own.
  refund: 'refresh',
};

const STATE_TONE: Record<string, PillTone> = {
  completed: 'money',
  paid: 'money',
  pending: 'info',
  declined: 'danger',
  failed: 'danger',
  cancelled: 'neutral',
  in_progress: 'info',
  ready: 'info',
  success: 'money',
};

/** A withdrawal moves no money: an item leaves for Steam. Shown as the item count and its value, unsigned. */
function ItemOut({ tx }: { tx: Transaction }) {
  const { t } = useTranslation('history');
  const value = (tx.items ?? []).reduce((sum, item) => sum + Math.round(item.price * 1000), 0) / 1000;
  return (
    <span className="inline-flex flex-col items-end leading-tight" data-testid="history-item-out">
      <span className="inline-flex items-center gap-1 font-bold text-text">
        <Icon name="external" className="text-info" />
        {t('item.out', { n: tx.item_count ?? 1 })}
      </span>
      {value > 0 ? (
        <span className="text-[11px] text-subtle tabular">{t('item.value', { value: formatAmount(value) })}</span>
      ) : null}
    </span>
  );
}

/** The items an entry is about: thumbnails in their rarity colour and the first name, "+N" for the rest. */
function Items({ tx }: { tx: Transaction }) {
  const { t } = useTranslation('history');
  const items = tx.items ?? [];
  const first = items[0];
  if (!first) return <>{tx.memo || '—'}</>;
  const more = (tx.item_count ?? items.length) - 1;
  return (
    <span className="flex min-w-0 items-center gap-2" data-testid="history-items">
      <span className="flex shrink-0 -space-x-3">
        {items.slice(0, 3).map((item) => (
          <span
            key={item.knapsack_id}
            className="grid h-8 w-11 place-items-center rounded-md border border-line bg-surface-2"
            style={{
              backgroundImage: `radial-gradient(80% 90% at 50% 100%, ${item.quality.color}55, transparent 75%)`,
            }}
          >
            <SafeImage
              src={item.picture}
              alt=""
              className="h-7 w-10 object-contain"
              fallback={<Icon name="box" className="text-sm" style={{ color: item.quality.color }} />}
            />
          </span>
        ))}
      </span>
      <span className="min-w-0 truncate text-text" title={items.map((i) => i.name).join(', ')}>
        {first.name}
        {more > 0 ? <span className="text-subtle"> {t('item.more', { n: more })}</span> : null}
      </span>
    </span>
  );
}

const isItemOut = (tx: Transaction) => tx.type === 'withdrawal' && tx.amount === 0;

/** Signed amount, green for credits and red for debits, with the currency's sign or token icon. */
function Amount({ tx }: { tx: Transaction }) {
  const { t } = useTranslation('history');
  if (isItemOut(tx)) return <ItemOut tx={tx} />;
  const negative = tx.amount < 0;
  const abs = Math.abs(tx.amount);
  const currency = tx.currency;
  return (
    <span
      className={cx('inline-flex items-center gap-1 font-bold tabular', negative ? 'text-[#ff7b7b]' : 'text-money')}
      title={t(`currency.${currency}`)}
    >
      {negative ? '−' : '+'}
      {currency === 'money' ? formatAmount(abs) : formatAmount(abs, '')}
      {currency === 'shop_score' ? <Icon name="token" className="text-contraband" /> : null}
      {currency === 'score' ? <Icon name="coins" className="text-[#ffd66b]" /> : null}
      <span className="sr-only">{t(`currency.${currency}`)}</span>
    </span>
  );
}

function TypeCell({ type }: { type: string }) {
  const { t } = useTranslation('history');
  return (
    <span className="inline-flex items-center gap-2 font-semibold text-text">
      <span className="grid size-7 place-items-center rounded-md bg-surface-3 text-sm text-accent-2">
        <Icon name={TYPE_ICON[type] ?? 'hash'} />
      </span>
      {t(`tabs.${type}`, { defaultValue: type })}
    </span>
  );
}

function State({ state }: { state: string }) {
  const { t } = useTranslation('history');
  return <Pill tone={STATE_TONE[state] ?? 'neutral'}>{t(`state.${state}`, { defaultValue: state })}</Pill>;
}

/** Table on wide screens, stacked cards on phones; each row is `history-row`. */
export function TransactionList({ list, localeTag }: { list: Transaction[]; localeTag: string }) {
  const { t } = useTranslation('history');
  const wide = useMediaQuery('(min-width: 768px)');
  if (wide) {
    return (
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line text-[11px] font-bold uppercase tracking-wider text-subtle">
            <th className="px-4 py-3 font-bold">{t('columns.date')}</th>
            <th className="px-4 py-3 font-bold">{t('columns.type')}</th>
            <th className="px-4 py-3 text-right font-bold">{t('columns.amount')}</th>
            <th className="px-4 py-3 font-bold">{t('columns.state')}</th>
            <th className="px-4 py-3 font-bold">{t('columns.order')}</th>
            <th className="px-4 py-3 font-bold">{t('columns.memo')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((tx) => (
            <tr
              key={`${tx.order_sn}:${tx.type}:${tx.currency}`}
              data-testid="history-row"
              data-type={tx.type}
              data-state={tx.state}
              className="border-b border-line/60 transition hover:bg-surface-2"
            >
              <td className="px-4 py-3 whitespace-nowrap text-muted tabular">{formatDateTime(tx.date, localeTag)}</td>
              <td className="px-4 py-3">
                <TypeCell type={tx.type} />
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <Amount tx={tx} />
              </td>
              <td className="px-4 py-3">
                <State state={tx.state} />
              </td>
              <td className="px-4 py-3 font-mono text-xs text-muted">{tx.order_sn || '—'}</td>
              <td className="max-w-72 truncate px-4 py-3 text-muted" title={tx.items ? undefined : tx.memo}>
                <Items tx={tx} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <ul className="divide-y divide-line/70">
      {list.map((tx) => (
        <li
          key={`${tx.order_sn}:${tx.type}:${tx.currency}`}
          data-testid="history-row"
          data-type={tx.type}
          data-state={tx.state}
          className="flex flex-col gap-2 px-4 py-3.5"
        >
          <div className="flex items-center justify-between gap-3">
            <TypeCell type={tx.type} />
            <Amount tx={tx} />
          </div>
          <div className="flex items-center justify-between gap-3 text-xs text-muted">
            <span className="tabular">{formatDateTime(tx.date, localeTag)}</span>
            <State state={tx.state} />
          </div>
          {tx.items?.length ? (
            <div className="text-sm">
              <Items tx={tx} />
            </div>
          ) : null}
          {tx.order_sn || (tx.memo && !tx.items?.length) ? (
            <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-subtle">
              {tx.order_sn ? <span className="font-mono">{tx.order_sn}</span> : null}
              {tx.memo && !tx.items?.length ? <span>{tx.memo}</span> : null}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
