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
  /** This many failed checks within `failureWindowMs` lock the address (6202 to get and check) for `lockMs`. */
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

/** Who a captcha call counts against: `volume` for the get/check rates, `address` for the failure lock. */
export type CaptchaClient = { volume: string; address: string };

/**
 * The volume limits count md5 of (first X-Forwarded-For address, else the socket/proxy address) + user agent, as
 * the AJ-Captcha server does; the failure lock counts the address alone, so rotating the user agent gives no
 * further guesses. `clientUid` only when no address is known. With `trustForwardedFor` false the header is ignored
 * (a direct client could otherwise rotate it).
 */
export function clientKeyOf(
  req: FastifyRequest,
  clientUid: string | null | undefined,
  trustForwardedFor: boolean,
): CaptchaClient {
  const forwarded = trustForwardedFor ? header(req, 'x-forwarded-for').split(',')[0]?.trim() : '';
  const ip = forwarded || req.ip;
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  if (ip) return { volume: md5(`${ip}${header(req, 'user-agent')}`), address: `ip:${md5(ip)}` };
  const uid = clientUid ? `uid:${md5(clientUid)}` : 'anonymous';
  return { volume: uid, address: uid };
}

export type Limiter = ReturnType<typeof createLimiter>;

/** Counters and the lock in the shared Store, so every instance counts the same client. */
export function createLimiter(store: Store, limits: CaptchaLimits) {
  const key = (kind: string, client: string) => `captcha:limit:${kind}:${client}`;
  return {
    async isLocked(client: CaptchaClient): Promise<boolean> {
      return (await store.get(key('lock', client.address))) !== undefined;
    },
    /** Counts a `get`; true when over the limit. */
    async overGetLimit(client: CaptchaClient): Promise<boolean> {
      return (await store.increment(key('get', client.volume), limits.windowMs)) > limits.getPerMinute;
    },
    /** Counts a `check`; true when over the limit. */
    async overCheckLimit(client: CaptchaClient): Promise<boolean> {
      return (await store.increment(key('check', client.volume), limits.windowMs)) > limits.checkPerMinute;
    },
    /** Counts a failed check; the `failuresBeforeLock`-th failure in the window from one address locks it. */
    async recordFailure(client: CaptchaClient): Promise<void> {
      const failures = await store.increment(key('fail', client.address), limits.failureWindowMs);
      if (failures >= limits.failuresBeforeLock) {
        await store.set(key('lock', client.address), '1', limits.lockMs);
        await store.delete(key('fail', client.address));
      }
    },
  };
}
