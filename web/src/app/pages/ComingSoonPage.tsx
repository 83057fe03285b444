import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { Pill } from '../../components/ui/Pill';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SOON_PAGES, type SoonKey } from './soon-pages';

/** Honest placeholder for a page whose feature comes later: what it will do, and a way back. */
export function ComingSoonPage({ page }: { page: SoonKey }) {
  const { t } = useTranslation('pages');
  const { icon, color } = SOON_PAGES[page];
  const title = t(`soon.${page}.title`);
  useDocumentTitle(title);
  return (
    <section
      aria-labelledby="soon-title"
      className="relative overflow-hidden rounded-2xl border border-line bg-surface px-6 py-14 text-center sm:py-20"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 size-[28rem] -translate-x-1/2 rounded-full opacity-25 blur-3xl"
        style={{ background: color }}
      />
      <div aria-hidden="true" className="grid-noise pointer-events-none absolute inset-0 opacity-60" />
      <div className="relative mx-auto flex max-w-xl flex-col items-center">
        <span
          className="grid size-20 place-items-center rounded-2xl border text-4xl motion-safe:animate-float"
          style={{ color, borderColor: `${color}80`, background: `${color}1f`, boxShadow: `0 0 40px -8px ${color}` }}
        >
          <Icon name={icon} />
        </span>
        <Pill tone="soon" className="mt-6">
          {t('soon.badge')}
        </Pill>
        <h1 id="soon-title" className="mt-3 font-display text-3xl font-bold uppercase tracking-wide sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-base text-muted">{t(`soon.${page}.body`)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/" size="lg">
            <Icon name="home" />
            {t('soon.home')}
          </ButtonLink>
          <ButtonLink to="/blog" size="lg" variant="secondary">
            <Icon name="news" />
            {t('soon.news')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
