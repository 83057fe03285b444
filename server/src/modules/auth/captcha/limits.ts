import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Store } from '../../../platform/kv';

/** Thresholds and lifetimes of the captcha; defaults follow the protocol (tests lower them). */
export type CaptchaLimits = {
  /** More `get` calls than this per client in `windowMs` answer 6201. */
  getPerMinute: number;
  /** More `check` calls than this per client in `windowMs` answer 6204. */
  checkPerMinute: number;
  /** Window of the two counters above. */
  windowMs: number;
  /** This many failed checks within `failureWindowMs` lock the client (6202 to get and check) for `lockMs`. */
  failuresBeforeLock: number;
  failureWindowMs: number;
  lockMs: number;
  /** Lifetime of an issued token (6110 afterwards). */
  tokenTtlMs: number;
  /** Lifetime of a `captchaVerification` after a passed check. */
  verificationTtlMs: number;
};

export const CAPTCHA_LIMITS: CaptchaLimits = {
  getPerMinute: 120,
  checkPerMinute: 600,
  windowMs: 60_000,
  failuresBeforeLock: 5,
  failureWindowMs: 60_000,
  lockMs: 300_000,
  tokenTtlMs: 120_000,
  verificationTtlMs: 180_000,
};

const header = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/**
 * The client a limit counts against: md5 of (first X-Forwarded-For address, else the socket/proxy address)
 * + user agent, as the AJ-Captcha server does; `clientUid` only when no address is known.
 * With `trustForwardedFor` false the header is ignored (a direct client could otherwise rotate it).
 */
export function clientKeyOf(
  req: FastifyRequest,
  clientUid: string | null | undefined,
  trustForwardedFor: boolean,
): string {
  const forwarded = trustForwardedFor ? header(req, 'x-forwarded-for').split(',')[0]?.trim() : '';
  const ip = forwarded || req.ip;
  if (ip)
    return createHash('md5')
      .update(`${ip}${header(req, 'user-agent')}`)
      .digest('hex');
  if (clientUid) return `uid:${createHash('md5').update(clientUid).digest('hex')}`;
  return 'anonymous';
}

export type Limiter = ReturnType<typeof createLimiter>;

/** Counters and the lock in the shared Store, so every instance counts the same client. */
export function createLimiter(store: Store, limits: CaptchaLimits) {
  const key = (kind: string, client: string) => `captcha:limit:${kind}:${client}`;
  return {
    async isLocked(client: string): Promise<boolean> {
      return (await store.get(key('lock', client))) !== undefined;
    },
    /** Counts a `get`; true when over the limit. */
    async overGetLimit(client: string): Promise<boolean> {
      return (await store.increment(key('get', client), limits.windowMs)) > limits.getPerMinute;
    },
    /** Counts a `check`; true when over the limit. */
    async overCheckLimit(client: string): Promise<boolean> {
      return (await store.increment(key('check', client), limits.windowMs)) > limits.checkPerMinute;
    },
    /** Counts a failed check; the `failuresBeforeLock`-th failure in the window locks the client. */
    async recordFailure(client: string): Promise<void> {
      const failures = await store.increment(key('fail', client), limits.failureWindowMs);
      if (failures >= limits.failuresBeforeLock) {
        await store.set(key('lock', client), '1', limits.lockMs);
        await store.delete(key('fail', client));
      }
    },
  };
}
