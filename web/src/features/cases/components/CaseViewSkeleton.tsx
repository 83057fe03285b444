import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/Skeleton';

/** The case page while its case loads: hero, reel and contents blocks. */
export function CaseViewSkeleton() {
  const { t } = useTranslation('cases');
  return (
    <div className="space-y-3 sm:space-y-4" aria-busy="true">
      <p role="status" className="sr-only">
        {t('page.loading')}
      </p>
      <div className="grid gap-6 rounded-2xl border border-line bg-surface p-4 sm:p-6 md:grid-cols-[280px_1fr] md:items-center">
        <Skeleton className="mx-auto h-40 w-56 rounded-2xl sm:h-52" />
        <div className="space-y-4">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-10 w-2/3 max-w-md" />
          <div className="flex gap-2">
            <Skeleton className="h-8 w-28 rounded-lg" />
            <Skeleton className="h-8 w-24 rounded-lg" />
          </div>
          <Skeleton className="h-11 w-72 max-w-full rounded-xl" />
          <div className="flex gap-2">
            <Skeleton className="h-14 w-60 rounded-lg" />
            <Skeleton className="h-14 w-40 rounded-lg" />
          </div>
        </div>
      </div>
      <div className="rounded-2xl border border-line bg-surface/70 p-3">
        <Skeleton className="h-[196px] w-full rounded-xl" />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {Array.from({ length: 12 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} className="h-48 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
