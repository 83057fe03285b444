import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icons';
import { builtOnly, type Feature } from '../../../lib/features';

interface HotEvent {
  key: string;
  to: string;
  icon: IconName;
  from: string;
  to2: string;
  feature: Feature;
}

/** The five hot events (spec §9), each shown once its feature is built. Labels: `layout:hotEvents.<key>`. */
const HOT_EVENTS: HotEvent[] = builtOnly<HotEvent>([
  { key: 'groupGrab', to: '/event/groupgrab', icon: 'users', from: '#ff8a1f', to2: '#eb4b4b', feature: 'groupGrab' },
  { key: 'cards', to: '/event/cards', icon: 'cards', from: '#8847ff', to2: '#d32ce6', feature: 'cards' },
  { key: 'snow', to: '/event/snow', icon: 'snowflake', from: '#5e98d9', to2: '#4b69ff', feature: 'snow' },
  { key: 'coupon', to: '/event/coupon', icon: 'ticket', from: '#e4ae39', to2: '#ff8a1f', feature: 'coupon' },
  { key: 'check', to: '/event/check', icon: 'calendarCheck', from: '#1fb86a', to2: '#0f8f7a', feature: 'checkIn' },
]);

export function HotEvents() {
  const { t } = useTranslation('layout');
  if (HOT_EVENTS.length === 0) return null;
  return (
    <nav aria-label={t('hotEvents.label')} data-testid="hot-events" className="mb-4">
      <ul className="scrollbar-none -mx-3 flex snap-x gap-2 overflow-x-auto px-3 sm:mx-0 sm:grid sm:grid-cols-5 sm:px-0">
        {HOT_EVENTS.map((event) => (
          <li key={event.key} className="w-[58vw] max-w-[240px] shrink-0 snap-start sm:w-auto sm:max-w-none">
            <Link
              to={event.to}
              className="group relative flex h-14 items-center gap-3 overflow-hidden rounded-xl border border-line bg-surface px-3 transition hover:border-line-strong"
            >
              <span
                aria-hidden="true"
                className="absolute inset-y-0 left-0 w-24 opacity-25 transition-opacity group-hover:opacity-45"
                style={{ background: `linear-gradient(90deg, ${event.from}, transparent)` }}
              />
              <span
                className="relative grid size-9 shrink-0 place-items-center rounded-lg text-lg text-white shadow-lg transition-transform group-hover:scale-110"
                style={{ background: `linear-gradient(135deg, ${event.from}, ${event.to2})` }}
              >
                <Icon name={event.icon} />
              </span>
              <span className="relative min-w-0">
                <span className="block truncate text-sm font-bold text-text">{t(`hotEvents.${event.key}.title`)}</span>
                <span className="block truncate text-[11px] text-muted">{t(`hotEvents.${event.key}.hint`)}</span>
              </span>
              <Icon name="chevronRight" className="relative ml-auto hidden shrink-0 text-muted xl:block" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
