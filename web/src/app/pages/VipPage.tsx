import { useTranslation } from 'react-i18next';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon, type IconName } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { UserAvatar } from '../../features/account/components/UserAvatar';
import { useVip } from '../../features/vip/api/vip';
import { RakebackCard } from '../../features/vip/components/RakebackCard';
import { VipBoxes } from '../../features/vip/components/VipBoxes';
import { VipLevelsTable } from '../../features/vip/components/VipLevelsTable';
import { VipProgressCard } from '../../features/vip/components/VipProgressCard';
import { VipTasks } from '../../features/vip/components/VipTasks';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

const HOW: Array<{ key: string; icon: IconName }> = [
  { key: 'deposit', icon: 'wallet' },
  { key: 'reward', icon: 'gift' },
  { key: 'colour', icon: 'crown' },
];

/**
 * `/vip`: the player's level and progress, the day's and week's tasks, the level boxes, then every level and what it
 * unlocks; visitors get a prompt (tasks and boxes shown locked).
 */
export default function VipPage() {
  const { t } = useTranslation('vip');
  const { profile, status } = useUser();
  useDocumentTitle(t('title'));
  const userId = status === 'anon' ? null : (profile?.id ?? null);
  const vip = useVip(userId);
  const info = vip.data ?? null;

  return (
    <div className="space-y-4" data-testid="vip-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-contraband/15 text-xl text-contraband">
            <Icon name="crown" />
          </span>
          {t('title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('subtitle')}</p>
      </header>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-4">
          {vip.isPending ? (
            <Skeleton className="h-48 rounded-[var(--radius-card)]" />
          ) : info && profile ? (
            <VipProgressCard info={info} name={profile.name} avatar={<UserAvatar profile={profile} size="lg" />} />
          ) : (
            <GuestPrompt />
          )}
          <VipTasks userId={userId} />
          <VipBoxes userId={userId} />
          <section aria-labelledby="vip-levels">
            <h2 id="vip-levels" className="mb-3 font-display text-xl font-bold uppercase tracking-wide">
              {t('levels.title')}
            </h2>
            {vip.isPending ? (
              <Skeleton className="h-96 rounded-[var(--radius-card)]" />
            ) : info ? (
              <VipLevelsTable levels={info.levels} current={profile ? info.level : null} paid={info.paid} />
            ) : (
              <p className="rounded-[var(--radius-card)] border border-line bg-surface px-4 py-8 text-center text-sm text-muted">
                {t('levels.unavailable')}
              </p>
            )}
          </section>
        </div>
        <div className="space-y-4">
          {profile ? <RakebackCard /> : null}
          <aside className="rounded-[var(--radius-card)] border border-line bg-surface p-5">
            <h2 className="font-display text-lg font-bold uppercase tracking-wide">{t('how.title')}</h2>
            <ul className="mt-3 space-y-3">
              {HOW.map((item) => (
                <li key={item.key} className="flex gap-3 text-sm text-muted">
                  <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-contraband/12 text-contraband">
                    <Icon name={item.icon} />
                  </span>
                  {t(`how.${item.key}`)}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </div>
  );
}

function GuestPrompt() {
  const { t } = useTranslation('vip');
  return (
    <GuestBanner
      tone="contraband"
      title={t('guest.title')}
      body={t('guest.body')}
      action={t('guest.action')}
      onAction={() => requestSignIn()}
      testId="vip-sign-in"
    />
  );
}
