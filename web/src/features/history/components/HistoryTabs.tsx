import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../../components/ui/LinkTabs';
import { type Feature, isBuilt } from '../../../lib/features';
import { TRANSACTION_TYPES, type TransactionType } from '../api/transactions';

/** Filters offered only once the feature that makes such transactions is built. */
const TYPE_FEATURE: Partial<Record<TransactionType, Feature>> = {
  code: 'codes',
  referral: 'partners',
  event: 'events',
};

/** "All" plus one tab per transaction type (`?type=`). */
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
  const tabs = [null, ...types].map((type) => ({
    key: type ?? 'all',
    to: hrefFor(type),
    label: t(`tabs.${type ?? 'all'}`),
    selected: type === active,
    testId: `history-tab-${type ?? 'all'}`,
  }));
  return <LinkTabs label={t('tabs.label')} tabs={tabs} />;
}
