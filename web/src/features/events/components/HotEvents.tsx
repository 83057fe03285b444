import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { useUser } from '../../../lib/user';
import { useEvents } from '../api/events';

const HOT = 5;
/** Keys of the loading placeholders, one per tile. */
const PLACEHOLDERS = ['p1', 'p2', 'p3', 'p4', 'p5'];
const TILE = 'h-14 w-[58vw] max-w-[240px] shrink-0 snap-start sm:w-auto sm:max-w-none';

/**
 * The hot-events strip (spec §9): the five running events the engine ranks first (`GET /api/events`, by priority),
 * each with its picture, title and description, linking to its page. Placeholders keep its height while it loads.
 */
export function HotEvents() {
  const { t } = useTranslation('layout');
  const { profile } = useUser();
  const events = useEvents(profile?.id ?? null);
  if (events.isError) return null;
  const list = events.data?.list.slice(0, HOT);
  if (list?.length === 0) return null;
  return (
    <nav aria-label={t('hotEvents.label')} data-testid="hot-events" className="mb-4">
      <ul className="scrollbar-none -mx-3 flex snap-x gap-2 overflow-x-auto px-3 sm:mx-0 sm:grid sm:grid-cols-5 sm:px-0">
        {list
          ? list.map((event) => (
              <li key={event.key} className={TILE} data-event={event.key}>
                <Link
                  to={event.path}
                  className="group relative flex h-14 items-center gap-3 overflow-hidden rounded-xl border border-line bg-surface px-3 transition hover:border-line-strong"
                >
                  <span
                    aria-hidden="true"
                    className="absolute inset-y-0 left-0 w-24 bg-gradient-to-r from-accent/25 to-transparent transition-opacity group-hover:opacity-80"
                  />
                  <img
                    src={event.picture}
                    alt=""
                    width={36}
                    height={36}
                    className="relative size-9 shrink-0 rounded-lg object-cover shadow-lg transition-transform group-hover:scale-110 motion-reduce:transition-none"
                  />
                  <span className="relative min-w-0">
                    <span className="block truncate text-sm font-bold text-text">{event.title}</span>
                    <span className="block truncate text-[11px] text-muted">{event.description}</span>
                  </span>
                  <Icon name="chevronRight" className="relative ml-auto hidden shrink-0 text-muted xl:block" />
                </Link>
              </li>
            ))
          : PLACEHOLDERS.map((key) => (
              <li key={key} aria-hidden="true" className={`${TILE} rounded-xl border border-line bg-surface/60`} />
            ))}
      </ul>
    </nav>
  );
}
