import { type SteamAuthError, steamApi, ZSteamAuthQuery } from '@dropforge/shared/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../../platform/http';
import { message } from '../../../platform/i18n/messages';
import { createCallback } from './callback';
import { DONE_SCRIPT, donePage } from './done-page';
import { authRedirectUrl, publicBase } from './openid';
import { openAttempt, STATE_COOKIE, STATE_COOKIE_PATH, STATE_TTL_MS } from './state';
import type { SteamAuthDeps } from './types';

const REFERRAL_CODE = /^[A-Za-z0-9]{1,32}$/;
const AD = /^[\w.~-]{1,64}$/;
const yes = (v: string | undefined) => v === '1' || v === 'true';

export function steamRoutes(deps: SteamAuthDeps) {
  const { config, sessions, store, captcha } = deps;
  const complete = createCallback(deps);

  /** Browser redirects never answer JSON: failures go back to the site with `auth_error`. */
  const back = (reply: FastifyReply, code: SteamAuthError | 'rate_limited', page: '/' | '/my' = '/') =>
    reply.header('cache-control', 'no-store').redirect(`${page}?auth_error=${code}`, 302);

  const clearStateCookie = (reply: FastifyReply) => reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });

  /** Errors of the redirect routes (rate limit, unexpected failures) are redirects too. */
  const redirectOnError = (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error.statusCode === 429) return back(reply, 'rate_limited');
    req.log.error({ err: error }, 'steam sign-in failed unexpectedly');
    return back(reply, 'steam_failed');
  };
  const limited = () => ({
    rateLimit: { max: config.authLimits?.login ?? 30, timeWindow: 60_000, allowList: config.trustedIps },
  });

  async function begin(req: FastifyRequest, reply: FastifyReply, code: string | undefined) {
    const query = ZSteamAuthQuery.safeParse(req.query ?? {});
    if (!query.success) return back(reply, 'steam_failed');
    const q = query.data;

    let linkUserId: number | undefined;
    if (yes(q.link)) {
      // Linking from /my: the session proves the person; no terms box or captcha.
      const user = req.viewer;
      if (!user) return back(reply, 'not_logged_in');
      linkUserId = user.id;
    } else {
      if (!yes(q.check)) return back(reply, 'terms_required');
      const passed = await captcha
        .consumeVerification({
          captchaVerification: q.captchaVerification,
          token: q.token,
          pointJson: q.pointJson,
          captchaType: q.captchaType,
        })
        .catch((e) => {
          req.log.warn({ err: e }, 'captcha check failed');
          return false;
        });
      if (!passed) return back(reply, 'captcha_failed');
    }

    const { state, binding } = await openAttempt(store, {
      referralCode: code && REFERRAL_CODE.test(code) ? code : undefined,
      ad: q.ad && AD.test(q.ad) ? q.ad : undefined,
      linkUserId,
    });
    reply.setCookie(STATE_COOKIE, binding, {
      path: STATE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      maxAge: STATE_TTL_MS / 1000,
    });
    return reply
      .header('cache-control', 'no-store')
      .redirect(authRedirectUrl(config.steam.openidEndpoint, config.publicUrl, state), 302);
  }

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];
    // No automatic HEAD twin: a link checker's HEAD must not spend a captcha, a state or a nonce.
    const redirectRoute = {
      schema: { tags, hide: true },
      errorHandler: redirectOnError,
      config: { ...limited(), auth: 'optional' as const },
      exposeHeadRoute: false,
    };

    app.get(steamApi.auth.path, redirectRoute, (req, reply) => begin(req, reply, undefined));

    app.get(steamApi.callback.path, redirectRoute, async (req, reply) => {
      clearStateCookie(reply);
      const outcome = await complete(req);
      if (!outcome.ok) {
        req.log.info({ reason: outcome.reason }, 'steam sign-in refused');
        return back(reply, outcome.code, outcome.linking ? '/my' : '/');
      }
      const { user, linked } = outcome;
      req.log.info({ userId: user.id, linked }, 'steam sign-in');
      if (linked) return reply.header('cache-control', 'no-store').redirect('/my?steam_linked=1', 302);

      const token = await sessions.create(user.id, req);
      sessions.setCookie(reply, token);
      return (
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          // The popup must keep its opener after visiting Steam, or the window message cannot reach it.
          .header('cross-origin-opener-policy', 'unsafe-none')
          .send(donePage({ token, origin: new URL(publicBase(config.publicUrl)).origin, next: '/my' }))
      );
    });

    app.get(steamApi.doneScript.path, { schema: { tags, hide: true } }, async (_req, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(DONE_SCRIPT),
    );

    // The router prefers static segments, so `callback` and `done.js` are never read as a referral code.
    app.get<{ Params: { code: string } }>(steamApi.authWithCode.path, redirectRoute, (req, reply) =>
      begin(req, reply, req.params.code),
    );

    app.get(
      steamApi.out.path,
      { config: { auth: 'optional', changesState: true }, schema: { tags, response: { 200: steamApi.out.result } } },
      async (req, reply) => {
        const user = req.viewer;
        if (user) await sessions.revoke(user.sessionId);
        sessions.clearCookie(reply);
        return ok(null, message('signed_out', langOf(req)));
      },
    );
  };
}
