import { CAPTCHA_REP, type CaptchaAnswer, type CaptchaRepCode, captchaApi } from '@dropforge/shared/contract';
import type { Lang } from '@dropforge/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { langOf, ok } from '../../../platform/http';
import { aesEncrypt } from './aes';
import type { CaptchaService, Outcome } from './captcha.service';
import { clientKeyOf } from './limits';
import { captchaMessage } from './messages';

export type CaptchaRouteOptions = {
  /** Use the first X-Forwarded-For address for the client key (AJ behaviour). */
  trustForwardedFor: boolean;
  /** Addresses (req.ip) exempt from the get/check volume limits; never from the failure lock. */
  trustedIps: readonly string[];
};

/** The protocol answer with the site envelope alongside: `code` is 200 even for protocol failures. */
export function captchaAnswer<T>(
  repCode: CaptchaRepCode,
  repData: T | null,
  lang: Lang,
  params?: Record<string, string>,
): CaptchaAnswer<T> {
  const repMsg = captchaMessage(repCode, lang, params);
  const success = repCode === CAPTCHA_REP.success;
  return { code: 200, msg: repMsg, data: repData, repCode, repMsg, repData, success };
}

/** Protocol codes for a body that failed validation: 0011 for a missing/empty field, else 0001. */
function invalidBody(schema: z.ZodType, body: unknown, lang: Lang): CaptchaAnswer<never> {
  const issue = schema.safeParse(body).error?.issues[0];
  const path = issue?.path ?? [];
  let value: unknown = body;
  for (const part of path)
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[part] : undefined;
  const field = path.map(String).join('.') || 'body';
  const blank = value === undefined || value === null || value === '';
  return captchaAnswer<never>(blank ? CAPTCHA_REP.blank : CAPTCHA_REP.error, null, lang, { field });
}

export function captchaRoutes(service: CaptchaService, options: CaptchaRouteOptions) {
  const exempt = (req: FastifyRequest) => options.trustedIps.includes(req.ip);

  async function guarded<T>(req: FastifyRequest, run: () => Promise<Outcome<T>>): Promise<CaptchaAnswer<T>> {
    try {
      const outcome = await run();
      return captchaAnswer(outcome.repCode, outcome.repData, langOf(req));
    } catch (err) {
      req.log.error({ err, reqId: req.id }, 'captcha failed');
      return captchaAnswer<T>(CAPTCHA_REP.exception, null, langOf(req));
    }
  }

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['captcha'];
    const { get, check, aes } = captchaApi;

    app.post(
      get.path,
      { schema: { tags, body: get.body, response: { 200: get.result } }, attachValidation: true },
      async (req) => {
        if (req.validationError) return invalidBody(get.body, req.body, langOf(req));
        const client = clientKeyOf(req, req.body.clientUid, options.trustForwardedFor);
        return guarded(req, () => service.get(req.body.captchaType, client, exempt(req)));
      },
    );

    app.post(
      check.path,
      { schema: { tags, body: check.body, response: { 200: check.result } }, attachValidation: true },
      async (req) => {
        if (req.validationError) return invalidBody(check.body, req.body, langOf(req));
        const client = clientKeyOf(req, req.body.clientUid, options.trustForwardedFor);
        return guarded(req, () => service.check(req.body, client, exempt(req)));
      },
    );

    // Spec: "encryption takes key and code and yields secretKey" — AES-128-ECB/PKCS7 of `code` under the
    // 16-byte `key`, base64; the same cipher the captcha uses for pointJson. (AJ-Captcha itself has no such
    // endpoint; this follows the spec text.)
    app.post(aes.path, { schema: { tags, body: aes.body, response: { 200: aes.result } } }, async (req) =>
      ok({ secretKey: aesEncrypt(req.body.code, req.body.key) }),
    );
  };
}
