import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icons';

const STEPS: Array<{ key: string; icon: IconName }> = [
  { key: 'commit', icon: 'lock' },
  { key: 'seed', icon: 'key' },
  { key: 'verify', icon: 'shield' },
];

/** Provably-fair explainer and the top-wins link. */
export function FairStrip() {
  const { t } = useTranslation('home');
  return (
    <div className="grid gap-3 lg:grid-cols-[2fr_1fr]">
      <section
        aria-labelledby="fair-title"
        className="relative overflow-hidden rounded-2xl border border-money/30 bg-surface p-5 sm:p-6"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(60%_100%_at_0%_0%,rgb(62_224_137/0.14),transparent)]"
        />
        <div className="relative flex flex-col gap-5 md:flex-row md:items-center">
          <div className="md:w-64 md:shrink-0">
            <p className="flex items-center gap-2 text-[11px] font-bold uppercase tracking-wider text-money">
              <Icon name="shield" />
              {t('fair.kicker')}
            </p>
            <h2 id="fair-title" className="mt-1 font-display text-2xl font-bold uppercase tracking-wide">
              {t('fair.title')}
            </h2>
            <Link
              to="/provablyfair"
              className="mt-3 inline-flex items-center gap-1.5 text-sm font-bold text-money hover:underline"
            >
              {t('fair.link')}
              <Icon name="arrowRight" />
            </Link>
          </div>
          <ol className="grid flex-1 gap-2.5 sm:grid-cols-3">
            {STEPS.map((step, i) => (
              <li key={step.key} className="rounded-xl border border-line bg-surface-2 p-3.5">
                <div className="flex items-center gap-2">
                  <span className="grid size-7 place-items-center rounded-md bg-money/15 text-xs font-black text-money tabular">
                    {i + 1}
                  </span>
                  <Icon name={step.icon} className="text-lg text-money" />
                </div>
                <p className="mt-2 text-sm font-bold text-text">{t(`fair.steps.${step.key}.title`)}</p>
                <p className="mt-1 text-xs leading-relaxed text-muted">{t(`fair.steps.${step.key}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <Link
        to="/top"
        className="group relative flex min-h-[160px] flex-col justify-between overflow-hidden rounded-2xl border border-contraband/40 bg-surface p-5 transition hover:border-contraband/70"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(80%_100%_at_100%_100%,rgb(228_174_57/0.35),transparent_65%)]"
        />
        <Icon
          name="trophy"
          className="absolute right-3 bottom-2 text-[110px] text-contraband/40 transition-transform group-hover:scale-110 motion-reduce:transition-none"
        />
        <p className="relative text-[11px] font-bold uppercase tracking-wider text-contraband">{t('top.kicker')}</p>
        <div className="relative max-w-[70%]">
          <p className="font-display text-2xl leading-tight font-bold uppercase">{t('top.title')}</p>
          <p className="mt-1 text-sm text-muted">{t('top.text')}</p>
        </div>
        <span className="relative mt-3 inline-flex items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-contraband">
          {t('top.cta')}
          <Icon name="arrowRight" className="transition-transform group-hover:translate-x-1" />
        </span>
      </Link>
    </div>
  );
}
