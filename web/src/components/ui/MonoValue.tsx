import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { Icon } from './icons';
import { useCopy } from './useCopy';

/** A labelled hash or seed in monospace, wrapping anywhere, with a copy button. */
export function MonoValue({
  label,
  value,
  tone = 'text-[#c9d4e8]',
  testId,
  empty,
}: {
  label: string;
  value: string | null;
  tone?: string;
  testId?: string;
  /** Shown instead of the value when it is empty. */
  empty?: string;
}) {
  const { t } = useTranslation('common');
  const { copied, copy: copyText } = useCopy();
  const copy = async () => {
    if (value) await copyText(value);
  };
  return (
    <div className="min-w-0">
      <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{label}</dt>
      <dd className="mt-1 flex items-start gap-2 rounded-lg border border-line bg-bg px-2.5 py-2">
        <span
          data-testid={testId}
          className={cx('min-w-0 flex-1 break-all font-mono text-xs leading-relaxed', value ? tone : 'text-subtle')}
        >
          {value || empty}
        </span>
        {value ? (
          <button
            type="button"
            onClick={() => void copy()}
            aria-label={copied ? t('actions.copied') : t('actions.copy', { what: label })}
            className="grid size-6 shrink-0 place-items-center rounded-md text-sm text-muted transition hover:bg-surface-3 hover:text-text"
          >
            <Icon name={copied ? 'check' : 'copy'} />
          </button>
        ) : null}
      </dd>
    </div>
  );
}
