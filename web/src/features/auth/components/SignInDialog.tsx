import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { requestCaptcha } from '../../../lib/captcha';
import { storedReferralCode } from '../../../lib/session';
import type { SignInTab } from '../../../lib/sign-in';
import { LOGIN_EVENT } from '../../../lib/user';
import { openSteamWindow, steamAuthUrl } from '../lib/steam';
import { EmailCodeForm } from './EmailCodeForm';
import { EmailSignInForm } from './EmailSignInForm';
import { reportFailure } from './form-helpers';
import { SignInArt } from './SignInArt';

type Mode = SignInTab | 'forgot';
const TABS: SignInTab[] = ['signIn', 'register'];

/**
 * The sign-in layer (spec §2, §4): tab 0 sign in, tab 1 register, forgot-password reusing the
 * register form. A centred two-column dialog on desktop, a bottom sheet on phones.
 */
export default function SignInDialog({
  open,
  onOpenChange,
  tab,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: SignInTab;
}) {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<Mode>(tab);
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  const [steamBusy, setSteamBusy] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const close = () => onOpenChange(false);

  useEffect(() => {
    if (open) setMode(tab);
  }, [open, tab]);

  // The Steam popup signed in (lib/user fired `login` after fetching the profile).
  useEffect(() => {
    const onLogin = () => {
      toast.success(t('result.signIn'));
      onOpenChange(false);
    };
    window.addEventListener(LOGIN_EVENT, onLogin);
    return () => window.removeEventListener(LOGIN_EVENT, onLogin);
  }, [onOpenChange, t]);

  const steam = async () => {
    if (steamBusy) return;
    if (!terms) {
      toast.error(t('validation.terms'));
      contentRef.current?.querySelector<HTMLInputElement>('[name="terms"]')?.focus();
      return;
    }
    setSteamBusy(true);
    try {
      const pass = await requestCaptcha();
      openSteamWindow(steamAuthUrl(pass, storedReferralCode()));
    } catch (error) {
      reportFailure(error);
    } finally {
      setSteamBusy(false);
    }
  };

  const forgot = mode === 'forgot';
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-[#04060bcc] backdrop-blur-sm motion-safe:animate-[fade-up_0.2s_ease-out]" />
        <RadixDialog.Content
          ref={contentRef}
          data-testid="signin-layer"
          className={cx(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl border border-line-strong bg-surface shadow-2xl motion-safe:animate-fade-up',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(94vw,480px)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            'lg:grid lg:w-[min(94vw,920px)] lg:grid-cols-[360px_minmax(0,1fr)] lg:overflow-hidden',
          )}
        >
          <SignInArt />
          <div className="p-5 sm:p-7 lg:max-h-[92dvh] lg:overflow-y-auto">
            <div className="mx-auto mb-4 h-1 w-10 rounded-full bg-line-strong sm:hidden" aria-hidden="true" />
            <RadixDialog.Title className="pr-10 font-display text-2xl font-bold uppercase tracking-wide sm:text-[28px]">
              {forgot ? t('layer.forgotTitle') : t('layer.title')}
            </RadixDialog.Title>
            <RadixDialog.Description className="mt-1 text-sm text-muted">
              {forgot ? t('layer.forgotSubtitle') : t('layer.subtitle')}
            </RadixDialog.Description>

            {forgot ? (
              <button
                type="button"
                onClick={() => setMode('signIn')}
                className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-2 hover:underline"
              >
                <Icon name="chevronLeft" />
                {t('layer.backToSignIn')}
              </button>
            ) : (
              <>
                <div role="tablist" className="mt-5 grid grid-cols-2 gap-1 rounded-xl bg-bg p-1">
                  {TABS.map((value) => (
                    <button
                      key={value}
                      type="button"
                      role="tab"
                      data-testid={value === 'signIn' ? 'signin-tab' : 'register-tab'}
                      aria-selected={mode === value}
                      onClick={() => setMode(value)}
                      className={cx(
                        'h-10 rounded-lg text-sm font-bold uppercase tracking-wide transition',
                        mode === value
                          ? 'bg-surface-3 text-text shadow-[inset_0_-2px_0_var(--color-accent)]'
                          : 'text-muted hover:text-text',
                      )}
                    >
                      {t(`layer.tabs.${value}`)}
                    </button>
                  ))}
                </div>
                <button
                  type="button"
                  data-testid="steam-signin"
                  onClick={steam}
                  disabled={steamBusy}
                  className="group mt-4 flex h-12 w-full items-center gap-3 rounded-lg border border-[#66c0f4]/30 bg-gradient-to-r from-[#171d29] via-[#1b2838] to-[#2a475e] px-4 text-left text-sm font-bold text-white transition hover:border-[#66c0f4]/70 hover:brightness-110 disabled:opacity-60"
                >
                  <Icon name="steam" className="text-2xl text-[#66c0f4]" />
                  <span className="flex-1">
                    {t('layer.steam')}
                    <span className="block text-[11px] font-medium text-[#9fb4c9]">{t('layer.steamHint')}</span>
                  </span>
                  <Icon name="arrowRight" className="text-[#66c0f4] transition group-hover:translate-x-0.5" />
                </button>
                <div className="my-4 flex items-center gap-3 text-[11px] font-bold uppercase tracking-wider text-subtle">
                  <span className="h-px flex-1 bg-line" />
                  {t('layer.or')}
                  <span className="h-px flex-1 bg-line" />
                </div>
              </>
            )}

            <div role="tabpanel" className={forgot ? 'mt-4' : undefined}>
              {mode === 'signIn' ? (
                <EmailSignInForm
                  email={email}
                  onEmailChange={setEmail}
                  terms={terms}
                  onTermsChange={setTerms}
                  onForgot={() => setMode('forgot')}
                  onNavigate={close}
                />
              ) : (
                <EmailCodeForm
                  key={mode}
                  mode={mode}
                  email={email}
                  onEmailChange={setEmail}
                  terms={terms}
                  onTermsChange={setTerms}
                  onReset={() => setMode('signIn')}
                  onNavigate={close}
                />
              )}
            </div>
          </div>
          <RadixDialog.Close
            className="absolute top-4 right-4 grid size-9 place-items-center rounded-lg text-lg text-muted transition hover:bg-surface-3 hover:text-text"
            aria-label={t('common:actions.close')}
          >
            <Icon name="close" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
