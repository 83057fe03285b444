import { LANG_TAGS } from '@dropforge/shared/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { FirstRechargeBanner } from '../../features/payments/components/FirstRechargeBanner';
import { PayForm } from '../../features/payments/components/PayForm';
import { parseInput } from '../../features/payments/lib/quote';
import { currentLang } from '../../lib/locale';
import { storePayReturn } from '../../lib/pay-return';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';
import { useSiteConfig } from '../config-context';

/** `/pay` (spec §2): `p` prefills the amount, `od=1` credits shop score, `return` is the way back. */
export default function PayPage() {
  const { t } = useTranslation('pay');
  const [params] = useSearchParams();
  const config = useSiteConfig();
  const { profile } = useUser();
  useDocumentTitle(t('title'));
  const shopScore = params.get('od') === '1';
  const p = params.get('p') ?? '';
  const initialAmount = parseInput(p) !== null ? p.replace(',', '.') : '';
  const country = /^[A-Za-z]{2}$/.test(config.country) ? config.country.toUpperCase() : 'US';
  const back = params.get('return');

  // Spec §5: a shop top-up remembers where it started; a plain one forgets any older target.
  useEffect(() => storePayReturn(shopScore ? back : null), [shopScore, back]);

  return (
    <div className="space-y-4" data-testid="pay-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
            <span className="grid size-9 place-items-center rounded-lg bg-money/15 text-xl text-money">
              <Icon name="wallet" />
            </span>
            {t('title')}
          </h1>
          <p className="mt-1 text-sm text-muted">{t('subtitle')}</p>
        </div>
        <BonusBadge />
      </header>
      {shopScore ? (
        <div
          data-testid="pay-shop-score"
          className="flex items-start gap-3 rounded-[var(--radius-card)] border border-contraband/45 bg-contraband/10 p-4"
        >
          <Icon name="token" className="mt-0.5 shrink-0 text-2xl text-contraband" />
          <div>
            <p className="font-bold text-contraband">{t('shopScore.title')}</p>
            <p className="text-sm text-muted">{t('shopScore.body')}</p>
          </div>
        </div>
      ) : null}
      <FirstRechargeBanner profile={profile} />
      <PayForm
        initialAmount={initialAmount}
        shopScore={shopScore}
        defaultCountry={country}
        localeTag={LANG_TAGS[currentLang()]}
        signedIn={profile !== null}
        askedCoupon={Number(params.get('coupon')) || undefined}
      />
    </div>
  );
}

function BonusBadge() {
  const { t } = useTranslation('pay');
  return (
    <div className="relative overflow-hidden rounded-xl border border-money/50 bg-gradient-to-r from-money/25 via-money/10 to-transparent px-4 py-2.5">
      <p className="flex items-center gap-2 font-display text-xl font-bold tracking-wide text-money uppercase sm:text-2xl">
        <Icon name="sparkle" />
        {t('bonusBanner')}
      </p>
      <p className="text-xs text-muted">{t('bonusBody')}</p>
    </div>
  );
}
