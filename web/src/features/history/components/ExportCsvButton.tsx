import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { downloadCsv, type TransactionType } from '../api/transactions';

export function ExportCsvButton({ type }: { type: TransactionType | null }) {
  const { t } = useTranslation('history');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      data-testid="history-export"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        downloadCsv(type)
          .catch(() => toast.error(t('exportFailed')))
          .finally(() => setBusy(false));
      }}
    >
      <Icon name="arrowRight" className="rotate-90" />
      {busy ? t('exporting') : t('export')}
    </Button>
  );
}
