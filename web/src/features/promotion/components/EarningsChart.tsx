import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/money';
import type { SpreadInfo } from '../api/promotion';

const DAYS = 30;

/** The last 30 days as bars (days without earnings are empty); values read out as a list for screen readers. */
export function EarningsChart({ byDay }: { byDay: SpreadInfo['by_day'] }) {
  const { t } = useTranslation('promotion');
  const amounts = new Map(byDay.map((d) => [d.day, d.amount]));
  const today = new Date();
  const days = Array.from({ length: DAYS }, (_, i) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (DAYS - 1 - i)));
    const day = d.toISOString().slice(0, 10);
    return { day, amount: amounts.get(day) ?? 0 };
  });
  const max = Math.max(...days.map((d) => d.amount), 0);
  return (
    <section
      className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
      aria-labelledby="earnings-chart"
    >
      <h2 id="earnings-chart" className="font-display text-lg font-bold uppercase tracking-wide">
        {t('chart.title')}
      </h2>
      {max === 0 ? (
        <p className="mt-6 mb-4 text-center text-sm text-muted">{t('chart.empty')}</p>
      ) : (
        <>
          <div className="mt-4 flex h-40 items-end gap-[3px]" aria-hidden>
            {days.map((d) => (
              <div key={d.day} className="group relative flex h-full flex-1 items-end">
                <div
                  className="w-full rounded-t-sm bg-gradient-to-t from-accent to-accent-2 transition-[height] duration-500 motion-reduce:transition-none group-hover:brightness-125"
                  style={{ height: `${d.amount > 0 ? Math.max(4, (d.amount / max) * 100) : 1}%` }}
                  title={t('chart.day', { day: d.day, amount: formatAmount(d.amount) })}
                />
              </div>
            ))}
          </div>
          <div className="mt-1 flex justify-between text-[10px] text-subtle" aria-hidden>
            <span>{days[0]?.day.slice(5)}</span>
            <span>{days.at(-1)?.day.slice(5)}</span>
          </div>
          <ul className="sr-only">
            {byDay.map((d) => (
              <li key={d.day}>{t('chart.day', { day: d.day, amount: formatAmount(d.amount) })}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
