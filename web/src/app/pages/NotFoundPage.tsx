import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <p aria-hidden="true" className="font-display text-8xl font-bold text-gradient-accent tabular">
        404
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold uppercase tracking-wide">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted">{t('notFound.body')}</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        <Icon name="home" />
        {t('backHome')}
      </ButtonLink>
    </section>
  );
}
