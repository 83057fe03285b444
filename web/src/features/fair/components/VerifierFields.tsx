import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import type { VerifierInput } from '../lib/verifier';

export type Field = keyof VerifierInput;

export const INPUT =
  'h-10 w-full min-w-0 rounded-lg border bg-bg px-2.5 font-mono text-xs text-text outline-none transition focus:border-accent focus:ring-2 focus:ring-accent/25';

export function TextField({
  field,
  label,
  value,
  onChange,
  problem,
  placeholder,
  optional,
  className,
  numeric,
  rows,
}: {
  /** A text box of this many lines instead of a one-line input. */
  rows?: number;
  field: Field;
  label: string;
  value: string;
  onChange: (field: Field, value: string) => void;
  problem?: string;
  placeholder?: string;
  optional?: boolean;
  className?: string;
  numeric?: boolean;
}) {
  const { t } = useTranslation('fair');
  const id = useId();
  return (
    <div className={cx('min-w-0', className)}>
      <label
        htmlFor={id}
        className="flex items-baseline justify-between gap-2 text-[10px] font-bold uppercase tracking-wider text-subtle"
      >
        {label}
        {optional ? <span className="font-semibold normal-case tracking-normal">{t('verify.optional')}</span> : null}
      </label>
      {rows ? (
        <textarea
          id={id}
          name={field}
          value={value}
          rows={rows}
          placeholder={placeholder}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => onChange(field, event.target.value)}
          className={cx(INPUT, 'mt-1 h-auto py-2 leading-relaxed', problem ? 'border-danger' : 'border-line-strong')}
        />
      ) : (
        <input
          id={id}
          name={field}
          value={value}
          placeholder={placeholder}
          inputMode={numeric ? 'numeric' : undefined}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => onChange(field, event.target.value)}
          className={cx(INPUT, 'mt-1', problem ? 'border-danger' : 'border-line-strong')}
        />
      )}
      {problem ? (
        <p id={`${id}-problem`} className="mt-1 text-[11px] text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
