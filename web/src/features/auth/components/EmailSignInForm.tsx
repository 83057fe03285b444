import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/toast-store';
import { requestCaptcha } from '../../../lib/captcha';
import { md5 } from '../../../lib/md5';
import { storedReferralCode } from '../../../lib/session';
import { finishLogin } from '../../../lib/user';
import { emailLogin } from '../api/auth';
import { type AuthField, validateSignIn } from '../lib/validation';
import { PasswordField, TermsCheckbox, TextField } from './fields';
import { reportFailure, reportProblem } from './form-helpers';

/** E-mail sign-in (tab 0): terms → e-mail → password → captcha → POST /api/email/login. */
export function EmailSignInForm({
  email,
  onEmailChange,
  terms,
  onTermsChange,
  onForgot,
  onNavigate,
  onToken = finishLogin,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  terms: boolean;
  onTermsChange: (terms: boolean) => void;
  onForgot: () => void;
  onNavigate: () => void;
  /** What to do with the session token; default: keep it and reload (spec §4). */
  onToken?: (token: string) => void;
}) {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<AuthField | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    const problem = validateSignIn({ terms, email, password });
    setInvalid(problem?.field ?? null);
    if (problem) return reportProblem(formRef.current, problem);
    setBusy(true);
    try {
      const pass = await requestCaptcha();
      const { token } = await emailLogin({
        email: email.trim(),
        password: md5(password),
        check: true,
        captchaVerification: pass.captchaVerification,
        extension_code: storedReferralCode() ?? undefined,
      });
      toast.success(t('result.signIn'));
      onToken(token);
    } catch (error) {
      setBusy(false);
      reportFailure(error);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-3.5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        name="email"
        type="email"
        icon="mail"
        label={t('layer.fields.email')}
        placeholder={t('layer.placeholders.email')}
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        value={email}
        invalid={invalid === 'email'}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <div>
        <PasswordField
          name="password"
          label={t('layer.fields.password')}
          placeholder={t('layer.placeholders.password')}
          autoComplete="current-password"
          value={password}
          invalid={invalid === 'password'}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="mt-1.5 text-right">
          <button
            type="button"
            onClick={onForgot}
            className="text-xs font-semibold text-muted underline-offset-2 hover:text-accent-2 hover:underline"
          >
            {t('layer.forgot')}
          </button>
        </div>
      </div>
      <TermsCheckbox checked={terms} onChange={onTermsChange} invalid={invalid === 'terms'} onNavigate={onNavigate} />
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-testid="signin-submit">
        {busy ? t('layer.working') : t('layer.submit.signIn')}
      </Button>
    </form>
  );
}
