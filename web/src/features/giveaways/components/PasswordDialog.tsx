import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/icons';

/** A private room asks for its password before the join ("Please enter the room password"). */
export function PasswordDialog({
  open,
  onOpenChange,
  pending,
  error,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** The server's answer to the last try ("Password incorrect"). */
  error: string | null;
  onSubmit: (password: string) => void;
}) {
  const { t } = useTranslation('giveaways');
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('password.title')}
      description={t('password.body')}
      testId="giveaway-password"
      hero={
        <span className="mb-4 grid size-12 place-items-center rounded-xl bg-covert/15 text-2xl text-[#ff9a9a]">
          <Icon name="lock" />
        </span>
      }
    >
      <form
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim()) onSubmit(value.trim());
        }}
      >
        <label htmlFor={id} className="text-xs font-bold uppercase tracking-wider text-subtle">
          {t('password.label')}
        </label>
        <input
          id={id}
          type="password"
          value={value}
          maxLength={64}
          autoComplete="off"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="giveaway-password-input"
          onChange={(event) => setValue(event.target.value)}
          className="h-11 w-full rounded-lg border border-line-strong bg-bg px-3 font-mono text-sm outline-none focus:border-accent focus:ring-2 focus:ring-accent/25"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          className="w-full"
          disabled={pending || !value.trim()}
          data-testid="giveaway-password-submit"
        >
          <Icon name="key" />
          {pending ? t('join.joining') : t('password.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
