import { toast } from '../../../components/ui/toast-store';
import { isCaptchaAborted } from '../../../lib/captcha';
import { i18next } from '../../../lib/i18n';
import type { AuthField, Problem } from '../lib/validation';

/** Shows a validation problem (toast, spec §8) and moves focus to the field. */
export function reportProblem(form: HTMLFormElement | null, problem: Problem): void {
  toast.error(i18next.t(`auth:validation.${problem.message}`));
  focusField(form, problem.field);
}

export function focusField(form: HTMLFormElement | null, field: AuthField): void {
  const element = form?.querySelector<HTMLInputElement>(`[name="${field}"]`);
  element?.focus();
}

/** A failed submit: a closed captcha is "Validation failed"; 6201 already said "Fail"; else the server msg. */
export function reportFailure(error: unknown): void {
  if (isCaptchaAborted(error)) {
    if (error.reason === 'closed') toast.error(i18next.t('auth:validation.captcha'));
    return;
  }
  toast.error((error instanceof Error && error.message) || i18next.t('errors:generic'));
}
