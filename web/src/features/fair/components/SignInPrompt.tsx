import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { requestSignIn } from '../../../lib/sign-in';

/** Visitors can verify any roll, but their own seeds and log need an account. */
export function SignInPrompt({ body }: { body: string }) {
  const { t } = useTranslation('fair');
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
      <span className="grid size-12 place-items-center rounded-2xl border border-line-strong bg-surface-2 text-xl text-muted">
        <Icon name="lock" />
      </span>
      <p className="max-w-sm text-sm text-muted">{body}</p>
      <Button variant="primary" onClick={() => requestSignIn('signIn')}>
        <Icon name="user" />
        {t('signIn')}
      </Button>
    </div>
  );
}
