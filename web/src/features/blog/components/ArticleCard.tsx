import type { ArticleSummary } from '@dropforge/shared/contract';
import { LANG_TAGS, langFromHeader } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { currentLang, languageName } from '../../../lib/locale';
import { ArticleArt } from './ArticleArt';

export function formatArticleDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LANG_TAGS[currentLang()], { dateStyle: 'medium' }).format(date);
}

/** Marks an article shown in English because the reader's language has no translation yet. */
export function FallbackPill({ lang }: { lang: string }) {
  const { t } = useTranslation('blog');
  const shown = langFromHeader(lang);
  if (shown === currentLang()) return null;
  return (
    <span
      data-testid="translation-fallback"
      className="inline-flex items-center gap-1 rounded-full border border-info/40 bg-info/10 px-2 py-0.5 text-[11px] font-semibold text-info"
    >
      <Icon name="globe" />
      {t('fallback', { language: languageName(shown) })}
    </span>
  );
}

export function ArticleCard({ article, featured = false }: { article: ArticleSummary; featured?: boolean }) {
  const { t } = useTranslation('blog');
  return (
    <Link
      to={`/blog/${article.id}`}
      className={`group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition duration-300 hover:-translate-y-0.5 hover:border-line-strong ${featured ? 'md:flex-row' : ''}`}
    >
      <ArticleArt
        id={article.id}
        picture={article.picture}
        className={featured ? 'aspect-[16/9] md:aspect-auto md:w-1/2' : 'aspect-[16/9]'}
      />
      <div className={`flex flex-1 flex-col gap-2 p-4 ${featured ? 'md:justify-center md:p-8' : ''}`}>
        <div className="flex flex-wrap items-center gap-2">
          <time dateTime={article.created_at} className="text-xs font-semibold text-subtle">
            {formatArticleDate(article.created_at)}
          </time>
          <FallbackPill lang={article.content_lang} />
        </div>
        <h2
          className={`font-display font-bold leading-tight text-text transition group-hover:text-accent-2 ${featured ? 'text-3xl' : 'text-xl'}`}
        >
          {article.title}
        </h2>
        <p className={`text-sm leading-relaxed text-muted ${featured ? 'line-clamp-4' : 'line-clamp-3'}`}>
          {article.summary}
        </p>
        <span className="mt-auto inline-flex items-center gap-1.5 pt-2 text-xs font-bold uppercase tracking-wide text-accent-2">
          {t('readMore')}
          <Icon name="arrowRight" className="transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </Link>
  );
}
