import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, SectionTitle } from '../../components/ui/Card';
import { Icon } from '../../components/ui/icons';
import { LiabilitiesPanel } from '../../features/trust/components/LiabilitiesPanel';
import { RtpSection } from '../../features/trust/components/RtpSection';
import { VersionLog } from '../../features/trust/components/VersionLog';
import { WithdrawalFigures } from '../../features/trust/components/WithdrawalFigures';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

const SECTIONS = ['rtp', 'liabilities', 'withdrawals', 'ledger', 'contents'] as const;

/**
 * `/trust` (issue 24): realised RTP, proof of liabilities with the player's own check, withdrawal figures, and what
 * the ledger chain and the case hashes mean, in plain language.
 */
export default function TrustPage() {
  const { t } = useTranslation('trust');
  const { status } = useUser();
  useDocumentTitle(t('title'));
  return (
    <div className="space-y-4" data-testid="trust-page">
      <section className="relative overflow-hidden rounded-2xl border border-money/30 bg-surface px-5 py-6 sm:px-7 sm:py-8">
        <div
          aria-hidden="true"
          className="trust-glow pointer-events-none absolute inset-0 bg-[radial-gradient(50%_120%_at_0%_0%,rgb(62_224_137/0.2),transparent),radial-gradient(40%_100%_at_100%_100%,rgb(255_138_31/0.16),transparent)]"
        />
        <div aria-hidden="true" className="grid-noise pointer-events-none absolute inset-0 opacity-50" />
        <div className="relative max-w-3xl">
          <p className="flex items-center gap-2 text-[11px] font-bold uppercase tracking-wider text-money">
            <Icon name="shield" />
            {t('kicker')}
          </p>
          <h1 className="mt-1 font-display text-3xl font-bold uppercase tracking-wide sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 text-sm leading-relaxed text-muted sm:text-base">{t('intro')}</p>
          <nav aria-label={t('title')} className="mt-4 flex flex-wrap gap-2">
            {SECTIONS.map((s) => (
              <a
                key={s}
                href={`#${s}`}
                className="rounded-full border border-line-strong bg-bg/70 px-3 py-1 text-xs font-bold text-[#c9d4e8] hover:border-money hover:text-money"
              >
                {t(`nav.${s}`)}
              </a>
            ))}
            <Link
              to="/provablyfair"
              className="rounded-full border border-money/50 px-3 py-1 text-xs font-bold text-money hover:bg-money/10"
            >
              {t('links.fair')}
            </Link>
          </nav>
        </div>
      </section>

      <Card className="scroll-mt-24 p-4 sm:p-6" id="rtp">
        <SectionTitle
          icon={<Icon name="percent" />}
          title={t('rtp.title')}
          action={
            <Link to="/fairness/stats" className="text-sm font-bold text-accent-2 hover:underline">
              {t('rtp.open')}
            </Link>
          }
        />
        <p className="mb-4 max-w-3xl text-sm text-muted">{t('rtp.body')}</p>
        <RtpSection limit={8} />
      </Card>

      <Card className="scroll-mt-24 p-4 sm:p-6" id="liabilities">
        <SectionTitle icon={<Icon name="wallet" />} title={t('liabilities.title')} />
        <p className="mb-4 max-w-3xl text-sm text-muted">{t('liabilities.body')}</p>
        <LiabilitiesPanel signedIn={status !== 'anon'} onSignIn={() => requestSignIn('signIn')} />
      </Card>

      <Card className="scroll-mt-24 p-4 sm:p-6" id="withdrawals">
        <SectionTitle icon={<Icon name="clock" />} title={t('withdrawals.title')} />
        <p className="mb-4 max-w-3xl text-sm text-muted">{t('withdrawals.body')}</p>
        <WithdrawalFigures />
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="scroll-mt-24 p-4 sm:p-6" id="ledger">
          <SectionTitle icon={<Icon name="link" />} title={t('ledger.title')} />
          <p className="text-sm leading-relaxed text-muted">{t('ledger.body')}</p>
          <Link
            to="/my/history"
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-bold text-money hover:underline"
          >
            {t('nav.ledger')}
            <Icon name="arrowRight" />
          </Link>
        </Card>
        <Card className="scroll-mt-24 p-4 sm:p-6" id="contents">
          <SectionTitle icon={<Icon name="hash" />} title={t('contents.title')} />
          <p className="text-sm leading-relaxed text-muted">{t('contents.body')}</p>
          <VersionLog />
          <Link
            to="/provablyfair"
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-bold text-money hover:underline"
          >
            {t('links.fair')}
            <Icon name="arrowRight" />
          </Link>
        </Card>
      </div>
    </div>
  );
}
