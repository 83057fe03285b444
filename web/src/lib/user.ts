import type { Profile } from '@dropforge/shared/contract';
import { affiliatesRoutes, authRoutes } from '@dropforge/shared/contract/routes';
import { addMilli, parseMilli, toAmount } from '@dropforge/shared/domain';
import { useSyncExternalStore } from 'react';
import { isApiError, NETWORK_ERROR, onUnauthorized } from './api';
import { call } from './client';
import {
  cachedProfile,
  cacheProfile,
  clearReferralCode,
  clearStoredLogin,
  hasLoginHint,
  saveReferralCode,
  storedReferralCode,
  storeToken,
} from './session';

/** Window events of spec §4 (CustomEvents, so any script on the page can drive the header). */
export const LOGIN_EVENT = 'login';
export const LOGIN_UP_EVENT = 'login_up';
export const LOGIN_PULL_EVENT = 'login-pull';
export const EXIT_EVENT = 'exit';
/** Spec §9: reload 500 ms after a token arrives in a sign-in answer. */
export const RELOAD_AFTER_LOGIN_MS = 500;

/**
 * `login_up` detail: `money` is ADDED to the balance (e.g. a sale's recycling_price); the other
 * fields REPLACE the shown value (coins = `score`, `shop_score`, `avatar`, `name`).
 */
export interface LoginUpDetail {
  money?: number;
  score?: number;
  shop_score?: number;
  avatar?: string;
  name?: string;
}

export interface UserState {
  /** `loading`: a token exists and the profile is being fetched (no cached login data yet). */
  status: 'anon' | 'loading' | 'ready';
  profile: Profile | null;
}

let state: UserState = { status: 'anon', profile: null };
const listeners = new Set<() => void>();

function setState(next: UserState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function userState(): UserState {
  return state;
}

/** Signed in, or about to be (a token is being checked). */
export function isSignedIn(): boolean {
  return state.status !== 'anon';
}

export function useUser(): UserState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/** Clears the login on this side only (no server call). */
export function forgetLogin(): void {
  clearStoredLogin();
  setState({ status: 'anon', profile: null });
}

/**
 * Fetches the login data (`GET /api/user`). A refusal (401 or another 4xx) clears the stored login
 * (spec §4); a network or server failure keeps the cached data.
 */
export async function loadProfile(): Promise<Profile | null> {
  try {
    const profile = await call(authRoutes.profile, { quietUnauthorized: true });
    cacheProfile(profile);
    setState({ status: 'ready', profile });
    void redeemStoredReferral(profile);
    return profile;
  } catch (error) {
    if (isApiError(error) && error.code !== NETWORK_ERROR && error.code >= 400 && error.code < 500) forgetLogin();
    else if (!state.profile) setState({ status: 'anon', profile: null });
    return null;
  }
}

/**
 * After sign-in the referral code kept from the URL is redeemed (bound as the player's invitation code), then
 * cleared (spec §4): once bound, or when the server refuses it (too late, unknown, own code), it is not retried.
 */
async function redeemStoredReferral(profile: Profile): Promise<void> {
  const code = storedReferralCode();
  if (!code) return;
  clearReferralCode();
  if (profile.parent.extension_code) return;
  try {
    await call(affiliatesRoutes.promotion, { body: { code } });
    await loadProfile();
  } catch {
    // Refused codes are dropped; the invitation tab of the code dialog lets the player try another.
  }
}

/** Keeps `?ref=CODE` of the landing URL (and `/r/CODE`, routed to the home page) for after sign-in. */
export function captureReferral(url: URL): void {
  const fromPath = /^\/r\/([A-Za-z0-9]{4,32})\/?$/.exec(url.pathname)?.[1];
  const code = url.searchParams.get('ref') ?? fromPath;
  if (code) saveReferralCode(code);
}

/** Replaces the login data with a fresher answer (e.g. the result of a profile update). */
export function setProfile(profile: Profile): void {
  cacheProfile(profile);
  setState({ status: 'ready', profile });
}

function addAmount(base: number, delta: number): number {
  try {
    return toAmount(addMilli(parseMilli(base), parseMilli(delta)));
  } catch {
    return base;
  }
}

/** Applies a `login_up` event to the shown login data (spec §4). */
export function applyLoginUp(detail: LoginUpDetail): void {
  const profile = state.profile;
  if (!profile || !detail || typeof detail !== 'object') return;
  const next: Profile = { ...profile };
  if (typeof detail.money === 'number') next.money = addAmount(profile.money, detail.money);
  if (typeof detail.score === 'number') next.score = detail.score;
  if (typeof detail.shop_score === 'number') next.shop_score = detail.shop_score;
  if (typeof detail.avatar === 'string' && detail.avatar) next.avatar = detail.avatar;
  if (typeof detail.name === 'string' && detail.name) next.name = detail.name;
  setProfile(next);
}

/** A token from a sign-in answer: keep it, then reload after 500 ms (spec §4). */
export function finishLogin(token: string): void {
  storeToken(token);
  setTimeout(() => location.reload(), RELOAD_AFTER_LOGIN_MS);
}

/** A token from the Steam popup: keep it, fetch the profile, then fire the `login` event (spec §4). */
export async function acceptLoginToken(token: string): Promise<Profile | null> {
  storeToken(token);
  const profile = await loadProfile();
  if (!profile) return null;
  // The referral code went with the Steam redirect path; it has been used.
  clearReferralCode();
  window.dispatchEvent(new CustomEvent(LOGIN_EVENT, { detail: profile }));
  return profile;
}

/** Signs out (spec §4): revoke the session on the server, clear the token and login cookies, reload. */
export async function signOut(): Promise<void> {
  await call(authRoutes.logout, { quietUnauthorized: true }).catch(() => null);
  forgetLogin();
  location.reload();
}

const STEAM_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function onMessage(event: MessageEvent): void {
  if (event.origin !== location.origin) return;
  const data = event.data as { type?: unknown; token?: unknown } | null;
  if (data?.type !== 'login' || typeof data.token !== 'string' || !STEAM_TOKEN.test(data.token)) return;
  void acceptLoginToken(data.token);
}

let started = false;

/**
 * Starts the session once per page: `?reset` clears the login, a stored token or login record is
 * checked against the server, and the spec's window events are wired. `onExpired` runs when a call
 * answers 401 while signed in (the layout opens the sign-in layer).
 */
export function startSession(onExpired: (message: string) => void): void {
  if (started) return;
  started = true;
  const url = new URL(location.href);
  captureReferral(url);
  if (url.searchParams.has('reset')) {
    void call(authRoutes.logout, { quietUnauthorized: true }).catch(() => null);
    clearStoredLogin();
    url.searchParams.delete('reset');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  } else if (hasLoginHint()) {
    const cached = cachedProfile();
    setState({ status: cached ? 'ready' : 'loading', profile: cached });
    void loadProfile();
  }

  onUnauthorized((message) => {
    if (state.status === 'anon') return;
    forgetLogin();
    onExpired(message);
  });
  window.addEventListener('message', onMessage);
  window.addEventListener(LOGIN_UP_EVENT, (event) => applyLoginUp((event as CustomEvent<LoginUpDetail>).detail));
  window.addEventListener(LOGIN_PULL_EVENT, () => void loadProfile());
  window.addEventListener(EXIT_EVENT, () => void signOut());
}
