import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { useNow } from '../../../lib/useNow';
import { COUNTDOWN_TICK_MS, countdownParts, pad2 } from '../lib/countdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Days, hours, minutes and seconds to the draw, ticking every 1001 ms; zeros once over or ended. */
export function Countdown({ end, ended, className }: { end: string | null; ended: boolean; className?: string }) {
  const { t } = useTranslation('giveaways');
  const now = useNow(!ended && end !== null, COUNTDOWN_TICK_MS);
  const parts = countdownParts(end, now, ended);
  return (
    <div className={className}>
      <p className="text-[10px] font-bold uppercase tracking-wider text-subtle">
        {ended ? t('countdown.ended') : t('countdown.title')}
      </p>
      <div
        role="timer"
        aria-live="off"
        aria-label={t('countdown.label', {
          days: parts.days,
          hours: parts.hours,
          minutes: parts.minutes,
          seconds: parts.seconds,
        })}
        data-testid="giveaway-countdown"
        data-over={parts.over || undefined}
        className="mt-1.5 grid grid-cols-4 gap-1.5"
      >
        {UNITS.map((unit) => (
          <span
            key={unit}
            aria-hidden="true"
            className={cx(
              'flex flex-col items-center rounded-lg border bg-bg py-1.5',
              parts.over ? 'border-line text-subtle' : 'border-accent/35 text-text',
            )}
          >
            <span className="font-display text-2xl font-bold leading-none tabular sm:text-3xl">
              {unit === 'days' ? parts.days : pad2(parts[unit])}
            </span>
            <span className="mt-0.5 text-[10px] font-bold uppercase tracking-wider text-subtle">
              {t(`countdown.${unit}`)}
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}
