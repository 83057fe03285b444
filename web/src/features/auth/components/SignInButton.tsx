import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';

/** Logged-out sign-in button; appears after 1 s (spec §9) without shifting the header. */
export const SIGN_IN_DELAY_MS = 1000;

export function SignInButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SIGN_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return <span aria-hidden="true" className="inline-block h-9 w-9 sm:h-10 sm:w-[104px]" />;
  return (
    <button
      type="button"
      data-testid="sign-in"
      onClick={onClick}
      aria-label={t('signIn.button')}
      className={cx(
        'inline-flex h-9 items-center justify-center gap-2 rounded-lg bg-gradient-to-b from-accent-2 to-accent px-2.5 text-sm font-extrabold uppercase tracking-wide text-accent-ink shadow-[0_6px_22px_-10px_rgb(255_138_31)] transition hover:brightness-110 sm:h-10 sm:px-4',
        'motion-safe:animate-fade-up',
      )}
    >
      <Icon name="user" className="text-base" />
      <span className="hidden sm:inline">{t('signIn.button')}</span>
    </button>
  );
}
