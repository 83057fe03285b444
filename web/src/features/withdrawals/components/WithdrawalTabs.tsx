import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { badgeOf, WITHDRAWAL_STATES, type WithdrawalState } from '../lib/states';

/** "All" plus one tab per state; tabs are links (`?state=`), so the choice survives reloads. */
export function WithdrawalTabs({
  active,
  hrefFor,
}: {
  active: WithdrawalState | null;
  hrefFor: (state: WithdrawalState | null) => string;
}) {
  const { t } = useTranslation('withdrawals');
  const tabs: Array<WithdrawalState | null> = [null, ...WITHDRAWAL_STATES];
  return (
    <nav aria-label={t('tabs.label')} className="-mx-3 overflow-x-auto px-3 scrollbar-none sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1.5 rounded-xl border border-line bg-surface p-1.5 sm:w-auto sm:flex-wrap">
        {tabs.map((state) => {
          const selected = state === active;
          return (
            <li key={state ?? 'all'}>
              <Link
                to={hrefFor(state)}
                aria-current={selected ? 'page' : undefined}
                data-testid={`withdrawals-tab-${state ?? 'all'}`}
                className={cx(
                  'inline-flex h-9 items-center gap-1.5 rounded-lg px-3.5 text-sm font-bold whitespace-nowrap transition',
                  selected
                    ? 'bg-gradient-to-b from-accent-2 to-accent text-accent-ink shadow-[0_6px_16px_-10px_var(--color-accent)]'
                    : 'text-muted hover:bg-surface-3 hover:text-text',
                )}
              >
                {state ? (
                  <Icon
                    name={badgeOf(state).icon}
                    className="text-sm"
                    style={selected ? undefined : { color: badgeOf(state).color }}
                  />
                ) : null}
                {t(`tabs.${state ?? 'all'}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
