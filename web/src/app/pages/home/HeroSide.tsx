import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useDailyFreeRule } from '../../../features/free/hooks/useDailyFreeRule';

/** Two promotion cards beside the banner: the +20% top-up bonus and the daily free case. */
export function HeroSide() {
  const { t } = useTranslation('home');
  // The daily case's rule as the server applies it (its configured deposit window), never a fixed promise.
  const rule = useDailyFreeRule();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
      <Link
        to="/pay"
        className="group relative flex min-h-[150px] flex-col justify-between overflow-hidden rounded-2xl border border-money/40 bg-surface p-5 transition hover:border-money/70"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(90%_120%_at_100%_0%,rgb(62_224_137/0.35),transparent_60%)]"
        />
        <div aria-hidden="true" className="grid-noise absolute inset-0 opacity-40" />
        <p className="relative text-[11px] font-bold uppercase tracking-wider text-money">{t('hero.bonusKicker')}</p>
        <div className="relative">
          <p className="font-display text-5xl leading-none font-bold text-money tabular">{t('hero.bonusValue')}</p>
          <p className="mt-1 text-sm font-semibold text-text">{t('hero.bonusText')}</p>
        </div>
        <span className="relative mt-3 inline-flex w-fit items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-money">
          {t('hero.bonusCta')}
          <Icon name="arrowRight" className="transition-transform group-hover:translate-x-1" />
        </span>
      </Link>
      <Link
        to="/free"
        className="group relative flex min-h-[150px] flex-col justify-between overflow-hidden rounded-2xl border border-restricted/40 bg-surface p-5 transition hover:border-restricted/70"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(90%_120%_at_100%_0%,rgb(136_71_255/0.4),transparent_60%)]"
        />
        <Icon
          name="gift"
          className="absolute -right-3 -bottom-4 text-[120px] text-restricted/30 transition-transform group-hover:rotate-6 motion-reduce:transition-none"
        />
        <p className="relative text-[11px] font-bold uppercase tracking-wider text-[#c8b0ff]">{t('hero.freeKicker')}</p>
        <div className="relative">
          <p className="font-display text-2xl leading-tight font-bold uppercase">{t('hero.freeTitle')}</p>
          {rule ? (
            <p className="mt-1 text-sm text-muted" data-testid="home-free-rule">
              {rule.variant === 'deposit'
                ? t('hero.freeTextDeposit', { hours: rule.hours })
                : t('hero.freeTextNoDeposit')}
            </p>
          ) : (
            <Skeleton className="mt-1.5 h-4 w-4/5" />
          )}
        </div>
        <span className="relative mt-3 inline-flex w-fit items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-[#c8b0ff]">
          {t('hero.freeCta')}
          <Icon name="arrowRight" className="transition-transform group-hover:translate-x-1" />
        </span>
      </Link>
    </div>
  );
}
