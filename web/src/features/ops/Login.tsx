import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { setOpsToken } from './api';
import { OPS_KEY, useOpsMutation } from './hooks';
import { ErrorText, Field, Input } from './ui';

/** The operator sign-in: e-mail, password and the 6-digit code of the authenticator app. */
export function Login() {
  const { t } = useTranslation('ops');
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const login = useOpsMutation('login', {
    refresh: [],
    onSuccess: (data) => {
      client.setQueryData([OPS_KEY, 'me', {}], data.operator);
      setOpsToken(data.token);
    },
  });
  const codeValid = /^\d{6}$/.test(totp);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!codeValid || login.isPending) return;
    login.mutate({ body: { email, password, totp } });
  };

  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <form
        data-testid="ops-login"
        onSubmit={submit}
        className="w-full max-w-sm rounded-2xl border border-line-strong bg-surface p-6 shadow-2xl motion-safe:animate-fade-up"
        aria-labelledby="ops-login-title"
      >
        <p className="flex items-center gap-2 text-xs font-bold uppercase tracking-[0.2em] text-accent-2">
          <Icon name="shield" />
          {t('brand')}
        </p>
        <h1 id="ops-login-title" className="mt-2 font-display text-3xl font-bold uppercase tracking-wide">
          {t('login.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{t('login.subtitle')}</p>
        <div className="mt-5 space-y-3">
          <Field label={t('login.email')}>
            <Input
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              data-testid="ops-login-email"
            />
          </Field>
          <Field label={t('login.password')}>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="ops-login-password"
            />
          </Field>
          <Field label={t('login.totp')} hint={t('login.totpHint')}>
            <Input
              name="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              value={totp}
              onChange={(e) => setTotp(e.target.value.replace(/\D/g, '').slice(0, 6))}
              className="font-mono tracking-[0.4em]"
              data-testid="ops-login-totp"
            />
          </Field>
        </div>
        <ErrorText error={login.error} />
        <Button
          type="submit"
          size="lg"
          className="mt-5 w-full"
          disabled={login.isPending || !codeValid}
          data-testid="ops-login-submit"
        >
          <Icon name="lock" />
          {login.isPending ? t('working') : t('login.submit')}
        </Button>
      </form>
    </main>
  );
}
