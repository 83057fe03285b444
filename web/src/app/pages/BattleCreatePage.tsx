import { useTranslation } from 'react-i18next';
import { CreateBattleView } from '../../features/battles/components/CreateBattleView';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** `/battle/create`: choose cases, seats and mode, then open the room. */
export default function BattleCreatePage() {
  const { t } = useTranslation('battles');
  useDocumentTitle(t('createPage.title'));
  return <CreateBattleView />;
}
