import type { Banner } from '@dropforge/shared/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useBannersQuery } from '../api/banners';
import { BannerArt } from './BannerArt';

const ROTATE_MS = 6000;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Home hero carousel from /api/banner; auto-advances (paused on hover/focus and for reduced motion). */
export function BannerCarousel() {
  const { t } = useTranslation('home');
  const { data, isPending } = useBannersQuery();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const slides: Banner[] =
    data && data.length > 0
      ? data
      : [
          {
            id: 0,
            title: t('banner.fallbackTitle'),
            subtitle: t('banner.fallbackSubtitle'),
            picture: '',
            video: '',
            link: '/pay',
          },
        ];
  const count = slides.length;

  useEffect(() => {
    if (count <= 1 || paused || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (isPending) return <Skeleton className="h-[280px] rounded-2xl sm:h-[320px]" />;
  const current = Math.min(index, count - 1);
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="relative grid min-h-[280px] overflow-hidden rounded-2xl border border-line bg-surface sm:min-h-[320px]"
    >
      {slides.map((slide, i) => (
        // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern, a slide is a group and not a form fieldset
        <div
          key={slide.id}
          role="group"
          aria-roledescription="slide"
          aria-label={t('banner.slide', { index: i + 1, count })}
          aria-hidden={i !== current}
          inert={i !== current}
          className={cx(
            // Slides share one grid cell: the banner is as tall as its longest slide, so no language is clipped.
            'relative [grid-area:1/1] transition-opacity duration-700 motion-reduce:transition-none',
            i === current ? 'opacity-100' : 'pointer-events-none opacity-0',
          )}
        >
          <SafeImage
            src={slide.picture}
            alt=""
            className="absolute inset-0 size-full object-cover"
            fallback={<BannerArt index={i} active={i === current} />}
          />
          <div className="relative flex h-full max-w-[72%] flex-col justify-center gap-3 p-5 pb-16 sm:max-w-[58%] sm:p-10 sm:pb-14 lg:max-w-[64%] xl:max-w-[58%]">
            <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-bg/75 px-2.5 py-1 text-[11px] font-bold uppercase tracking-wider text-accent-2">
              <Icon name="flame" />
              {t('banner.kicker')}
            </p>
            <h2 className="font-display text-[26px] leading-[0.95] font-bold uppercase tracking-wide text-balance break-words drop-shadow-lg sm:text-5xl lg:text-4xl xl:text-5xl">
              {slide.title}
            </h2>
            {slide.subtitle ? <p className="text-sm text-[#d5dceb] sm:text-base">{slide.subtitle}</p> : null}
            <SlideLink link={slide.link} label={t('banner.cta')} />
          </div>
        </div>
      ))}
      {count > 1 ? (
        <div className="absolute right-4 bottom-4 flex items-center gap-2">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={t('banner.previous')}
            className="grid size-9 place-items-center rounded-lg bg-bg/80 text-text hover:bg-bg"
          >
            <Icon name="chevronLeft" />
          </button>
          <div className="flex gap-1.5">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('banner.goTo', { index: i + 1 })}
                aria-current={i === current}
                className={cx(
                  'h-2 rounded-full transition-all',
                  i === current ? 'w-6 bg-accent-2' : 'w-2 bg-white/40 hover:bg-white/70',
                )}
              />
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={t('banner.next')}
            className="grid size-9 place-items-center rounded-lg bg-bg/80 text-text hover:bg-bg"
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

function SlideLink({ link, label }: { link: string; label: string }) {
  const className = buttonClass('primary', 'lg', 'mt-2 w-fit');
  const content = (
    <>
      {label}
      <Icon name="arrowRight" />
    </>
  );
  if (/^https?:\/\//.test(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" className={className}>
        {content}
      </a>
    );
  }
  return (
    <Link to={link || '/pay'} className={className}>
      {content}
    </Link>
  );
}
