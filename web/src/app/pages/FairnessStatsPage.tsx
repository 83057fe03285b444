import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';
import { Icon } from '../../components/ui/icons';
import { RtpSection } from '../../features/trust/components/RtpSection';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** `/fairness/stats` (issue 24): realised against published RTP for every case and game, sortable, live. */
export default function FairnessStatsPage() {
  const { t } = useTranslation('trust');
  useDocumentTitle(t('rtp.title'));
  return (
    <div className="space-y-4" data-testid="fairness-stats-page">
      <Card className="p-4 sm:p-6">
        <p className="flex items-center gap-2 text-[11px] font-bold uppercase tracking-wider text-money">
          <Icon name="percent" />
          {t('kicker')}
        </p>
        <h1 className="mt-1 font-display text-3xl font-bold uppercase tracking-wide">{t('rtp.title')}</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted">{t('rtp.body')}</p>
        <div className="mt-3 flex flex-wrap gap-4 text-sm font-bold">
          <Link to="/trust" className="text-money hover:underline">
            {t('title')}
          </Link>
          <Link to="/provablyfair" className="text-accent-2 hover:underline">
            {t('links.fair')}
          </Link>
        </div>
      </Card>
      <Card className="p-4 sm:p-6">
        <RtpSection />
      </Card>
    </div>
  );
}
