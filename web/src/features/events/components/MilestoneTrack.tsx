import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import type { SeasonalInfo } from '../api/seasonal';
import { Prize } from './Prize';

/**
 * The milestone track: a bar filled to the player's opens with a stop per milestone. Ready milestones of a
 * `receive` event have a button; `auto` events say they are granted when reached.
 */
export function MilestoneTrack({
  info,
  onReceive,
  busy,
}: {
  info: SeasonalInfo;
  onReceive?: (milestone: number) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('seasonal');
  const last = info.milestones.at(-1)?.opens ?? 1;
  const fill = Math.min(100, (info.opened / last) * 100);
  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5" data-testid="milestones">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-display text-lg font-bold uppercase tracking-wide">{t('milestones.title')}</h2>
        <span className="text-sm text-muted" data-testid="seasonal-opened">
          {t('milestones.opened', { n: info.opened })}
        </span>
      </div>
      <div
        className="relative mb-5 h-2.5 rounded-full bg-surface-3"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={last}
        aria-valuenow={Math.min(info.opened, last)}
        aria-label={t('milestones.title')}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-accent to-[#ffd34d] transition-[width] duration-700"
          style={{ width: `${fill}%` }}
        />
      </div>
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {info.milestones.map((m) => (
          <li
            key={m.number}
            className={cx(
              'flex items-center gap-3 rounded-lg border p-3',
              m.state === 'received' && 'border-money/40 bg-money/10',
              m.state === 'ready' && 'border-accent bg-accent/10',
              m.state === 'locked' && 'border-line bg-surface-2',
            )}
            data-testid={`milestone-${m.number}`}
            data-state={m.state}
          >
            <Prize prize={m.reward} size="sm" className="min-w-0 flex-1" />
            <div className="shrink-0 text-right text-xs">
              <div className="font-bold">{t('milestones.opens', { n: m.opens })}</div>
              {m.state === 'received' ? (
                <span className="inline-flex items-center gap-1 text-money">
                  <Icon name="check" /> {t('milestones.received')}
                </span>
              ) : m.state === 'ready' && onReceive ? (
                <Button
                  size="sm"
                  className="mt-1"
                  disabled={busy || !info.active}
                  onClick={() => onReceive(m.number)}
                  data-testid={`milestone-receive-${m.number}`}
                >
                  {t('milestones.receive')}
                </Button>
              ) : (
                <span className="text-muted">{t('milestones.toGo', { left: Math.max(0, m.opens - info.opened) })}</span>
              )}
            </div>
          </li>
        ))}
      </ol>
      {info.milestones_by === 'auto' ? <p className="mt-3 text-xs text-muted">{t('milestones.auto')}</p> : null}
    </section>
  );
}
