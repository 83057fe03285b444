import { useTranslation } from 'react-i18next';
import { MallView } from '../../features/mall/components/MallView';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** `/mall` (spec §2): items bought with shop score; query `name, price, max_price, sort, field, page`. */
export default function MallPage() {
  const { t } = useTranslation('mall');
  useDocumentTitle(t('title'));
  return <MallView />;
}
