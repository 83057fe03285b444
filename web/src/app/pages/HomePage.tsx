import { useTranslation } from 'react-i18next';
import { AnnouncementAutoOpen } from '../../features/announcements/components/AnnouncementAutoOpen';
import { BannerCarousel } from '../../features/banners/components/BannerCarousel';
import { CaseShowcase } from '../../features/cases/components/CaseShowcase';
import { FirstRechargeBanner } from '../../features/payments/components/FirstRechargeBanner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';
import { useLayoutActions } from '../layout/layout-actions';
import { FairStrip } from './home/FairStrip';
import { FeatureTiles } from './home/FeatureTiles';
import { HeroSide } from './home/HeroSide';

export function HomePage() {
  const { t } = useTranslation('home');
  const { showUpgrade } = useLayoutActions();
  const { profile } = useUser();
  useDocumentTitle();
  return (
    <div className="space-y-4 sm:space-y-5">
      <h1 className="sr-only">{t('title')}</h1>
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_320px] xl:grid-cols-[minmax(0,1fr)_360px]">
        <BannerCarousel />
        <HeroSide />
      </div>
      <FirstRechargeBanner profile={profile} />
      <FeatureTiles showUpgrade={showUpgrade} />
      <CaseShowcase />
      <FairStrip />
      <AnnouncementAutoOpen />
    </div>
  );
}
