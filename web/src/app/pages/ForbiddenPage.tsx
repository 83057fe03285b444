import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/Button';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ErrorScreen } from './ErrorScreen';

export function ForbiddenPage() {
  const { t } = useTranslation('errors');
  useDocumentTitle(t('forbidden.title'));
  return (
    <ErrorScreen
      code="403"
      tone="danger"
      title={t('forbidden.title')}
      body={t('forbidden.body')}
      actions={
        <ButtonLink to="/" size="lg">
          {t('backHome')}
        </ButtonLink>
      }
    />
  );
}
