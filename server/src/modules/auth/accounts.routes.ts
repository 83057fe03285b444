import { authApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../platform/config';
import { AppError, langOf, ok } from '../../platform/http';
import { message } from '../../platform/i18n/messages';
import type { Accounts, CaptchaGate } from './accounts.service';
import type { EmailCodes } from './email-codes';
import type { Profiles } from './profile.service';
import type { Sessions } from './sessions';

type Deps = {
  accounts: Accounts;
  codes: EmailCodes;
  sessions: Sessions;
  captcha: CaptchaGate;
  config: Config;
  profiles: Profiles;
};

export function accountRoutes({ accounts, codes, sessions, captcha, config, profiles }: Deps) {
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: 60_000, allowList: config.trustedIps } });
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];

    app.post(
      authApi.sendCode.path,
      { schema: { tags, body: authApi.sendCode.body }, config: perIp(config.authLimits.code) },
      async (req) => {
        if (!(await captcha.consumeVerification(req.body))) throw new AppError('captcha_failed');
        await codes.send(req.body.email, langOf(req));
        return ok(null, message('send_success', langOf(req)));
      },
    );

    app.post(
      authApi.bindEmail.path,
      {
        schema: { tags, body: authApi.bindEmail.body, response: { 200: authApi.bindEmail.result } },
        config: { auth: 'player', ...perIp(config.authLimits.register) },
      },
      async (req) => {
        await accounts.bindEmail(req.player, req.body);
        return ok(await profiles.profileOf({ ...req.player, email: req.body.email }), message('saved', langOf(req)));
      },
    );

    app.post(
      authApi.register.path,
      {
        schema: { tags, body: authApi.register.body },
        config: { ...perIp(config.authLimits.register), signsIn: true },
      },
      async (req, reply) => {
        const user = await accounts.register(req.body);
        const token = await sessions.create(user.id, req);
        sessions.setCookie(reply, token);
        return ok({ token }, message('register_success', langOf(req)));
      },
    );

    app.post(
      authApi.login.path,
      { schema: { tags, body: authApi.login.body }, config: { ...perIp(config.authLimits.login), signsIn: true } },
      async (req, reply) => {
        const user = await accounts.login(req.body, req.ip);
        const token = await sessions.create(user.id, req);
        sessions.setCookie(reply, token);
        return ok({ token }, message('sign_in_success', langOf(req)));
      },
    );

    app.post(
      authApi.forget.path,
      { schema: { tags, body: authApi.forget.body }, config: perIp(config.authLimits.forget) },
      async (req) => {
        const user = await accounts.forget(req.body);
        if (user) await sessions.revokeAll(user.id);
        return ok(null, message('password_changed', langOf(req)));
      },
    );

    app.post(authApi.logout.path, { config: { auth: 'optional' }, schema: { tags } }, async (req, reply) => {
      const user = req.viewer;
      if (user) await sessions.revoke(user.sessionId);
      sessions.clearCookie(reply);
      return ok(null, message('signed_out', langOf(req)));
    });

    app.post(authApi.logoutAll.path, { config: { auth: 'player' }, schema: { tags } }, async (req, reply) => {
      const user = req.player;
      await sessions.revokeAll(user.id);
      sessions.clearCookie(reply);
      return ok(null, message('signed_out', langOf(req)));
    });
  };
}
