import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/ErrorState';
import { Icon, type IconName } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useSpread } from '../../features/promotion/api/promotion';
import { EarningsCard } from '../../features/promotion/components/EarningsCard';
import { EarningsChart } from '../../features/promotion/components/EarningsChart';
import { LevelsCard } from '../../features/promotion/components/LevelsCard';
import { PosterCard } from '../../features/promotion/components/PosterCard';
import { ReferredTable } from '../../features/promotion/components/ReferredTable';
import { ShareCard } from '../../features/promotion/components/ShareCard';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const STEPS: Array<{ key: string; icon: IconName }> = [
  { key: 'step1', icon: 'link' },
  { key: 'step2', icon: 'gift' },
  { key: 'step3', icon: 'coins' },
];

/** `/my/promotion` (spec §2 promotion centre): share, earnings, levels, invited players. */
export default function PromotionPage() {
  const { t } = useTranslation('promotion');
  useDocumentTitle(t('title'));
  const [page, setPage] = useState(1);
  const spread = useSpread(page);
  const info = spread.data;

  return (
    <div className="space-y-4" data-testid="promotion-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-accent/15 text-xl text-accent-2">
            <Icon name="users" />
          </span>
          {t('title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">
          {t('subtitle', { bonus: info ? +(info.invite_bonus * 100).toFixed(2) : 5 })}
        </p>
      </header>
      {spread.isPending ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
          <Skeleton className="h-64 rounded-[var(--radius-card)]" />
          <Skeleton className="h-64 rounded-[var(--radius-card)]" />
        </div>
      ) : spread.isError || !info ? (
        <ErrorState title={t('error')} retryLabel={t('retry')} onRetry={() => void spread.refetch()} />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
          <div className="min-w-0 space-y-4">
            <ShareCard info={info} />
            <EarningsCard info={info} />
            <EarningsChart byDay={info.by_day} />
            <ReferredTable users={info.users} onPage={setPage} />
          </div>
          <div className="space-y-4">
            <PosterCard code={info.code} />
            <LevelsCard info={info} />
            <section
              className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
              aria-labelledby="how-title"
            >
              <h2 id="how-title" className="font-display text-lg font-bold uppercase tracking-wide">
                {t('how.title')}
              </h2>
              <ol className="mt-3 space-y-3">
                {STEPS.map((s, i) => (
                  <li key={s.key} className="flex gap-3">
                    <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-accent/15 text-accent-2">
                      <Icon name={s.icon} />
                    </span>
                    <p className="text-sm text-muted">
                      <span className="mr-1 font-bold text-text">{i + 1}.</span>
                      {t(`how.${s.key}`, {
                        bonus: +(info.invite_bonus * 100).toFixed(2),
                        rate: +(info.proportion * 100).toFixed(2),
                        days: info.bind_days,
                      })}
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
