import { type ComponentType, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { requestCaptcha } from '../../../lib/captcha';
import { storedReferralCode } from '../../../lib/session';
import type { SignInTab } from '../../../lib/sign-in';
import { openSteamWindow, steamAuthUrl } from '../lib/steam';
import { EmailForm } from './EmailForm';
import { reportFailure } from './form-helpers';

type Mode = SignInTab | 'forgot';
const TABS: SignInTab[] = ['signIn', 'register'];

type TextSlot = ComponentType<{ className?: string; children?: ReactNode }>;
const Heading: TextSlot = ({ className, children }) => <h1 className={className}>{children}</h1>;
const Paragraph: TextSlot = ({ className, children }) => <p className={className}>{children}</p>;

/**
 * The forms of the sign-in layer (spec §2, §4): tab 0 sign in, tab 1 register, forgot-password
 * reusing the register form, and Steam. Shared by the dialog (its title slots are the dialog's) and
 * the `/login` page (a heading), which also decides what happens with the session token.
 */
export function SignInPanel({
  tab,
  onNavigate,
  onToken,
  Title = Heading,
  Description = Paragraph,
}: {
  tab: SignInTab;
  /** A link inside the forms (terms, privacy) was followed. */
  onNavigate: () => void;
  onToken?: (token: string) => void;
  Title?: TextSlot;
  Description?: TextSlot;
}) {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<Mode>(tab);
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  const [steamBusy, setSteamBusy] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  const steam = async () => {
    if (steamBusy) return;
    if (!terms) {
      toast.error(t('validation.terms'));
      rootRef.current?.querySelector<HTMLInputElement>('[name="terms"]')?.focus();
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
    <div ref={rootRef}>
      <Title className="pr-10 font-display text-2xl font-bold uppercase tracking-wide sm:text-[28px]">
        {forgot ? t('layer.forgotTitle') : t('layer.title')}
      </Title>
      <Description className="mt-1 text-sm text-muted">
        {forgot ? t('layer.forgotSubtitle') : t('layer.subtitle')}
      </Description>

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
        <EmailForm
          key={mode}
          mode={mode}
          email={email}
          onEmailChange={setEmail}
          terms={terms}
          onTermsChange={setTerms}
          onForgot={() => setMode('forgot')}
          onReset={() => setMode('signIn')}
          onNavigate={onNavigate}
          onToken={onToken}
        />
      </div>
    </div>
  );
}
