import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { getCookie, setCookie } from '../../../lib/cookies';

export const CONSENT_COOKIE = 'cookie_consent';

/** Cookie consent (spec §4): shown until the consent cookie is set; either button stores it. */
export function CookieBanner({ policyHref = '/remark/cookies-policy' }: { policyHref?: string }) {
  const { t } = useTranslation('footer');
  const [visible, setVisible] = useState(() => getCookie(CONSENT_COOKIE) === undefined);
  if (!visible) return null;
  const answer = (value: 'agree' | 'disagree') => {
    setCookie(CONSENT_COOKIE, value);
    setVisible(false);
  };
  return (
    <section
      data-testid="cookie-banner"
      aria-label={t('cookie.label')}
      className="fixed inset-x-3 bottom-[calc(var(--dock-h,4rem)+1rem)] z-40 mx-auto max-w-3xl rounded-2xl border border-line-strong bg-surface-2/95 p-4 shadow-2xl motion-safe:animate-fade-up md:bottom-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm leading-relaxed text-muted">
          {t('cookie.text')}{' '}
          <Link to={policyHref} className="font-semibold text-accent-2 underline underline-offset-2">
            {t('cookie.policy')}
          </Link>
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={() => answer('disagree')}>
            {t('cookie.disagree')}
          </Button>
          <Button onClick={() => answer('agree')}>{t('cookie.agree')}</Button>
        </div>
      </div>
    </section>
  );
}
