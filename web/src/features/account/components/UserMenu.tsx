import type { Profile } from '@dropforge/shared/contract';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icons';
import { builtOnly, type Feature } from '../../../lib/features';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { signOut } from '../../../lib/user';
import { UserAvatar, vipColor } from './UserAvatar';

/** Account dropdown entries (spec §2): my account, history (and withdrawals), promotion, pay, check-in, sign out; entries of unbuilt features are left out. */
const ENTRIES = builtOnly<{ key: string; to: string; icon: IconName; label?: string; feature?: Feature }>([
  { key: 'account', to: '/my', icon: 'user' },
  { key: 'history', to: '/my/history', icon: 'history' },
  { key: 'withdrawals', to: '/my/history/withdrawals', icon: 'external', label: 'layout:menu.items.withdrawals' },
  { key: 'promotion', to: '/my/promotion', icon: 'users', feature: 'partners' },
  {
    key: 'notifications',
    to: '/my/notifications',
    icon: 'bell',
    label: 'notifications:title',
    feature: 'notifications',
  },
  { key: 'pay', to: '/pay', icon: 'wallet' },
  { key: 'checkIn', to: '/my/check', icon: 'calendarCheck', feature: 'checkIn' },
]);

const ITEM =
  'flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm font-semibold text-muted outline-none transition data-[highlighted]:bg-surface-3 data-[highlighted]:text-text';

/**
 * Desktop: the avatar opens the account dropdown. Phones and tablets: the avatar links to /my
 * (spec §2), the slide-out menu holds the rest. Exactly one of the two is rendered, both as `user-menu`.
 */
export function UserMenu({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const desktop = useMediaQuery('(min-width: 1024px)');
  // The avatar's level badge is visible text, so the name says it too (WCAG 2.5.3, label in name).
  const level = t('header.levelShort', { level: profile.svip?.level ?? 0 });
  if (!desktop) {
    return (
      <Link
        to="/my"
        aria-label={`${t('menu.account')}, ${level}`}
        data-testid="user-menu"
        className="grid place-items-center rounded-full p-0.5"
      >
        <UserAvatar profile={profile} />
      </Link>
    );
  }
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        data-testid="user-menu"
        aria-label={`${t('header.menu')}, ${level}`}
        className="inline-flex items-center gap-2 rounded-full py-0.5 pr-2 pl-0.5 transition hover:bg-surface-2 data-[state=open]:bg-surface-2"
      >
        <UserAvatar profile={profile} />
        <Icon name="chevronDown" className="text-sm text-muted" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-line-strong bg-surface-2 p-1.5 shadow-2xl motion-safe:animate-fade-up"
        >
          <div className="flex items-center gap-3 px-2.5 pt-2 pb-3">
            <UserAvatar profile={profile} size="md" />
            <div className="min-w-0">
              <p className="truncate font-bold text-text">{profile.name}</p>
              <p className="text-xs font-bold" style={{ color: vipColor(profile) }}>
                {t('header.level', { level: profile.svip.level })}
              </p>
            </div>
          </div>
          <Menu.Separator className="mx-1 mb-1 h-px bg-line" />
          {ENTRIES.map((entry) => (
            <Menu.Item key={entry.key} asChild>
              <Link to={entry.to} className={ITEM}>
                <Icon name={entry.icon} className="text-base text-accent-2" />
                {t(entry.label ?? `menu.${entry.key}`)}
              </Link>
            </Menu.Item>
          ))}
          <Menu.Separator className="mx-1 my-1 h-px bg-line" />
          <Menu.Item className={ITEM} data-testid="sign-out" onSelect={() => void signOut()}>
            <Icon name="logout" className="text-base text-danger" />
            {t('menu.signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
