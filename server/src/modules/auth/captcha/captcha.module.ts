import type { FastifyInstance } from 'fastify';
import type { Store } from '../../../platform/kv';
import { captchaRoutes } from './captcha.routes';
import { createCaptchaService, type VerificationInput } from './captcha.service';
import { CAPTCHA_LIMITS, type CaptchaLimits } from './limits';

export type CaptchaDeps = {
  store: Store;
  mode: 'on' | 'off';
  limits?: Partial<CaptchaLimits>;
  /** Issue a `secretKey` and require AES pointJson; false runs the protocol's plain mode. Default true. */
  aes?: boolean;
  /** Key clients by the first X-Forwarded-For address (AJ behaviour). Default true; see limits.ts. */
  trustForwardedFor?: boolean;
  /** Addresses exempt from the get/check volume limits (config.trustedIps); never from the failure lock. */
  trustedIps?: readonly string[];
};

export type Captcha = {
  /** Registers POST /api/captcha/get, /api/captcha/check and /api/aes. */
  routes: (app: FastifyInstance) => Promise<void>;
  /**
   * Business calls (send code, sign-in, Steam redirect) present either `captchaVerification`, or the AJ
   * second-step fields {captchaType, token, pointJson} of an already checked token. Consumes it (single use).
   * True when valid, or when mode is off (unless `required`).
   */
  consumeVerification(input: VerificationInput, options?: { required?: boolean }): Promise<boolean>;
  /** For tests: the stored answer for a token ({x,y} or the 3 points), read without consuming. */
  peekAnswer(token: string): Promise<unknown>;
};

/** The behaviour captcha (AJ-Captcha protocol); all state lives in the shared Store. */
export function createCaptcha(deps: CaptchaDeps): Captcha {
  const limits = { ...CAPTCHA_LIMITS, ...deps.limits };
  const service = createCaptchaService({ store: deps.store, mode: deps.mode, limits, aes: deps.aes ?? true });
  return {
    routes: captchaRoutes(service, {
      trustForwardedFor: deps.trustForwardedFor ?? true,
      trustedIps: deps.trustedIps ?? [],
    }),
    consumeVerification: service.consumeVerification,
    peekAnswer: service.peekAnswer,
  };
}
