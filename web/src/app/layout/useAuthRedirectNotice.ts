import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../components/ui/toast-store';
import { loadProfile } from '../../lib/user';

/** Codes the Steam redirect sends back as `?auth_error=` (contract STEAM_AUTH_ERRORS + rate limiting). */
const AUTH_ERRORS = [
  'terms_required',
  'captcha_failed',
  'steam_failed',
  'steam_linked_elsewhere',
  'not_logged_in',
  'rate_limited',
] as const;
type AuthError = (typeof AUTH_ERRORS)[number];

const isAuthError = (value: string | null): value is AuthError =>
  value !== null && (AUTH_ERRORS as readonly string[]).includes(value);

/**
 * Turns the Steam redirect's query into a toast, then removes it from the address:
 * `?auth_error=<code>` → error toast; `/my?steam_linked=1` → success toast and a fresh profile.
 */
export function useAuthRedirectNotice(): void {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const error = params.get('auth_error');
  const linked = params.get('steam_linked');

  useEffect(() => {
    if (error === null && linked === null) return;
    if (error !== null) toast.error(isAuthError(error) ? t(`auth:steamError.${error}`) : t('errors:generic'));
    else if (linked === '1') {
      toast.success(t('account:my.steam.success'));
      void loadProfile();
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('auth_error');
        next.delete('steam_linked');
        return next;
      },
      { replace: true },
    );
  }, [error, linked, setParams, t]);
}
