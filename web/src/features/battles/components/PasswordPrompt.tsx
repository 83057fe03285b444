import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';

/** A private battle reached without its code (or a wrong one): ask for the room password. */
export function PasswordPrompt({
  wrong,
  message,
  onSubmit,
}: {
  wrong: boolean;
  message: string;
  onSubmit: (code: string) => void;
}) {
  const { t } = useTranslation('battles');
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <section
      data-testid="battle-password"
      className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-line bg-surface px-6 py-10 text-center"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-accent/15 text-3xl text-accent-2">
        <Icon name="lock" />
      </span>
      <h1 className="mt-5 font-display text-2xl font-bold uppercase tracking-wide">{t('room.password.title')}</h1>
      <p className="mt-2 text-sm text-muted">{message}</p>
      <form
        className="mt-5 flex w-full flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          const code = value.trim();
          if (code) onSubmit(code);
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t('room.password.label')}
        </label>
        <input
          id={id}
          value={value}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('room.password.label')}
          aria-invalid={wrong || undefined}
          onChange={(event) => setValue(event.target.value)}
          className="h-11 min-w-0 flex-1 rounded-lg border border-line-strong bg-bg px-3 font-mono text-sm outline-none focus:border-accent focus:ring-2 focus:ring-accent/25"
        />
        <Button type="submit" size="md" className="h-11">
          {t('room.password.submit')}
        </Button>
      </form>
      {wrong ? <p className="mt-2 text-sm text-danger">{message}</p> : null}
    </section>
  );
}
