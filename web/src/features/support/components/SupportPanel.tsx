import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useSupportInfoQuery } from '../api/support';
import { SupportForm } from './SupportForm';
import { SupportHours } from './SupportHours';

/** The help page's form and the desk's hours (beside each other from `lg`, hours first on phones). */
export function SupportPanel() {
  const { t } = useTranslation('support');
  const info = useSupportInfoQuery();

  return (
    <section
      id="support-form"
      aria-labelledby="support-form-title"
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-5 sm:p-8 lg:p-10"
    >
      <div className="mx-auto max-w-5xl">
        <h2
          id="support-form-title"
          className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl"
        >
          <span className="grid size-9 place-items-center rounded-lg bg-accent/15 text-accent-2">
            <Icon name="headset" />
          </span>
          {t('panel.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t('panel.intro')}</p>
        {info.isPending ? (
          <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px]" aria-busy="true">
            <Skeleton className="h-80 w-full" />
            <Skeleton className="h-56 w-full" />
          </div>
        ) : info.error || !info.data ? (
          <ErrorState
            className="mt-6"
            title={t('errors.load')}
            body={info.error?.message}
            retryLabel={t('errors.retry')}
            onRetry={() => info.refetch()}
          />
        ) : (
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start">
            <div className="order-2 lg:order-1">
              <SupportForm info={info.data} />
            </div>
            <div className="order-1 lg:order-2">
              <SupportHours info={info.data} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
