import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../components/ui/Button';
import { Icon } from '../components/ui/icons';
import { Spinner } from '../components/ui/Spinner';
import { loginHref } from '../features/auth/lib/redirect';
import { requestSignIn } from '../lib/sign-in';
import { loadProfile, useUser } from '../lib/user';

/**
 * Route guard for account pages (spec §5): signed in → the page; otherwise the sign-in layer opens
 * over an explanation whose button leads to `/login`, which returns here after signing in. A same-window Steam sign-in lands here with only the HttpOnly cookie, so a
 * visitor without a local token is checked once against the server before being asked to sign in.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const { status } = useUser();
  const { pathname, search } = useLocation();
  const [probing, setProbing] = useState(status === 'anon');

  // biome-ignore lint/correctness/useExhaustiveDependencies: one probe per visit to a guarded page
  useEffect(() => {
    if (status !== 'anon') return;
    let alive = true;
    void loadProfile().then((profile) => {
      if (!alive) return;
      setProbing(false);
      if (!profile) requestSignIn();
    });
    return () => {
      alive = false;
    };
  }, []);

  if (status === 'ready') return <>{children}</>;
  if (status === 'loading' || probing) {
    return (
      <div className="grid min-h-[40vh] place-items-center">
        <Spinner label={t('common:loading')} />
      </div>
    );
  }
  return (
    <section className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-line bg-surface px-6 py-14 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-accent/15 text-3xl text-accent-2">
        <Icon name="lock" />
      </span>
      <h1 className="mt-5 font-display text-2xl font-bold uppercase tracking-wide">{t('guard.title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('guard.body')}</p>
      {/* Closed the layer? The sign-in page brings the player back here afterwards. */}
      <ButtonLink to={loginHref(`${pathname}${search}`)} size="lg" className="mt-6" data-testid="guard-sign-in">
        <Icon name="user" />
        {t('guard.action')}
      </ButtonLink>
    </section>
  );
}
