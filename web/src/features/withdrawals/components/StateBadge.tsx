import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { badgeOf } from '../lib/states';

/** The withdrawal's state with its colour and icon; moving states pulse (not with reduced motion). */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation('withdrawals');
  const badge = badgeOf(state);
  return (
    <span
      data-testid="withdrawal-state"
      data-state={state}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-[11px] font-bold uppercase tracking-wider whitespace-nowrap',
        badge.tone,
      )}
    >
      <span className="relative grid place-items-center">
        <Icon name={badge.icon} className="text-sm" />
        {badge.live ? (
          <span
            aria-hidden="true"
            className="absolute inset-0 rounded-full motion-safe:animate-ping"
            style={{ background: `${badge.color}55` }}
          />
        ) : null}
      </span>
      {t(`states.${state}`, { defaultValue: state })}
    </span>
  );
}
