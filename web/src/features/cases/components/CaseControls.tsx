import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { MAX_REELS } from '../lib/reel';

const COUNTS = Array.from({ length: MAX_REELS }, (_, i) => i + 1);

/** ×1…×5: how many cases one click opens (one reel each). */
export function CountPicker({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (count: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('cases');
  return (
    <fieldset className="flex rounded-xl border border-line bg-bg-2 p-1" disabled={disabled}>
      <legend className="sr-only">{t('page.count')}</legend>
      {COUNTS.map((n) => (
        <button
          key={n}
          type="button"
          aria-pressed={n === value}
          aria-label={t('page.countOption', { n })}
          data-testid={`case-count-${n}`}
          onClick={() => onChange(n)}
          className={cx(
            'h-9 min-w-10 rounded-lg px-2 font-display text-base font-bold tabular transition disabled:opacity-50 sm:min-w-11',
            n === value
              ? 'bg-gradient-to-b from-accent-2 to-accent text-accent-ink shadow-[0_4px_14px_-6px_rgb(255_138_31/0.9)]'
              : 'text-muted hover:bg-surface-3 hover:text-text',
          )}
        >
          ×{n}
        </button>
      ))}
    </fieldset>
  );
}

/** A square on/off button with an icon (fast mode, sound). */
export function ToggleButton({
  pressed,
  onChange,
  label,
  children,
  testId,
}: {
  pressed: boolean;
  onChange: (next: boolean) => void;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={() => onChange(!pressed)}
      className={cx(
        'grid size-11 shrink-0 place-items-center rounded-xl border text-lg transition',
        pressed
          ? 'border-accent/60 bg-accent/15 text-accent-2'
          : 'border-line bg-bg-2 text-subtle hover:border-line-strong hover:text-text',
      )}
    >
      {children}
    </button>
  );
}
