import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Icon, type IconName } from '../../components/ui/icons';
import { Pager } from '../../components/ui/Pager';
import { DropGrid, DropGridSkeleton } from '../../features/live-drops/components/DropGrid';
import { TodayBest } from '../../features/live-drops/components/TodayBest';
import { type DropsTab, useDropsPage } from '../../features/live-drops/hooks/useDropsPage';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const TABS: Array<{ tab: DropsTab; icon: IconName }> = [
  { tab: 'top', icon: 'trophy' },
  { tab: 'all', icon: 'flame' },
];

function href(tab: DropsTab, page = 1): string {
  const params = new URLSearchParams();
  if (tab === 'all') params.set('tab', 'all');
  if (tab === 'all' && page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `/top?${qs}` : '/top';
}

/** `/top`: today's best drops, then the latest best drops (≥ $10) or every drop, 40 a page; live on page 1. */
export default function TopPage() {
  const { t } = useTranslation('drops');
  const [params] = useSearchParams();
  const tab: DropsTab = params.get('tab') === 'all' ? 'all' : 'top';
  const page = tab === 'all' ? Math.max(1, Math.min(1000, Number.parseInt(params.get('page') ?? '1', 10) || 1)) : 1;
  useDocumentTitle(t('title'));
  const { drops, pages, list, today, todayQuery, arrived, now } = useDropsPage(tab, page);

  return (
    <div className="space-y-6" data-testid="drops-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
            <span className="grid size-9 place-items-center rounded-lg bg-contraband/15 text-xl text-contraband">
              <Icon name="trophy" />
            </span>
            {t('title')}
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t('subtitle')}</p>
        </div>
        <p className="flex items-center gap-2 rounded-full border border-covert/40 bg-covert/10 px-3 py-1 text-xs font-bold uppercase tracking-wider text-covert">
          <span aria-hidden="true" className="size-2 rounded-full bg-covert motion-safe:animate-pulse" />
          {t('live')}
        </p>
      </header>

      <TodayBest drops={today} loading={todayQuery.isPending} />

      <section aria-labelledby="drops-list" className="space-y-3">
        <h2 id="drops-list" className="sr-only">
          {t(`tabs.${tab}`)}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <nav aria-label={t('tabs.label')} className="flex rounded-xl border border-line bg-surface p-1">
            {TABS.map((item) => (
              <Link
                key={item.tab}
                to={href(item.tab)}
                aria-current={tab === item.tab ? 'page' : undefined}
                data-testid={`drops-tab-${item.tab}`}
                className={cx(
                  'flex h-9 items-center gap-2 rounded-lg px-4 text-sm font-bold uppercase tracking-wide transition',
                  tab === item.tab
                    ? 'bg-gradient-to-b from-accent-2 to-accent text-accent-ink shadow-[0_6px_20px_-10px_rgb(255_138_31/0.9)]'
                    : 'text-muted hover:bg-surface-2 hover:text-text',
                )}
              >
                <Icon name={item.icon} />
                {t(`tabs.${item.tab}`)}
              </Link>
            ))}
          </nav>
          <p className="text-xs text-subtle">{t(`hint.${tab}`)}</p>
        </div>

        {list.isPending ? (
          <div role="status" aria-label={t('loading')}>
            <DropGridSkeleton />
          </div>
        ) : list.isError && !list.data ? (
          <ErrorState
            title={t('error.title')}
            body={list.error.message}
            className="rounded-[var(--radius-card)] border border-line bg-surface"
            retryLabel={t('error.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : drops.length === 0 ? (
          <EmptyState
            icon={tab === 'top' ? 'trophy' : 'box'}
            title={t(`empty.${tab}.title`)}
            body={t(`empty.${tab}.body`)}
            className="rounded-[var(--radius-card)] border border-dashed border-line-strong bg-surface/60"
            action={
              <ButtonLink to={tab === 'top' ? href('all') : '/'} variant={tab === 'top' ? 'secondary' : 'primary'}>
                <Icon name={tab === 'top' ? 'flame' : 'box'} />
                {t(`empty.${tab}.action`)}
              </ButtonLink>
            }
          />
        ) : (
          <div className={cx('transition-opacity', list.isPlaceholderData && 'opacity-60')}>
            <DropGrid drops={drops} now={now} arrived={arrived} />
          </div>
        )}

        {tab === 'all' ? <Pager page={page} pages={pages} hrefFor={(n) => href('all', n)} className="pt-2" /> : null}
      </section>
    </div>
  );
}
