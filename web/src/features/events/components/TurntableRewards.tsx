import { useTranslation } from 'react-i18next';
import type { TurntableRewards as Rewards } from '../api/turntable';
import { Prize } from './Prize';
import { segmentColours } from './TurntableDisc';

/** The disc's prizes in segment order with their published odds, and the player's latest wins. */
export function TurntableRewards({ rewards }: { rewards: Rewards }) {
  const { t, i18n } = useTranslation('turntable');
  const colours = segmentColours(rewards.list);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section
        className="rounded-[var(--radius-card)] border border-line bg-surface p-4"
        aria-labelledby="turntable-rewards"
        data-testid="turntable-rewards"
      >
        <h2 id="turntable-rewards" className="mb-3 font-display text-base font-bold uppercase tracking-wide">
          {t('rewards.title')}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 md:grid-cols-2 xl:grid-cols-4">
          {rewards.list.map((r, i) => (
            <li
              key={r.index}
              className="relative flex flex-col items-center gap-1 overflow-hidden rounded-lg border border-line bg-surface-2 px-2 pb-2 pt-3"
            >
              <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1" style={{ background: colours[i] }} />
              <Prize prize={r} size="md" className="w-full" />
              <span className="font-mono text-[11px] text-muted tabular-nums">
                {(r.tickets / 1_000_000).toFixed(2)}%
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-muted">{t('rewards.fair')}</p>
      </section>
      <section
        className="rounded-[var(--radius-card)] border border-line bg-surface p-4"
        aria-labelledby="turntable-recent"
        data-testid="turntable-recent"
      >
        <h2 id="turntable-recent" className="mb-3 font-display text-base font-bold uppercase tracking-wide">
          {t('recent.title')}
        </h2>
        {rewards.recent.length === 0 ? (
          <p className="text-sm text-muted">{t('recent.empty')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {rewards.recent.map((w) => (
              <li key={`${w.at}-${w.index}`} className="flex items-center justify-between gap-3 py-2">
                <Prize prize={w.prize} size="sm" className="flex-row gap-2 text-left" />
                <time dateTime={w.at} className="shrink-0 text-xs text-muted tabular-nums">
                  {time.format(new Date(w.at))}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
