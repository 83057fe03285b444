import type { ChangeEvent, Dispatch, FormEvent, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { Field, Input } from './ui';

/** Form pieces the console's screens share: search boxes, the reason of an action, text fields bound to a form. */

/** The submit button of a search form. */
export function SearchButton() {
  const { t } = useTranslation('ops');
  return (
    <Button type="submit" variant="secondary">
      <Icon name="search" />
      {t('search')}
    </Button>
  );
}

/** A screen's one search box and its button; `label` is the box's placeholder and name. */
export function SearchBar({
  label,
  value,
  onChange,
  onSubmit,
  testId,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
  testId: string;
}) {
  return (
    <form onSubmit={onSubmit} className="flex max-w-xl gap-2">
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        aria-label={label}
        maxLength={100}
        data-testid={testId}
      />
      <SearchButton />
    </form>
  );
}

/** A reason the server takes for the audit log: 3 to 300 characters once trimmed. */
export const reasonOk = (reason: string) => reason.trim().length >= 3 && reason.trim().length <= 300;

/** The reason of an operator's action, as the audit log keeps it. */
export function ReasonField({
  value,
  onChange,
  testId,
  hint,
  invalid,
  className,
}: {
  value: string;
  onChange: (reason: string) => void;
  testId: string;
  hint?: string;
  invalid?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('ops');
  return (
    <Field label={t('reason')} hint={hint} className={className}>
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={300}
        aria-invalid={invalid}
        data-testid={testId}
      />
    </Field>
  );
}

type TextField<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/** Binds an input to a text field of a form's state: `bind('uses')` is the input's value, change and invalid mark. */
export function fieldBinder<F>(
  form: F,
  setForm: Dispatch<SetStateAction<F>>,
  invalid: (field: TextField<F>) => boolean,
) {
  return (field: TextField<F>) => ({
    value: form[field] as string,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value })),
    'aria-invalid': invalid(field),
  });
}
