import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { type Feature, isBuilt } from '../../../lib/features';
import { TRANSACTION_TYPES, type TransactionType } from '../api/transactions';

/** Filters offered only once the feature that makes such transactions is built. */
const TYPE_FEATURE: Partial<Record<TransactionType, Feature>> = { code: 'codes', event: 'events' };

/** "All" plus one tab per transaction type; tabs are links (`?type=`), so the choice survives reloads. */
export function HistoryTabs({
  active,
  hrefFor,
}: {
  active: TransactionType | null;
  hrefFor: (type: TransactionType | null) => string;
}) {
  const { t } = useTranslation('history');
  const types = TRANSACTION_TYPES.filter((type) => {
    const feature = TYPE_FEATURE[type];
    return feature === undefined || isBuilt(feature);
  });
  const tabs: Array<TransactionType | null> = [null, ...types];
  return (
    <nav aria-label={t('tabs.label')} className="-mx-3 overflow-x-auto px-3 scrollbar-none sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1.5 rounded-xl border border-line bg-surface p-1.5 sm:w-auto sm:flex-wrap">
        {tabs.map((type) => {
          const selected = type === active;
          return (
            <li key={type ?? 'all'}>
              <Link
                to={hrefFor(type)}
                aria-current={selected ? 'page' : undefined}
                data-testid={`history-tab-${type ?? 'all'}`}
                className={cx(
                  'inline-flex h-9 items-center rounded-lg px-3.5 text-sm font-bold whitespace-nowrap transition',
                  selected
                    ? 'bg-gradient-to-b from-accent-2 to-accent text-accent-ink shadow-[0_6px_16px_-10px_var(--color-accent)]'
                    : 'text-muted hover:bg-surface-3 hover:text-text',
                )}
              >
                {t(`tabs.${type ?? 'all'}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
