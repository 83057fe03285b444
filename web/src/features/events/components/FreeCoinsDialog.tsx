import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { FreeCoinsPanel } from './FreeCoinsPanel';

/** The top bar's free-coins dialog (loaded on first click, with the `events` namespace). */
export default function FreeCoinsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation('events');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('coins.title')}
      description={t('coins.body')}
      testId="free-coins-dialog"
    >
      <FreeCoinsPanel />
    </Dialog>
  );
}
