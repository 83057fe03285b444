import type { SteamAuthError } from '@dropforge/shared/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/http';
import type { User } from '../accounts.repo';
import { signInWithSteam } from '../steam-accounts';
import { checkAssertion, parseCallbackQuery, returnToFor } from './openid';
import { fetchPlayerSummary } from './player-summaries';
import { verifyWithProvider } from './provider';
import { claimNonce, type Intent, STATE_COOKIE, takeAttempt } from './state';
import { NONCE_KEEP_MS, NONCE_MAX_AGE_MS, NONCE_SKEW_MS, type SteamAuthDeps } from './types';

export type CallbackOutcome =
  | { ok: true; user: User; linked: boolean }
  | { ok: false; code: SteamAuthError; reason: string; linking: boolean };

/**
 * Completes a Steam sign-in from the id_res callback. Every local check runs before the provider
 * is asked, and the provider is asked before anything is written; the order matters:
 * shape → state and cookie (single use) → assertion fields → fresh, unseen nonce → check_authentication.
 */
export function createCallback(deps: SteamAuthDeps) {
  const fetcher = deps.fetch ?? globalThis.fetch;
  const timeoutMs = deps.timeoutMs ?? 5000;

  return async function complete(req: FastifyRequest): Promise<CallbackOutcome> {
    const { config, store } = deps;
    let linking = false;
    const refuse = (reason: string, code: SteamAuthError = 'steam_failed'): CallbackOutcome => ({
      ok: false,
      code,
      reason,
      linking,
    });

    const rawUrl = req.raw.url ?? '';
    const q = rawUrl.indexOf('?');
    const parsed = parseCallbackQuery(q < 0 ? '' : rawUrl.slice(q + 1));
    if (!parsed.ok) return refuse(parsed.reason);
    const { assertion, state } = parsed;

    const binding = req.cookies?.[STATE_COOKIE];
    if (!binding) return refuse('no state cookie');
    const intent: Intent | undefined = await takeAttempt(store, state, binding);
    if (!intent) return refuse('unknown, used or foreign state');
    linking = intent.linkUserId !== undefined;

    const endpoint = config.steam.openidEndpoint;
    const checked = checkAssertion(assertion, {
      endpoint,
      returnTo: returnToFor(config.publicUrl, state),
      now: Date.now(),
      maxAgeMs: NONCE_MAX_AGE_MS,
      skewMs: NONCE_SKEW_MS,
    });
    if (!checked.ok) return refuse(checked.reason);
    if (!(await claimNonce(store, endpoint, assertion.response_nonce, NONCE_KEEP_MS))) {
      return refuse('replayed response_nonce');
    }
    const verdict = await verifyWithProvider(fetcher, endpoint, assertion, timeoutMs);
    if (!verdict.ok) return refuse(verdict.reason);
    const steamId = checked.steamId;

    if (intent.linkUserId !== undefined) {
      const current = req.viewer;
      if (current?.id !== intent.linkUserId) return refuse('link requested by a session that is gone');
    }

    let profile: { name?: string; avatar?: string } = {};
    const apiKey = config.steam.apiKey;
    if (apiKey) {
      const got = await fetchPlayerSummary(fetcher, config.steam.apiUrl, apiKey, steamId, timeoutMs);
      if (got.failure) req.log.info({ reason: got.failure }, 'steam profile unavailable, signing in without it');
      profile = got.summary;
    }

    try {
      const user = await signInWithSteam(
        deps.db,
        { steamId, ...profile },
        { referralCode: intent.referralCode, ad: intent.ad, linkUserId: intent.linkUserId },
      );
      await deps.sessions.userChanged(user.id);
      return { ok: true, user, linked: linking };
    } catch (e) {
      if (e instanceof AppError && e.code === 'steam_linked_elsewhere') return refuse(e.code, e.code);
      if (e instanceof AppError && e.code === 'not_logged_in') return refuse('linking user is gone');
      throw e;
    }
  };
}
