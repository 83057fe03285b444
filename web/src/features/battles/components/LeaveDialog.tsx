import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';

/** Confirms leaving a waiting battle: the entry comes back; the creator leaving cancels it for everyone. */
export function LeaveDialog({
  open,
  onOpenChange,
  creator,
  cost,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  creator: boolean;
  cost: number;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('battles');
  const amount = formatAmount(cost);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('room.leaveTitle')}
      description={creator ? t('room.leaveCreator', { amount }) : t('room.leaveBody', { amount })}
      testId="battle-leave-dialog"
    >
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('room.stay')}
        </Button>
        <Button variant="money" disabled={pending} onClick={onConfirm} data-testid="battle-leave-confirm">
          <Icon name="wallet" />
          {t('room.leaveConfirm', { amount })}
        </Button>
      </div>
    </Dialog>
  );
}
