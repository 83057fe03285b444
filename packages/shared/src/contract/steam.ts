import { z } from 'zod';
import { envelope } from './envelope';
import { steamRoutes } from './routes';

/**
 * Query of the Steam sign-in redirect (spec §2): the terms box, the captcha fields and the
 * advertising source. `link=1` from /my links Steam to the signed-in account instead.
 */
export const ZSteamAuthQuery = z.object({
  check: z.string().max(8).optional(),
  captchaType: z.string().max(32).optional(),
  pointJson: z.string().max(4096).optional(),
  token: z.string().max(256).optional(),
  captchaVerification: z.string().max(4096).optional(),
  ad: z.string().max(64).optional(),
  link: z.string().max(8).optional(),
});
export type SteamAuthQuery = z.infer<typeof ZSteamAuthQuery>;

/** The previous referral code the visitor arrived with. */
export const ZSteamAuthParams = z.object({ code: z.string().max(64) });

/** Codes the sign-in redirect sends back as `/?auth_error=<code>` (or `/my?auth_error=` for linking). */
export const STEAM_AUTH_ERRORS = [
  'terms_required',
  'captcha_failed',
  'steam_failed',
  'steam_linked_elsewhere',
  'not_logged_in',
] as const;
export type SteamAuthError = (typeof STEAM_AUTH_ERRORS)[number];

/** The window message the sign-in popup posts to its opener (spec §4). */
export const ZSteamLoginMessage = z.object({
  type: z.literal('login'),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type SteamLoginMessage = z.infer<typeof ZSteamLoginMessage>;

export const steamApi = {
  /** Browser redirect (not a JSON call): to Steam, or back to `/?auth_error=…`. */
  auth: { ...steamRoutes.auth, query: ZSteamAuthQuery },
  authWithCode: { ...steamRoutes.authWithCode, params: ZSteamAuthParams, query: ZSteamAuthQuery },
  callback: steamRoutes.callback,
  doneScript: steamRoutes.doneScript,
  /** Sign-out (spec: the route ending `_out`). */
  out: { ...steamRoutes.out, result: envelope(z.null()) },
} as const;
