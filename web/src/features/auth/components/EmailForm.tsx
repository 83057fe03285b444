import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/toast-store';
import { requestCaptcha } from '../../../lib/captcha';
import { md5 } from '../../../lib/md5';
import { storedReferralCode } from '../../../lib/session';
import { finishLogin } from '../../../lib/user';
import { emailForget, emailLogin, emailRegister } from '../api/auth';
import { type AuthField, validateCodeForm, validateSignIn } from '../lib/validation';
import { PasswordField, TermsCheckbox, TextField } from './fields';
import { focusField, reportFailure, reportProblem } from './form-helpers';
import { SendCodeButton } from './SendCodeButton';

export type EmailFormMode = 'signIn' | 'register' | 'forgot';

type Values = {
  username: string;
  email_code: string;
  password: string;
  password_confirmation: string;
  extension_code: string;
};

/**
 * The e-mail forms of the sign-in layer (spec §4): sign-in (tab 0: e-mail, password, terms, captcha), register
 * (tab 1: username, e-mail, code, passwords, invitation code, terms) and forgot-password (e-mail, code, new
 * passwords). Sign-in and register answer a session token; forgot goes back to sign-in.
 */
export function EmailForm({
  mode,
  email,
  onEmailChange,
  terms,
  onTermsChange,
  onForgot,
  onReset,
  onNavigate,
  onToken = finishLogin,
}: {
  mode: EmailFormMode;
  email: string;
  onEmailChange: (email: string) => void;
  terms: boolean;
  onTermsChange: (terms: boolean) => void;
  /** Sign-in's "Forgot password?". */
  onForgot: () => void;
  /** After a successful password change: back to sign-in. */
  onReset: () => void;
  onNavigate: () => void;
  /** What to do with the session token; default: keep it and reload (spec §4). */
  onToken?: (token: string) => void;
}) {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({
    username: '',
    email_code: '',
    password: '',
    password_confirmation: '',
    extension_code: storedReferralCode() ?? '',
  });
  const [invalid, setInvalid] = useState<AuthField | null>(null);
  const [busy, setBusy] = useState(false);
  const signIn = mode === 'signIn';
  const register = mode === 'register';

  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });

  const submit = async () => {
    if (busy) return;
    const problem =
      mode === 'signIn'
        ? validateSignIn({ terms, email, password: values.password })
        : validateCodeForm(mode, { ...values, terms, email });
    setInvalid(problem?.field ?? null);
    if (problem) return reportProblem(formRef.current, problem);
    setBusy(true);
    try {
      const token = await send(mode, email, values);
      toast.success(t(`result.${mode}`));
      if (token !== null) return onToken(token);
      setBusy(false);
      onReset();
    } catch (error) {
      setBusy(false);
      reportFailure(error);
    }
  };

  const emailField = (
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
  );
  const termsBox = (
    <TermsCheckbox checked={terms} onChange={onTermsChange} invalid={invalid === 'terms'} onNavigate={onNavigate} />
  );

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
      {register ? (
        <TextField
          name="username"
          icon="user"
          label={t('layer.fields.username')}
          placeholder={t('layer.placeholders.username')}
          autoComplete="username"
          maxLength={20}
          value={values.username}
          invalid={invalid === 'username'}
          onChange={set('username')}
        />
      ) : null}
      {emailField}
      {signIn ? (
        <>
          <div>
            <PasswordField
              name="password"
              label={t('layer.fields.password')}
              placeholder={t('layer.placeholders.password')}
              autoComplete="current-password"
              value={values.password}
              invalid={invalid === 'password'}
              onChange={set('password')}
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
          {termsBox}
        </>
      ) : (
        <>
          <TextField
            name="email_code"
            icon="key"
            label={t('layer.fields.code')}
            placeholder={t('layer.placeholders.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={values.email_code}
            invalid={invalid === 'email_code'}
            onChange={set('email_code')}
            addon={
              <SendCodeButton
                email={email}
                onInvalidEmail={() => {
                  setInvalid('email');
                  focusField(formRef.current, 'email');
                }}
              />
            }
          />
          <div className="grid gap-3.5 sm:grid-cols-2 sm:gap-3">
            <PasswordField
              name="password"
              label={register ? t('layer.fields.password') : t('layer.fields.newPassword')}
              placeholder={t('layer.placeholders.password')}
              autoComplete="new-password"
              value={values.password}
              invalid={invalid === 'password'}
              onChange={set('password')}
            />
            <PasswordField
              name="password_confirmation"
              label={t('layer.fields.confirm')}
              placeholder={t('layer.placeholders.confirm')}
              autoComplete="new-password"
              value={values.password_confirmation}
              invalid={invalid === 'password_confirmation'}
              onChange={set('password_confirmation')}
            />
          </div>
        </>
      )}
      {register ? (
        <>
          <TextField
            name="extension_code"
            icon="ticket"
            label={t('layer.fields.invite')}
            placeholder={t('layer.placeholders.invite')}
            autoComplete="off"
            maxLength={32}
            value={values.extension_code}
            onChange={set('extension_code')}
          />
          {termsBox}
        </>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-testid="signin-submit">
        {busy ? t('layer.working') : t(`layer.submit.${mode}`)}
      </Button>
    </form>
  );
}

/** Sends the form; answers the session token of a sign-in or registration, null after a password change. */
async function send(mode: EmailFormMode, email: string, values: Values): Promise<string | null> {
  const password = md5(values.password);
  if (mode === 'signIn') {
    const pass = await requestCaptcha();
    const { token } = await emailLogin({
      email: email.trim(),
      password,
      check: true,
      captchaVerification: pass.captchaVerification,
      extension_code: storedReferralCode() ?? undefined,
    });
    return token;
  }
  const common = {
    email: email.trim(),
    email_code: values.email_code.trim(),
    password,
    password_confirmation: md5(values.password_confirmation),
  };
  if (mode === 'register') {
    const referral = values.extension_code.trim();
    const { token } = await emailRegister({
      ...common,
      username: values.username.trim(),
      extension_code: referral || undefined,
    });
    return token;
  }
  await emailForget(common);
  return null;
}
