/**
 * Client validation of the sign-in layer, in the order of spec §5; each failure names the field
 * to focus and the `auth:validation.*` message key. Mirrors of the contract patterns (copied so
 * zod stays out of the bundle).
 */

/** The e-mail pattern of the server's validator (zod). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** contract/auth.ts USERNAME. */
const USERNAME = /^[\p{L}\p{N}_. -]{3,20}$/u;
const EMAIL_CODE = /^\d{6}$/;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;

export type AuthField = 'terms' | 'username' | 'email' | 'password' | 'password_confirmation' | 'email_code';
export type ValidationKey = 'terms' | 'username' | 'email' | 'password' | 'passwordLength' | 'code' | 'mismatch';
export interface Problem {
  field: AuthField;
  message: ValidationKey;
}

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email);
}

const passwordLengthOk = (value: string) => value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX;

/** E-mail sign-in: terms → e-mail → password (at least 6). The captcha comes after. */
export function validateSignIn(form: { terms: boolean; email: string; password: string }): Problem | null {
  if (!form.terms) return { field: 'terms', message: 'terms' };
  if (!isEmail(form.email)) return { field: 'email', message: 'email' };
  if (form.password.length < PASSWORD_MIN) return { field: 'password', message: 'password' };
  return null;
}

export interface CodeForm {
  terms: boolean;
  username: string;
  email: string;
  email_code: string;
  password: string;
  password_confirmation: string;
}

/**
 * Register (`register`) and reset (`forgot`): terms (register only) → username (register only,
 * 3–20) → e-mail → password and confirmation 6–32 → code → passwords match.
 */
export function validateCodeForm(mode: 'register' | 'forgot', form: CodeForm): Problem | null {
  if (mode === 'register') {
    if (!form.terms) return { field: 'terms', message: 'terms' };
    if (!USERNAME.test(form.username.trim())) return { field: 'username', message: 'username' };
  }
  if (!isEmail(form.email)) return { field: 'email', message: 'email' };
  if (!passwordLengthOk(form.password)) return { field: 'password', message: 'passwordLength' };
  if (!passwordLengthOk(form.password_confirmation)) {
    return { field: 'password_confirmation', message: 'passwordLength' };
  }
  if (!EMAIL_CODE.test(form.email_code.trim())) return { field: 'email_code', message: 'code' };
  if (form.password !== form.password_confirmation) return { field: 'password_confirmation', message: 'mismatch' };
  return null;
}
