import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { FairSteps } from '../../features/fair/components/FairSteps';
import { RollLog } from '../../features/fair/components/RollLog';
import { SeedPanel } from '../../features/fair/components/SeedPanel';
import { Verifier } from '../../features/fair/components/Verifier';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

const BADGES = ['SHA-256', 'HMAC-SHA256', '÷ 2^52', '× 100 000 000'];

/**
 * `/provablyfair` (DESIGN §5): the scheme in steps, the player's seed pair and roll log (signed in), and a
 * verifier anyone can use that recomputes a roll in the browser with the server's own shared code.
 */
export default function ProvablyFairPage() {
  const { t } = useTranslation('fair');
  const { status } = useUser();
  const signedIn = status !== 'anon';
  useDocumentTitle(t('title'));
  return (
    <div className="space-y-4" data-testid="fair-page">
      <section className="relative overflow-hidden rounded-2xl border border-money/30 bg-surface px-5 py-6 sm:px-7 sm:py-8">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(50%_120%_at_0%_0%,rgb(62_224_137/0.18),transparent),radial-gradient(40%_100%_at_100%_100%,rgb(75_105_255/0.16),transparent)]"
        />
        <div aria-hidden="true" className="grid-noise pointer-events-none absolute inset-0 opacity-50" />
        <div className="relative flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <p className="flex items-center gap-2 text-[11px] font-bold uppercase tracking-wider text-money">
              <Icon name="shield" />
              {t('kicker')}
            </p>
            <h1 className="mt-1 font-display text-3xl font-bold uppercase tracking-wide sm:text-4xl">{t('title')}</h1>
            <p className="mt-2 text-sm leading-relaxed text-muted sm:text-base">{t('intro')}</p>
            <Link
              to="/remark/provably-fair"
              className="mt-3 inline-flex items-center gap-1.5 text-sm font-bold text-money hover:underline"
            >
              {t('readMore')}
              <Icon name="arrowRight" />
            </Link>
            <Link
              to="/trust"
              className="mt-3 ml-4 inline-flex items-center gap-1.5 text-sm font-bold text-accent-2 hover:underline"
            >
              {t('trustLink')}
              <Icon name="arrowRight" />
            </Link>
          </div>
          <ul className="flex flex-wrap gap-2 lg:max-w-xs lg:justify-end">
            {BADGES.map((badge) => (
              <li
                key={badge}
                className="rounded-full border border-line-strong bg-bg/70 px-3 py-1 font-mono text-xs font-bold text-[#c9d4e8]"
              >
                {badge}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <FairSteps />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_380px]">
        <Verifier />
        <SeedPanel signedIn={signedIn} />
      </div>
      <RollLog signedIn={signedIn} />
    </div>
  );
}
