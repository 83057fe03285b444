import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon, type IconName } from '../../../components/ui/icons';
import { type ConditionKey, conditionKey } from '../lib/room';

const STYLE: Record<ConditionKey, { icon: IconName; className: string }> = {
  free: { icon: 'gift', className: 'border-money/40 bg-money/12 text-money' },
  ticket: { icon: 'ticket', className: 'border-accent/45 bg-accent/15 text-accent-2' },
  deposit: { icon: 'wallet', className: 'border-info/40 bg-info/12 text-[#8cc6ff]' },
  vip: { icon: 'crown', className: 'border-contraband/45 bg-contraband/15 text-[#f3c96b]' },
  password: { icon: 'lock', className: 'border-covert/45 bg-covert/15 text-[#ff9a9a]' },
  invite: { icon: 'key', className: 'border-restricted/45 bg-restricted/20 text-[#c8b0ff]' },
};

/** The room's strictest entry condition (a lock for password rooms). */
export function ConditionBadge({ condition, className }: { condition: number; className?: string }) {
  const { t } = useTranslation('giveaways');
  const key = conditionKey(condition);
  const { icon, className: tone } = STYLE[key];
  return (
    <span
      data-testid="giveaway-condition"
      data-condition={key}
      className={cx(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-[11px] font-bold uppercase tracking-wider',
        tone,
        className,
      )}
    >
      <Icon name={icon} />
      {t(`condition.${key}`)}
    </span>
  );
}

/** "Official" or the host's name. */
export function KindBadge({ kind, host }: { kind: 'official' | 'host'; host: string | null }) {
  const { t } = useTranslation('giveaways');
  return kind === 'official' ? (
    <span className="inline-flex items-center gap-1 rounded-full border border-accent/50 bg-gradient-to-r from-accent/25 to-accent-2/10 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wider text-accent-2">
      <Icon name="shield" />
      {t('kind.official')}
    </span>
  ) : (
    <span className="inline-flex min-w-0 items-center gap-1 rounded-full border border-classified/45 bg-classified/15 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wider text-[#f08cff]">
      <Icon name="megaphone" />
      <span className="truncate normal-case">{host ?? t('kind.host')}</span>
    </span>
  );
}
