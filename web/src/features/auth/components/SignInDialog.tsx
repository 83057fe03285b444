import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import type { SignInTab } from '../../../lib/sign-in';
import { LOGIN_EVENT } from '../../../lib/user';
import { SignInArt } from './SignInArt';
import { SignInPanel } from './SignInPanel';

/**
 * The sign-in layer (spec §2, §4) around the sign-in forms: a centred two-column dialog on desktop,
 * a bottom sheet on phones. The content mounts on each opening (and on a new tab), so it starts on the asked tab.
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

  // The Steam popup signed in (lib/user fired `login` after fetching the profile).
  useEffect(() => {
    const onLogin = () => {
      toast.success(t('result.signIn'));
      onOpenChange(false);
    };
    window.addEventListener(LOGIN_EVENT, onLogin);
    return () => window.removeEventListener(LOGIN_EVENT, onLogin);
  }, [onOpenChange, t]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-[#04060bd9] motion-safe:animate-[fade-up_0.2s_ease-out]" />
        <RadixDialog.Content
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
            <SignInPanel
              key={tab}
              tab={tab}
              onNavigate={() => onOpenChange(false)}
              Title={RadixDialog.Title}
              Description={RadixDialog.Description}
            />
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
