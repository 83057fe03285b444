import type { Profile } from '@dropforge/shared/contract';
import { getCookie, setCookie } from './cookies';
import { storage } from './storage';

/** Cookie / localStorage name of the session token (spec §4). The server also sets it HttpOnly. */
export const TOKEN_KEY = 'authsk';
/** localStorage record of the signed-in user's login data (spec §3 "login"). */
export const LOGIN_KEY = 'login';
/** Referral code the visitor arrived with (kept for registration and the Steam sign-in path). */
export const REFERRAL_KEY = 'extension_code';

/** The spec's auth cookie lives until 2050-01-01. */
const COOKIE_DAYS = Math.max(1, Math.ceil((Date.UTC(2050, 0, 1) - Date.now()) / 86_400_000));

/** The auth token, when one exists (cookie `authsk` if readable, else the local copy). */
export function authToken(): string | null {
  return getCookie(TOKEN_KEY) || storage.get(TOKEN_KEY) || null;
}

/**
 * Keeps a new token (localStorage + a readable cookie). When the server already set its HttpOnly
 * `authsk`, the browser ignores the script cookie and the HttpOnly one carries the session.
 */
export function storeToken(token: string): void {
  storage.set(TOKEN_KEY, token);
  setCookie(TOKEN_KEY, token, COOKIE_DAYS);
}

/** The cached login data, if the last visit ended signed in. */
export function cachedProfile(): Profile | null {
  const raw = storage.get(LOGIN_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Profile;
    return value && typeof value === 'object' && typeof value.id === 'number' ? value : null;
  } catch {
    return null;
  }
}

export function cacheProfile(profile: Profile): void {
  storage.set(LOGIN_KEY, JSON.stringify(profile));
}

/** True when this browser believes it is signed in (a token or cached login data). */
export function hasLoginHint(): boolean {
  return authToken() !== null || storage.get(LOGIN_KEY) !== null;
}

/** Forgets the session on this side: token, login record and the readable cookies (spec §4). */
export function clearStoredLogin(): void {
  storage.remove(TOKEN_KEY);
  storage.remove(LOGIN_KEY);
  setCookie(TOKEN_KEY, '', 0);
  setCookie(LOGIN_KEY, '', 0);
}

export function storedReferralCode(): string | null {
  const code = storage.get(REFERRAL_KEY)?.trim();
  return code && /^[A-Za-z0-9]{1,32}$/.test(code) ? code : null;
}

/** A referral code from the URL (`/?ref=CODE`, `/r/CODE`), kept until the visitor signs in (spec §4). */
export function saveReferralCode(code: string): void {
  const trimmed = code.trim();
  if (/^[A-Za-z0-9]{4,32}$/.test(trimmed)) storage.set(REFERRAL_KEY, trimmed.toUpperCase());
}

export function clearReferralCode(): void {
  storage.remove(REFERRAL_KEY);
}
