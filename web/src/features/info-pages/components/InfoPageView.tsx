import { LANG_TAGS, langFromHeader } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Pill } from '../../../components/ui/Pill';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError } from '../../../lib/api';
import { currentLang, languageName } from '../../../lib/locale';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useInfoPageQuery } from '../api/pages';

function formatDate(value: string, tag: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(date);
}

/** One info page: translated title, updated date, trusted operator HTML. */
export function InfoPageView({ slug }: { slug: string }) {
  const { t } = useTranslation('pages');
  const { data, isPending, error } = useInfoPageQuery(slug);
  useDocumentTitle(data?.title);
  const lang = currentLang();

  if (isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-4 w-40" />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
    );
  }
  if (error || !data) {
    return (
      <EmptyState
        heading="h1"
        icon={isApiError(error, 404) ? 'news' : 'alert'}
        title={isApiError(error, 404) ? t('remark.notFound') : t('remark.error')}
        body={isApiError(error, 404) ? t('remark.notFoundBody') : error?.message}
        action={<ButtonLink to="/">{t('remark.home')}</ButtonLink>}
      />
    );
  }
  const updated = formatDate(data.updated_at, LANG_TAGS[lang]);
  const contentLang = langFromHeader(data.content_lang);
  const otherLanguage = data.content_lang !== '' && contentLang !== lang;
  return (
    <article>
      <header className="mb-6 border-b border-line pb-5">
        <h1 data-testid="page-title" className="font-display text-3xl font-bold uppercase tracking-wide sm:text-4xl">
          {data.title}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-muted">
          {updated ? <span>{t('remark.updated', { date: updated })}</span> : null}
          {otherLanguage ? (
            <Pill tone="info" data-testid="translation-fallback">
              {t('remark.fallback', { language: languageName(contentLang) })}
            </Pill>
          ) : null}
        </div>
      </header>
      <div
        className="prose-content"
        lang={otherLanguage ? LANG_TAGS[contentLang] : undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: content/ HTML sanitised by the server's allow-list (platform/html.ts)
        dangerouslySetInnerHTML={{ __html: data.content }}
      />
    </article>
  );
}
