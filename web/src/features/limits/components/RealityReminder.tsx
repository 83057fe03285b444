import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';

/** The reality check's reminder: how long this session has lasted, keep playing or go to the limits. */
export default function RealityReminder({ played, onClose }: { played: number; onClose: () => void }) {
  const { t } = useTranslation('limits');
  const hours = Math.floor(played / 60);
  const duration = hours
    ? t('reality.duration', { hours, minutes: played % 60 })
    : t('reality.durationMinutes', { minutes: played });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('reality.title')}
      description={t('reality.body', { duration })}
      testId="reality-check-dialog"
    >
      <div className="mt-6 grid gap-2 sm:grid-cols-2">
        <ButtonLink variant="secondary" to="/my#responsible-gaming" onClick={onClose}>
          {t('reality.settings')}
        </ButtonLink>
        <Button onClick={onClose} autoFocus>
          {t('reality.continue')}
        </Button>
      </div>
    </Dialog>
  );
}
