import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/toast-store';
import { md5 } from '../../../lib/md5';
import { storedReferralCode } from '../../../lib/session';
import { finishLogin } from '../../../lib/user';
import { emailForget, emailRegister } from '../api/auth';
import { type AuthField, type CodeForm, validateCodeForm } from '../lib/validation';
import { PasswordField, TermsCheckbox, TextField } from './fields';
import { focusField, reportFailure, reportProblem } from './form-helpers';
import { SendCodeButton } from './SendCodeButton';

/**
 * Register (tab 1) and forgot-password share this form (spec §4); forgot hides the username,
 * the invitation code and the terms box, and has its own submit button.
 */
export function EmailCodeForm({
  mode,
  email,
  onEmailChange,
  terms,
  onTermsChange,
  onReset,
  onNavigate,
  onToken = finishLogin,
}: {
  mode: 'register' | 'forgot';
  email: string;
  onEmailChange: (email: string) => void;
  terms: boolean;
  onTermsChange: (terms: boolean) => void;
  /** After a successful password change: back to sign-in. */
  onReset: () => void;
  onNavigate: () => void;
  /** What to do with the session token; default: keep it and reload (spec §4). */
  onToken?: (token: string) => void;
}) {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({
    username: '',
    email_code: '',
    password: '',
    password_confirmation: '',
    extension_code: storedReferralCode() ?? '',
  });
  const [invalid, setInvalid] = useState<AuthField | null>(null);
  const [busy, setBusy] = useState(false);
  const register = mode === 'register';

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });

  const submit = async () => {
    if (busy) return;
    const form: CodeForm = { ...values, terms, email };
    const problem = validateCodeForm(mode, form);
    setInvalid(problem?.field ?? null);
    if (problem) return reportProblem(formRef.current, problem);
    setBusy(true);
    const common = {
      email: email.trim(),
      email_code: values.email_code.trim(),
      password: md5(values.password),
      password_confirmation: md5(values.password_confirmation),
    };
    try {
      if (register) {
        const referral = values.extension_code.trim();
        const { token } = await emailRegister({
          ...common,
          username: values.username.trim(),
          extension_code: referral || undefined,
        });
        toast.success(t('result.register'));
        onToken(token);
        return;
      }
      await emailForget(common);
      toast.success(t('result.forgot'));
      setBusy(false);
      onReset();
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
          <TermsCheckbox
            checked={terms}
            onChange={onTermsChange}
            invalid={invalid === 'terms'}
            onNavigate={onNavigate}
          />
        </>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-testid="signin-submit">
        {busy ? t('layer.working') : register ? t('layer.submit.register') : t('layer.submit.forgot')}
      </Button>
    </form>
  );
}
