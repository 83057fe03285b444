import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { formatAmount, formatDollars } from '../../../lib/money';
import { levelProgress, safeColor, type VipInfo } from '../api/vip';

/**
 * The player's level: a ring in the level colour around the avatar (passed in by the page),
 * cumulative deposits, and the progress to the next level (level_exp / next_level_exp).
 */
export function VipProgressCard({ info, avatar, name }: { info: VipInfo; avatar: ReactNode; name: string }) {
  const { t } = useTranslation('vip');
  const color = safeColor(info.color);
  const nextColor = safeColor(info.levels.find((l) => l.level === info.level + 1)?.color);
  const share = levelProgress(info);
  const next = info.next_level;
  const missing = info.next_level_exp === null ? 0 : Math.max(0, info.next_level_exp - info.level_exp);
  const deg = Math.round(share * 360);
  return (
    <section
      data-testid="vip-level"
      data-level={info.level}
      aria-labelledby="vip-current"
      className="relative overflow-hidden rounded-[var(--radius-card)] border bg-surface p-5 sm:p-6"
      style={{ borderColor: `${color}66` }}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -left-20 size-72 rounded-full opacity-30 blur-3xl"
        style={{ background: color }}
      />
      <div className="relative flex flex-col items-center gap-5 sm:flex-row sm:items-center">
        <div
          className="relative grid size-36 shrink-0 place-items-center rounded-full p-2"
          style={{ background: `conic-gradient(${color} ${deg}deg, rgb(255 255 255 / 0.08) ${deg}deg)` }}
          role="img"
          aria-label={t('current.progress', { level: next?.level ?? info.level })}
        >
          <div className="grid size-full place-items-center rounded-full bg-surface">{avatar}</div>
        </div>
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <p className="text-[11px] font-black uppercase tracking-[0.18em] text-subtle">{t('current.title')}</p>
          <h2 id="vip-current" className="font-display text-3xl font-bold uppercase" style={{ color }}>
            <Icon name="crown" className="mr-2 inline align-[-0.1em]" />
            {t('current.level', { level: info.level })}
          </h2>
          <p className="truncate text-sm text-muted">{name}</p>
          <div className="mt-4 flex items-baseline justify-between gap-3 text-sm">
            <span className="text-muted">
              {t('current.deposited')} <strong className="text-text tabular">{formatAmount(info.level_exp)}</strong>
            </span>
            {info.next_level_exp !== null ? (
              <span className="font-bold text-text tabular">{formatDollars(info.next_level_exp)}</span>
            ) : null}
          </div>
          <div
            className="mt-1.5 h-3 overflow-hidden rounded-full bg-surface-3"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share * 100)}
            aria-label={t('current.progress', { level: next?.level ?? info.level })}
          >
            <div
              className="h-full rounded-full transition-[width] duration-700"
              style={{ width: `${share * 100}%`, background: `linear-gradient(90deg, ${color}, ${nextColor})` }}
            />
          </div>
          <p className="mt-2 text-sm font-semibold text-text">
            {next ? t('current.toNext', { amount: formatAmount(missing), level: next.level }) : t('current.max')}
          </p>
        </div>
        {next ? (
          <div className="flex w-full flex-col items-center gap-3 rounded-xl border border-line bg-surface-2 p-4 sm:w-48">
            <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('current.reward')}</p>
            <p className="font-display text-3xl font-bold text-money tabular">{formatAmount(next.red_money)}</p>
            <ButtonLink to="/pay" size="sm" variant="money" className="w-full">
              <Icon name="plus" />
              {t('current.topUp')}
            </ButtonLink>
          </div>
        ) : null}
      </div>
    </section>
  );
}
