import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import type { EventSummary } from '../api/events';
import { countdown } from '../lib/countdown';

/** One running event on `/event`: picture, title, what it needs and when it ends. */
export function EventCard({ event, now }: { event: EventSummary; now: number }) {
  const { t } = useTranslation('events');
  const n = event.needs;
  const needs = [
    n.vip_level !== null ? t('needs.vip', { level: n.vip_level }) : null,
    n.deposit_days !== null ? t('needs.deposit', { days: n.deposit_days }) : null,
    n.new_days !== null ? t('needs.new', { days: n.new_days }) : null,
    n.countries ? t('needs.countries', { list: n.countries.join(', ') }) : null,
    n.cost ? t('needs.cost', { amount: n.cost.amount }) : null,
  ].filter((x): x is string => x !== null);
  return (
    <Link
      to={event.path}
      data-testid={`event-${event.key}`}
      className="group flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface transition hover:-translate-y-0.5 hover:border-line-strong focus-visible:outline-2 motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-[2/1] overflow-hidden bg-surface-2">
        <img
          src={event.picture}
          alt=""
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:group-hover:scale-100"
        />
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-md bg-black/55 px-2 py-0.5 text-[11px] font-bold text-white uppercase tracking-wide">
          <Icon name="clock" />
          {event.ends_at ? countdown(event.ends_at, now) : t('list.always')}
        </span>
        {!event.eligible ? (
          <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-md bg-black/55 px-2 py-0.5 text-[11px] font-bold text-white">
            <Icon name="lock" />
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h2 className="font-display text-lg font-bold uppercase tracking-wide">{event.title}</h2>
        <p className="line-clamp-2 text-sm text-muted">{event.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-1.5 pt-1">
          {(needs.length ? needs : [t('needs.none')]).map((need) => (
            <span
              key={need}
              className="rounded border border-line-strong px-1.5 py-0.5 text-[11px] font-semibold text-muted"
            >
              {need}
            </span>
          ))}
          <span className="ml-auto inline-flex items-center gap-1 text-xs font-bold text-accent-2 uppercase">
            {t('list.go')}
            <Icon name="arrowRight" />
          </span>
        </div>
      </div>
    </Link>
  );
}
