import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { Pill } from '../../../components/ui/Pill';
import { formatAmount, formatDollars } from '../../../lib/money';
import { safeColor, type VipLevel } from '../api/vip';

/** All levels 0–10: colour, required cumulative deposit and level-up reward (paid or not); the player's row lit. */
export function VipLevelsTable({
  levels,
  current,
  paid = [],
}: {
  levels: VipLevel[];
  current: number | null;
  /** Levels whose reward was paid to the player. */
  paid?: number[];
}) {
  const { t } = useTranslation('vip');
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line text-[11px] font-bold uppercase tracking-wider text-subtle">
            <th className="px-3 py-3 sm:px-5">{t('levels.level')}</th>
            <th className="px-3 py-3 text-right sm:px-5">{t('levels.required')}</th>
            <th className="px-3 py-3 text-right sm:px-5">{t('levels.reward')}</th>
            <th className="hidden px-5 py-3 sm:table-cell">
              <span className="sr-only">{t('levels.reached')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => {
            const color = safeColor(level.color);
            const mine = current === level.level;
            const reached = current !== null && level.level <= current;
            return (
              <tr
                key={level.level}
                data-testid="vip-level-row"
                aria-current={mine ? 'true' : undefined}
                className={cx('border-b border-line/60 last:border-0', mine ? 'bg-surface-3' : 'hover:bg-surface-2')}
                style={mine ? { boxShadow: `inset 3px 0 0 ${color}` } : undefined}
              >
                <td className="px-3 py-2.5 sm:px-5">
                  <span className="inline-flex items-center gap-2.5">
                    <span
                      aria-hidden="true"
                      className="grid size-8 place-items-center rounded-full border-2 font-display text-sm font-bold text-[#0b0f17]"
                      style={{ background: color, borderColor: `${color}`, boxShadow: `0 0 18px -6px ${color}` }}
                    >
                      {level.level}
                    </span>
                    {/* The badge carries the colour: dark level colours are unreadable as text on the table. */}
                    <span className="font-bold text-text">
                      {t('levels.level')} {level.level}
                    </span>
                    {mine ? <Pill tone="accent">{t('levels.you')}</Pill> : null}
                  </span>
                </td>
                <td className="px-3 py-2.5 text-right font-bold text-text tabular sm:px-5">
                  {formatDollars(level.exp)}
                </td>
                <td className="px-3 py-2.5 text-right font-bold tabular sm:px-5">
                  {level.red_money > 0 ? (
                    <span className="text-money">
                      {formatAmount(level.red_money)}
                      {/* Phones have no status column: the paid mark sits by the reward. */}
                      {current !== null && paid.includes(level.level) ? (
                        <span className="ml-1 inline-flex align-[-2px] sm:hidden" title={t('levels.paid')}>
                          <Icon name="check" />
                          <span className="sr-only">{t('levels.paid')}</span>
                        </span>
                      ) : null}
                    </span>
                  ) : (
                    <span className="text-subtle">{t('levels.none')}</span>
                  )}
                </td>
                <td className="hidden px-5 py-2.5 text-right sm:table-cell">
                  {current === null ? null : paid.includes(level.level) ? (
                    <span
                      className="inline-flex items-center gap-1 text-xs font-bold text-money"
                      data-testid="vip-paid"
                    >
                      <Icon name="coins" /> {t('levels.paid')}
                    </span>
                  ) : reached ? (
                    <span className="inline-flex items-center gap-1 text-xs font-bold text-money">
                      <Icon name="check" /> {t('levels.reached')}
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-xs font-bold text-subtle">
                      <Icon name="lock" /> {t('levels.locked')}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
