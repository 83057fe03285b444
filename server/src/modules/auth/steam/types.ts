import type { Config } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import type { Store } from '../../../platform/kv';
import type { Sessions } from '../sessions';

/** The captcha as the Steam redirect uses it: one passed verification, consumed once. */
export type SteamCaptcha = {
  consumeVerification(input: {
    captchaVerification?: string;
    token?: string;
    pointJson?: string;
    captchaType?: string;
  }): Promise<boolean>;
};

export type SteamAuthDeps = {
  db: Db;
  store: Store;
  sessions: Sessions;
  captcha: SteamCaptcha;
  /** Read on every request (publicUrl, steam.*, isProduction), never copied at start-up. */
  config: Config;
  fetch?: typeof fetch;
  /** Timeout of each call to Steam (check_authentication, GetPlayerSummaries); default 5 s. */
  timeoutMs?: number;
};

/** Accepted age of a response_nonce, and the clock skew tolerated for one from the future. */
export const NONCE_MAX_AGE_MS = 5 * 60_000;
export const NONCE_SKEW_MS = 60_000;
/** Seen nonces are remembered longer than they are accepted. */
export const NONCE_KEEP_MS = NONCE_MAX_AGE_MS + NONCE_SKEW_MS + 60_000;
