import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { useCopy } from '../../../components/ui/useCopy';

/** A value to share with its copy button ("Copied" for 1.5 s). */
export function CopyField({
  label,
  value,
  mono,
  testId,
}: {
  label: string;
  value: string;
  mono?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('promotion');
  const { copied, copy } = useCopy();
  return (
    <div className="min-w-0">
      <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{label}</p>
      <div className="mt-1 flex items-center gap-2 rounded-lg border border-line-strong bg-bg py-1.5 pr-1.5 pl-3">
        <span
          data-testid={testId}
          className={cx(
            'min-w-0 flex-1 truncate',
            mono ? 'font-mono text-lg font-bold tracking-widest text-accent-2' : 'text-sm text-text',
          )}
        >
          {value}
        </span>
        <button
          type="button"
          onClick={() => void copy(value)}
          className={cx(
            'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-3 text-xs font-bold uppercase tracking-wide transition',
            copied ? 'bg-money/20 text-money' : 'bg-surface-3 text-text hover:bg-[#2a3549]',
          )}
        >
          <Icon name={copied ? 'check' : 'copy'} />
          {copied ? t('share.copied') : t('share.copy')}
        </button>
      </div>
    </div>
  );
}
