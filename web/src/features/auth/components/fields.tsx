import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Icon, type IconName } from '../../../components/ui/icons';

const BOX =
  'flex h-11 items-center gap-2.5 rounded-lg border bg-bg px-3 transition focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/25';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  icon: IconName;
  invalid?: boolean;
  /** Rendered at the right edge inside the box (e.g. the send-code button). */
  addon?: ReactNode;
}

/** Labelled input with a leading icon; `name` doubles as the test hook (`input[name=email]`). */
export function TextField({ name, label, icon, invalid, addon, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-xs font-bold uppercase tracking-wider text-muted">
        {label}
      </label>
      <div className={cx(BOX, invalid ? 'border-danger' : 'border-line-strong')}>
        <Icon name={icon} className="shrink-0 text-base text-subtle" />
        <input
          id={id}
          name={name}
          aria-invalid={invalid || undefined}
          className="h-full min-w-0 flex-1 bg-transparent text-sm text-text placeholder:text-subtle focus:outline-none"
          {...input}
        />
        {addon}
      </div>
    </div>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'icon' | 'type' | 'addon'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      icon="lock"
      type={visible ? 'text' : 'password'}
      maxLength={32}
      addon={
        <button
          type="button"
          onClick={() => setVisible(!visible)}
          aria-label={visible ? t('layer.hidePassword') : t('layer.showPassword')}
          aria-pressed={visible}
          className="-mr-1 grid size-8 shrink-0 place-items-center rounded-md text-base text-subtle transition hover:bg-surface-3 hover:text-text"
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      }
    />
  );
}

/** The terms / age box of spec §5, with links to the two legal pages. */
export function TermsCheckbox({
  checked,
  onChange,
  invalid,
  onNavigate,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('auth');
  const link = 'font-semibold text-accent-2 underline-offset-2 hover:underline';
  // The sentence keeps its two links as <terms>…</terms> and <privacy>…</privacy> so translators see it whole.
  const parts = t('layer.terms').split(/<(terms|privacy)>(.*?)<\/\1>/);
  return (
    <label
      className={cx(
        'flex cursor-pointer items-start gap-2.5 rounded-lg border p-2.5 text-xs leading-relaxed text-muted transition',
        invalid ? 'border-danger/70 bg-danger/10' : 'border-transparent',
      )}
    >
      <input
        type="checkbox"
        name="terms"
        data-testid="terms"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={invalid || undefined}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-[#ff8a1f]"
      />
      <span>
        {parts.map((part, index) => {
          // split() with two groups yields: text, tag, label, text, tag, label, text…
          if (index % 3 !== 2) return index % 3 === 0 ? part : null;
          const to = parts[index - 1] === 'terms' ? '/remark/terms-of-service' : '/remark/privacy-policy';
          return (
            <Link key={to} to={to} className={link} onClick={onNavigate}>
              {part}
            </Link>
          );
        })}
      </span>
    </label>
  );
}
