import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/icons';
import { forgetLogin } from '../../../lib/user';
import { useLogoutAll } from '../api/account';
import { SettingCard } from './SettingCard';

/** "Sign out of all devices", behind a confirmation; ends this session too, then reloads. */
export function SecurityCard() {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  const logoutAll = useLogoutAll();

  const confirm = () => {
    if (logoutAll.isPending) return;
    logoutAll.mutate(undefined, {
      onSuccess: () => {
        forgetLogin();
        location.reload();
      },
    });
  };

  return (
    <SettingCard
      id="security-title"
      icon="shield"
      color="#ff5d5d"
      title={t('my.security.title')}
      body={t('my.security.body')}
    >
      <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="logout-all">
        <Icon name="logout" className="text-danger" />
        {t('my.security.signOutAll')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('my.security.confirmTitle')}
        description={t('my.security.confirmBody')}
        testId="logout-all-dialog"
      >
        <div className="mt-6 grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('my.security.cancel')}
          </Button>
          <Button
            onClick={confirm}
            disabled={logoutAll.isPending}
            className="bg-none bg-danger text-white shadow-none hover:brightness-110"
          >
            {t('my.security.confirm')}
          </Button>
        </div>
      </Dialog>
    </SettingCard>
  );
}
