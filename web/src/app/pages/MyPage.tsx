import { LANG_TAGS } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { ReferralCard, SteamCard } from '../../features/account/components/LinkedAccounts';
import { ProfileCard } from '../../features/account/components/ProfileCard';
import { SecurityCard } from '../../features/account/components/SecurityCard';
import { TradeUrlCard } from '../../features/account/components/TradeUrlCard';
import { BindEmailCard } from '../../features/auth/components/BindEmailCard';
import { BackpackPanel } from '../../features/inventory/components/BackpackPanel';
import RealityCheck from '../../features/limits/components/RealityCheck';
import { ResponsibleGaming } from '../../features/limits/components/ResponsibleGaming';

/** The reality-check timer, mounted by the layout for signed-in players through this page's chunk. */
export { RealityCheck };

import { currentLang } from '../../lib/locale';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

/**
 * `/my`: profile, avatar, e-mail, Steam link, trade URL, referral code, sign out everywhere, then the
 * backpack with the sell dialog (`/my?sell=1` opens it) and the withdraw dialog (the trade-URL form inline), then
 * responsible gaming (`/my#responsible-gaming`: deposit limits, breaks, self-exclusion, reality check).
 */
export default function MyPage() {
  const { t } = useTranslation('account');
  const { profile } = useUser();
  useDocumentTitle(t('my.title'));
  // RequireLogin renders this page only with a profile.
  if (!profile) return null;
  return (
    <div data-testid="my-page">
      <h1 className="mb-4 flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
        <span className="grid size-9 place-items-center rounded-lg bg-accent/15 text-xl text-accent-2">
          <Icon name="user" />
        </span>
        {t('my.title')}
      </h1>
      <div className="grid items-start gap-4 lg:grid-cols-[360px_minmax(0,1fr)] xl:grid-cols-[380px_minmax(0,1fr)]">
        <ProfileCard profile={profile} localeTag={LANG_TAGS[currentLang()]} />
        <div className="grid gap-4 xl:grid-cols-2">
          {profile.email ? null : (
            <div className="xl:col-span-2">
              <BindEmailCard profile={profile} />
            </div>
          )}
          <div className="xl:col-span-2">
            <TradeUrlCard profile={profile} />
          </div>
          <SteamCard profile={profile} />
          <ReferralCard profile={profile} />
          <div className="xl:col-span-2">
            <SecurityCard />
          </div>
        </div>
      </div>
      <div className="mt-4">
        <BackpackPanel tradeUrlForm={<TradeUrlCard profile={profile} />} />
      </div>
      <div className="mt-4">
        <ResponsibleGaming />
      </div>
    </div>
  );
}
