import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/toast-store';
import { SignInArt } from '../../features/auth/components/SignInArt';
import { SignInPanel } from '../../features/auth/components/SignInPanel';
import { safeLoginReturn } from '../../features/auth/lib/redirect';
import { currentLang, localizedHref } from '../../lib/locale';
import { storeToken } from '../../lib/session';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LOGIN_EVENT, loadProfile, RELOAD_AFTER_LOGIN_MS, useUser } from '../../lib/user';

/** Where to go back to: `?redirect=` first, then the state a guard left, validated as a path of this site. */
function useReturnPath(): string {
  const [params] = useSearchParams();
  const state = useLocation().state as { from?: unknown } | null;
  return safeLoginReturn(params.get('redirect') ?? state?.from);
}

/**
 * `/login` and paths under it (spec §2): the sign-in layer's forms as a page. Signed in (or once
 * signed in) the player goes back to the page that sent them here; `?tab=register` opens registration.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { status } = useUser();
  const [params] = useSearchParams();
  const target = useReturnPath();
  // A Steam sign-in in this window leaves only the HttpOnly cookie: ask the server once.
  const [probing, setProbing] = useState(status === 'anon');
  useDocumentTitle(t('signIn.title'));

  // biome-ignore lint/correctness/useExhaustiveDependencies: one probe per visit
  useEffect(() => {
    if (status !== 'anon') return;
    let alive = true;
    void loadProfile().finally(() => alive && setProbing(false));
    return () => {
      alive = false;
    };
  }, []);

  // The Steam popup signed in: the profile is loaded, so the redirect below follows.
  useEffect(() => {
    const onLogin = () => toast.success(t('result.signIn'));
    window.addEventListener(LOGIN_EVENT, onLogin);
    return () => window.removeEventListener(LOGIN_EVENT, onLogin);
  }, [t]);

  if (status === 'ready') return <Navigate to={target} replace />;
  if (status === 'loading' || probing) {
    return (
      <div className="grid min-h-[40vh] place-items-center">
        <Spinner label={t('common:loading')} />
      </div>
    );
  }

  // An e-mail sign-in or registration: keep the token, then load the page it came from (spec §4: reload after 500 ms).
  const onToken = (token: string) => {
    storeToken(token);
    const href = localizedHref(currentLang(), target);
    setTimeout(() => location.replace(href), RELOAD_AFTER_LOGIN_MS);
  };

  return (
    <div className="mx-auto max-w-[920px]" data-testid="login-page">
      <div className="overflow-hidden rounded-2xl border border-line-strong bg-surface shadow-2xl lg:grid lg:grid-cols-[360px_minmax(0,1fr)]">
        <SignInArt />
        <div className="p-5 sm:p-8">
          <SignInPanel
            tab={params.get('tab') === 'register' ? 'register' : 'signIn'}
            onNavigate={() => {}}
            onToken={onToken}
          />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 px-1 text-sm text-muted">
        {target === '/' ? (
          <span />
        ) : (
          <p className="flex items-center gap-2">
            <Icon name="arrowRight" className="shrink-0 text-accent-2" />
            {t('page.returnNote')}
          </p>
        )}
        <Link to={target} className="font-semibold text-accent-2 underline-offset-2 hover:underline">
          {t('page.back')}
        </Link>
      </div>
    </div>
  );
}
