import type { ReactNode } from 'react';
import { type ButtonVariant, buttonClass } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { useArmed } from '../../../lib/useArmed';

/**
 * A button that asks twice: the first press (when `onArm` allows it) shows `confirm` for 4 s, the second runs
 * `onConfirm`. Escape, or 4 s without the second press, disarms it.
 */
export function ConfirmButton({
  children,
  confirm,
  onArm = () => true,
  onConfirm,
  disabled,
  variant = 'secondary',
  className,
  testId,
  label,
  confirmLabel,
}: {
  children: ReactNode;
  confirm: ReactNode;
  onArm?: () => boolean;
  onConfirm: () => void;
  disabled?: boolean;
  variant?: ButtonVariant;
  className?: string;
  testId?: string;
  label?: string;
  confirmLabel?: string;
}) {
  const { armed, arm, disarm } = useArmed();
  return (
    <button
      type="button"
      data-testid={testId}
      data-armed={armed || undefined}
      disabled={disabled}
      aria-label={armed ? confirmLabel : label}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && armed) disarm();
      }}
      onClick={() => {
        if (!armed) {
          if (onArm()) arm();
          return;
        }
        disarm();
        onConfirm();
      }}
      className={cx(
        buttonClass(armed ? 'money' : variant, 'lg', 'w-full'),
        armed && 'ring-2 ring-money/40 motion-safe:animate-[pop_0.3s_ease-out]',
        className,
      )}
    >
      {armed ? confirm : children}
    </button>
  );
}
