import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icons';
import { builtOnly, type Feature } from '../../../lib/features';

interface Tile {
  key: string;
  to: string;
  icon: IconName;
  color: string;
  upgrade?: boolean;
  feature?: Feature;
}

const TILES: Tile[] = builtOnly<Tile>([
  { key: 'battles', to: '/battle', icon: 'swords', color: '#eb4b4b' },
  { key: 'upgrade', to: '/upgrade', icon: 'upgrade', color: '#3ee089', upgrade: true },
  { key: 'mall', to: '/mall', icon: 'store', color: '#4b69ff' },
  { key: 'giveaways', to: '/giveaway', icon: 'gift', color: '#d32ce6', feature: 'giveaways' },
  { key: 'free', to: '/free', icon: 'box', color: '#e4ae39' },
  { key: 'events', to: '/event', icon: 'calendar', color: '#8847ff', feature: 'events' },
]);

/** Full rows whatever the number of built features. */
const COLUMNS: Record<number, string> = { 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4', 5: 'sm:grid-cols-5' };

/** Game modes at a glance: battles, upgrade, mall, giveaways, free case, events (built ones only). */
export function FeatureTiles({ showUpgrade }: { showUpgrade: boolean }) {
  const { t } = useTranslation('home');
  const tiles = TILES.filter((tile) => showUpgrade || !tile.upgrade);
  return (
    <nav aria-label={t('features.label')}>
      <ul className={`grid grid-cols-2 gap-2.5 ${COLUMNS[tiles.length] ?? 'sm:grid-cols-3 xl:grid-cols-6'}`}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link
              to={tile.to}
              className="group relative flex h-full min-h-[116px] flex-col justify-end overflow-hidden rounded-xl border border-line bg-surface p-3.5 transition duration-300 hover:-translate-y-0.5 hover:border-line-strong"
            >
              <div
                aria-hidden="true"
                className="absolute inset-0 opacity-40 transition-opacity duration-300 group-hover:opacity-75"
                style={{ background: `radial-gradient(80% 90% at 100% 0%, ${tile.color}66, transparent 65%)` }}
              />
              <Icon
                name={tile.icon}
                className="absolute top-3 right-3 text-5xl opacity-80 transition-transform duration-300 group-hover:scale-110 group-hover:-rotate-6"
                style={{ color: tile.color }}
              />
              <p className="relative font-display text-lg leading-tight font-bold uppercase tracking-wide">
                {t(`features.${tile.key}.title`)}
              </p>
              <p className="relative mt-0.5 line-clamp-2 text-xs text-muted">{t(`features.${tile.key}.text`)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
