import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useSurveys } from '../../features/events/api/onboarding';
import { SurveyForm } from '../../features/events/components/SurveyForm';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

/** `/event/survey`: the running questionnaire surveys (`GET /api/ques_surveys`), each answered once. */
export default function SurveyPage() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('survey.title'));
  const { status } = useUser();
  const surveys = useSurveys(status === 'ready');
  const list = surveys.data?.list ?? [];

  return (
    <div className="space-y-5" data-testid="survey-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-accent/15 text-xl text-accent-2">
            <Icon name="edit" />
          </span>
          {t('survey.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('survey.subtitle')}</p>
      </header>
      {status === 'anon' ? (
        <GuestBanner
          tone="money"
          title={t('guest.title')}
          body={t('guest.body')}
          action={t('guest.action')}
          onAction={() => requestSignIn()}
          testId="survey-sign-in"
        />
      ) : surveys.isPending ? (
        <Skeleton className="h-80 rounded-[var(--radius-card)]" />
      ) : surveys.isError ? (
        <ErrorState title={t('survey.error')} retryLabel={t('retry')} onRetry={() => void surveys.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon="edit" title={t('survey.empty')} body={t('survey.emptyBody')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {list.map((s) => (
            <SurveyForm key={s.id} survey={s} />
          ))}
        </div>
      )}
    </div>
  );
}
