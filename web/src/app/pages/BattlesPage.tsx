import { useTranslation } from 'react-i18next';
import { BattlesView } from '../../features/battles/components/BattlesView';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** `/battle`: the battle list (waiting, running, ended), the player's battles and their history. */
export default function BattlesPage() {
  const { t } = useTranslation('battles');
  useDocumentTitle(t('title'));
  return <BattlesView />;
}
