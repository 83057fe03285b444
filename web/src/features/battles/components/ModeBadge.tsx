import type { BattleMode } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { MODE_STYLE } from '../lib/modes';

/** The mode as a coloured tag (its one-line rule in the tooltip). */
export function ModeBadge({ mode, className }: { mode: BattleMode; className?: string }) {
  const { t } = useTranslation('battles');
  const style = MODE_STYLE[mode];
  return (
    <span
      title={t(`modes.${mode}.help`)}
      className={cx(
        'inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wider',
        className,
      )}
      style={{ color: style.text, borderColor: `${style.color}66`, background: `${style.color}1a` }}
    >
      <Icon name={style.icon} />
      {t(`modes.${mode}.name`)}
    </span>
  );
}
