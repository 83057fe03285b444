import { useTranslation } from 'react-i18next';
import { UpgradeView } from '../../features/upgrade/components/UpgradeView';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** `/upgrade`: stake items and balance toward a pricier skin on a provably fair wheel. */
export default function UpgradePage() {
  const { t } = useTranslation('upgrade');
  useDocumentTitle(t('title'));
  return <UpgradeView />;
}
