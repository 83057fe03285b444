import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { formatAmount } from '../../../lib/money';
import { PRESETS, parseInput } from '../lib/quote';

/** Preset amounts plus a custom amount field (dollars, two decimals at most). */
export function AmountPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (text: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation('pay');
  const id = useId();
  const current = parseInput(value);
  return (
    <div>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {PRESETS.map((preset) => {
          const active = current === preset * 1000;
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={active}
              aria-label={t('amount.preset', { amount: formatAmount(preset) })}
              onClick={() => onChange(String(preset))}
              className={cx(
                'h-12 rounded-lg border font-display text-xl font-bold tabular transition',
                active
                  ? 'border-money bg-money/12 text-money shadow-[0_0_0_1px_var(--color-money)]'
                  : 'border-line-strong bg-surface-2 text-text hover:border-[#45557a] hover:bg-surface-3',
              )}
            >
              ${preset}
            </button>
          );
        })}
      </div>
      <label htmlFor={id} className="mt-4 mb-1.5 block text-xs font-bold uppercase tracking-wider text-subtle">
        {t('amount.custom')}
      </label>
      <div
        className={cx(
          'flex h-14 items-center rounded-xl border bg-bg-2 px-4 transition focus-within:border-accent',
          error ? 'border-danger/70' : 'border-line-strong',
        )}
      >
        <span aria-hidden="true" className="font-display text-2xl font-bold text-money">
          $
        </span>
        <input
          id={id}
          data-testid="pay-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('amount.placeholder')}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value.replace(/[^\d.,]/g, '').slice(0, 10))}
          className="h-full min-w-0 flex-1 bg-transparent pl-2 font-display text-2xl font-bold text-text tabular outline-none placeholder:text-base placeholder:font-sans placeholder:font-normal placeholder:text-subtle"
        />
        <span className="text-xs font-bold text-subtle">USD</span>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-semibold text-[#ff8d8d]">
          {error}
        </p>
      ) : null}
    </div>
  );
}
