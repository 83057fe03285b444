import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useArticleQuery } from '../../features/blog/api/articles';
import { ArticleArt } from '../../features/blog/components/ArticleArt';
import { FallbackPill, formatArticleDate } from '../../features/blog/components/ArticleCard';
import { isApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** `/blog/:id`: one article. */
export default function ArticlePage() {
  const { t } = useTranslation('blog');
  const id = Number.parseInt(useParams().id ?? '', 10);
  const { data, isPending, error } = useArticleQuery(id);
  useDocumentTitle(data?.title ?? t('title'));
  const invalid = !Number.isInteger(id) || id <= 0;

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-text">
        <Icon name="chevronLeft" />
        {t('back')}
      </Link>
      {invalid || isApiError(error, 404) ? (
        <EmptyState
          heading="h1"
          icon="news"
          title={t('notFound')}
          body={t('notFoundBody')}
          action={<ButtonLink to="/blog">{t('back')}</ButtonLink>}
        />
      ) : error ? (
        <EmptyState heading="h1" icon="alert" title={t('error')} body={error.message} />
      ) : isPending || !data ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="aspect-[21/9] rounded-2xl" />
          <Skeleton className="h-10 w-3/4" />
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-4 w-full" />
          ))}
        </div>
      ) : (
        <article className="overflow-hidden rounded-2xl border border-line bg-surface">
          <ArticleArt id={data.id} picture={data.picture} className="aspect-[21/9]" />
          <div className="p-5 sm:p-10">
            <div className="flex flex-wrap items-center gap-2">
              <time dateTime={data.created_at} className="text-xs font-semibold text-subtle">
                {formatArticleDate(data.created_at)}
              </time>
              <FallbackPill lang={data.content_lang} />
            </div>
            <h1 className="mt-2 font-display text-3xl leading-tight font-bold sm:text-4xl">{data.title}</h1>
            {data.summary ? <p className="mt-3 text-lg text-muted">{data.summary}</p> : null}
            <div
              className="prose-content mt-6 border-t border-line pt-6"
              lang={data.content_lang}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list (platform/html.ts)
              dangerouslySetInnerHTML={{ __html: data.content }}
            />
          </div>
        </article>
      )}
    </div>
  );
}
