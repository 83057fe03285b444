import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { Icon } from '../../components/ui/icons';
import { Pager } from '../../components/ui/Pager';
import { Skeleton } from '../../components/ui/Skeleton';
import { ARTICLES_PER_PAGE, useArticlesQuery } from '../../features/blog/api/articles';
import { ArticleCard } from '../../features/blog/components/ArticleCard';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** `/blog`: news and guides, 10 per page, with a 5-number pager (`?page=`). */
export default function BlogPage() {
  const { t } = useTranslation('blog');
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, error } = useArticlesQuery(page);
  useDocumentTitle(t('title'));
  const pages = data ? Math.max(1, Math.ceil(data.total / ARTICLES_PER_PAGE)) : 1;
  const [first, ...rest] = data?.list ?? [];
  const showFeatured = page === 1 && first !== undefined;

  return (
    <div className="space-y-6">
      <header className="relative overflow-hidden rounded-2xl border border-line bg-surface px-5 py-8 sm:px-8">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(70%_140%_at_100%_0%,rgb(78_168_255/0.22),transparent_60%)]"
        />
        <div aria-hidden="true" className="grid-noise absolute inset-0 opacity-50" />
        <p className="relative flex items-center gap-2 text-[11px] font-bold uppercase tracking-wider text-info">
          <Icon name="news" />
          {t('kicker')}
        </p>
        <h1 className="relative mt-1 font-display text-4xl font-bold uppercase tracking-wide">{t('title')}</h1>
        <p className="relative mt-2 max-w-2xl text-muted">{t('subtitle')}</p>
      </header>

      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div key={i} className="overflow-hidden rounded-2xl border border-line bg-surface">
              <Skeleton className="aspect-[16/9] rounded-none" />
              <div className="space-y-2 p-4">
                <Skeleton className="h-3 w-24" />
                <Skeleton className="h-5 w-4/5" />
                <Skeleton className="h-3 w-full" />
              </div>
            </div>
          ))}
        </div>
      ) : isError ? (
        <EmptyState icon="alert" title={t('error')} body={error.message} />
      ) : data && data.list.length === 0 ? (
        <EmptyState icon="news" title={t('empty')} body={t('emptyBody')} />
      ) : (
        <>
          {showFeatured ? <ArticleCard article={first} featured /> : null}
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {(showFeatured ? rest : (data?.list ?? [])).map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
          <Pager page={Math.min(page, pages)} pages={pages} hrefFor={(n) => (n === 1 ? '/blog' : `/blog?page=${n}`)} />
        </>
      )}
    </div>
  );
}
