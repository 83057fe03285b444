import { useTranslation } from 'react-i18next';
import { GiveawaysView } from '../../features/giveaways/components/GiveawaysView';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** `/giveaway` (spec §2): the rooms by tab, searchable. */
export default function GiveawaysPage() {
  const { t } = useTranslation('giveaways');
  useDocumentTitle(t('title'));
  return <GiveawaysView />;
}
