import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ErrorScreen } from './ErrorScreen';

/** Shown for `/500` and whenever the initial configuration cannot be loaded. */
export function MaintenancePage() {
  const { t } = useTranslation('errors');
  useDocumentTitle(t('maintenance.title'));
  return (
    <ErrorScreen
      code="500"
      tone="accent"
      title={t('maintenance.title')}
      body={t('maintenance.body')}
      actions={
        <Button size="lg" onClick={() => location.reload()}>
          {t('maintenance.retry')}
        </Button>
      }
    />
  );
}
