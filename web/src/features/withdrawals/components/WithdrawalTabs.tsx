import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { LinkTabs } from '../../../components/ui/LinkTabs';
import { badgeOf, WITHDRAWAL_STATES, type WithdrawalState } from '../lib/states';

/** "All" plus one tab per state (`?state=`), each state with its badge's icon. */
export function WithdrawalTabs({
  active,
  hrefFor,
}: {
  active: WithdrawalState | null;
  hrefFor: (state: WithdrawalState | null) => string;
}) {
  const { t } = useTranslation('withdrawals');
  const tabs = [null, ...WITHDRAWAL_STATES].map((state) => {
    const selected = state === active;
    return {
      key: state ?? 'all',
      to: hrefFor(state),
      label: t(`tabs.${state ?? 'all'}`),
      selected,
      testId: `withdrawals-tab-${state ?? 'all'}`,
      icon: state ? (
        <Icon
          name={badgeOf(state).icon}
          className="text-sm"
          style={selected ? undefined : { color: badgeOf(state).color }}
        />
      ) : null,
    };
  });
  return <LinkTabs label={t('tabs.label')} tabs={tabs} />;
}
