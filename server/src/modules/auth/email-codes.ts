import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Lang } from '@dropforge/shared/domain';
import { AppError } from '../../platform/http';
import type { Store } from '../../platform/kv';
import type { Mailer } from '../../platform/mail';
import { codeMail } from './mails';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_ATTEMPTS = 5;
export const RESEND_MS = 30_000;
const PER_ADDRESS_PER_HOUR = 10;

/** Six-digit e-mail codes: stored hashed, valid 10 minutes, 5 attempts, single use, one send per 30 s. */
export function createEmailCodes(deps: { store: Store; mailer: Mailer; pepper: string }) {
  const { store } = deps;
  const key = (email: string) => `email_code:${email.toLowerCase()}`;
  const hashOf = (email: string, code: string) =>
    createHmac('sha256', deps.pepper).update(`email_code:${email.toLowerCase()}:${code}`).digest('hex');

  return {
    async send(email: string, lang: Lang): Promise<void> {
      const address = email.toLowerCase();
      if (!(await store.setIfAbsent(`email_code_cooldown:${address}`, '1', RESEND_MS))) {
        const seconds = Math.ceil((await store.ttl(`email_code_cooldown:${address}`)) / 1000) || 30;
        throw new AppError('code_too_soon', { seconds });
      }
      if ((await store.increment(`email_code_hourly:${address}`, 3_600_000)) > PER_ADDRESS_PER_HOUR) {
        throw new AppError('rate_limited', { seconds: 3600 });
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await store.set(key(address), hashOf(address, code), CODE_TTL_MS);
      await store.delete(`email_code_attempts:${address}`);
      try {
        await deps.mailer.send({ to: email, ...codeMail(code, lang) });
      } catch {
        await store.delete(key(address));
        await store.delete(`email_code_cooldown:${address}`);
        throw new AppError('send_fail');
      }
    },

    /** Consumes the code when it matches; of many parallel uses of one code at most one succeeds. */
    async consume(email: string, code: string): Promise<void> {
      const address = email.toLowerCase();
      const attempts = await store.increment(`email_code_attempts:${address}`, CODE_TTL_MS);
      // Past 5 attempts the code is dead until a new one is sent (which resets the counter).
      if (attempts > CODE_ATTEMPTS) throw new AppError('code_invalid');
      const stored = await store.get(key(address));
      const given = hashOf(address, code);
      if (!stored || !timingSafeEqual(Buffer.from(stored), Buffer.from(given))) throw new AppError('code_invalid');
      if ((await store.take(key(address))) !== stored) throw new AppError('code_invalid');
    },
  };
}

export type EmailCodes = ReturnType<typeof createEmailCodes>;
