import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { formatAmount } from '../../../lib/money';
import type { SpreadInfo } from '../api/promotion';

/** Affiliate levels: each threshold and share, the current one marked, progress to the next. */
export function LevelsCard({ info }: { info: SpreadInfo }) {
  const { t } = useTranslation('promotion');
  const floor = info.levels.find((l) => l.level === info.level)?.deposits ?? 0;
  const progress = info.next ? Math.min(1, (info.deposits - floor) / Math.max(0.001, info.next.deposits - floor)) : 1;
  return (
    <section
      className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
      aria-labelledby="affiliate-levels"
    >
      <h2 id="affiliate-levels" className="font-display text-lg font-bold uppercase tracking-wide">
        {t('levels.title')}
      </h2>
      <div className="mt-3">
        <div
          className="h-2 overflow-hidden rounded-full bg-surface-3"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          aria-label={t('levels.title')}
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-accent to-accent-2 transition-[width] duration-700 motion-reduce:transition-none"
            style={{ width: `${progress * 100}%` }}
          />
        </div>
        <p className="mt-1.5 text-xs text-muted">
          {info.next
            ? t('levels.next', {
                amount: formatAmount(Math.max(0, info.next.deposits - info.deposits)),
                level: info.next.level,
              })
            : t('levels.max')}
        </p>
      </div>
      <ol className="mt-4 space-y-1.5">
        {info.levels.map((l) => (
          <li
            key={l.level}
            className={cx(
              'flex items-center gap-3 rounded-lg border px-3 py-2 text-sm',
              l.level === info.level ? 'border-accent/60 bg-accent/10' : 'border-line bg-surface-2',
            )}
          >
            <span className="w-16 font-display font-bold uppercase">{t('levels.level', { level: l.level })}</span>
            <span className="flex-1 text-muted">{t('levels.from', { amount: formatAmount(l.deposits) })}</span>
            <span className="font-mono font-bold text-money">{+(l.proportion * 100).toFixed(2)}%</span>
            {l.level === info.level ? (
              <span className="rounded bg-accent px-1.5 py-0.5 text-[10px] font-bold uppercase text-accent-ink">
                {t('levels.current')}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
