import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';

/** Select-all of the shown page (spec §4): a checkbox that is mixed when only some items are ticked. */
export function SelectAllToggle({
  state,
  disabled,
  onToggle,
  testId = 'sell-select-all',
}: {
  testId?: string;
  state: boolean | 'mixed';
  disabled?: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('inventory');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'mixed';
  }, [state]);
  return (
    <label
      data-testid={testId}
      data-state={state === 'mixed' ? 'mixed' : state ? 'on' : 'off'}
      className={cx(
        'inline-flex h-10 cursor-pointer items-center gap-2.5 rounded-lg border border-line-strong bg-surface-2 px-3 text-sm font-bold text-text transition hover:border-accent/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
        disabled && 'pointer-events-none opacity-50',
      )}
    >
      <input
        ref={ref}
        type="checkbox"
        className="sr-only"
        checked={state === true}
        disabled={disabled}
        onChange={onToggle}
      />
      <span
        aria-hidden="true"
        className={cx(
          'grid size-5 place-items-center rounded-md border text-xs',
          state ? 'border-accent bg-accent text-accent-ink' : 'border-line-strong bg-bg text-transparent',
        )}
      >
        {state === 'mixed' ? (
          <span className="h-0.5 w-2.5 rounded bg-current" />
        ) : (
          <Icon name="check" strokeWidth={3} />
        )}
      </span>
      {t('sell.selectAll')}
    </label>
  );
}
