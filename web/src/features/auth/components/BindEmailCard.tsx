import type { Profile } from '@dropforge/shared/contract';
import { authRoutes } from '@dropforge/shared/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { call } from '../../../lib/client';
import { setProfile } from '../../../lib/user';
import { isEmail } from '../lib/validation';
import { TextField } from './fields';
import { SendCodeButton } from './SendCodeButton';

/**
 * `/my` for an account without an e-mail (signed in with Steam): add one with the code mailed to it
 * (`POST /api/user/bind_email`). It completes the guidance checklist's e-mail step.
 */
export function BindEmailCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['onboarding', 'auth']);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<'email' | 'code' | null>(null);
  const bind = useMutation({
    mutationFn: () => call(authRoutes.bindEmail, { body: { email: email.trim(), email_code: code.trim() } }),
    onSuccess: (next) => {
      setProfile(next);
      toast.success(t('bind.done'));
    },
    onError: (error) => toast.error(error.message || t('bind.failed')),
  });
  if (profile.email) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bind.isPending) return;
    if (!isEmail(email)) {
      setInvalid('email');
      return toast.error(t('auth:validation.email'));
    }
    if (!/^\d{6}$/.test(code.trim())) {
      setInvalid('code');
      return toast.error(t('auth:validation.code'));
    }
    setInvalid(null);
    bind.mutate();
  };

  return (
    <Card className="p-5" role="region" aria-labelledby="bind-email-title" data-testid="bind-email">
      <div className="flex items-start gap-3.5">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-xl text-accent-2 ring-1 ring-accent/30">
          <Icon name="mail" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="bind-email-title" className="font-display text-lg font-bold uppercase tracking-wide">
            {t('bind.title')}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('bind.body')}</p>
        </div>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,220px)_auto] sm:items-end"
      >
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth:layer.fields.email')}
          placeholder={t('auth:layer.placeholders.email')}
          icon="mail"
          value={email}
          invalid={invalid === 'email'}
          onChange={(e) => setEmail(e.target.value)}
          addon={<SendCodeButton email={email} onInvalidEmail={() => setInvalid('email')} />}
        />
        <TextField
          name="email_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          label={t('auth:layer.fields.code')}
          placeholder={t('auth:layer.placeholders.code')}
          icon="key"
          value={code}
          invalid={invalid === 'code'}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" size="md" disabled={bind.isPending} data-testid="bind-email-submit">
          {t('bind.submit')}
        </Button>
      </form>
    </Card>
  );
}
