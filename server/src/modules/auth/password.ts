import { createHmac } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
const PARAMS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const MAX_CONCURRENT = 4;

/** Bounds concurrent hashes so a burst of sign-ins cannot exhaust memory or starve the event loop. */
function limiter(max: number) {
  let active = 0;
  const queue: Array<() => void> = [];
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (active >= max) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      return await fn();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}

export function createPasswords(pepper: string) {
  const limit = limiter(MAX_CONCURRENT);
  // The client sends MD5(password) as 32 hex; the pepper keeps a stolen table useless without the config.
  const peppered = (digest: string) => createHmac('sha256', pepper).update(digest.toLowerCase()).digest('hex');
  let dummy: Promise<string> | undefined;
  return {
    hash: (digest: string) => limit(() => hash(peppered(digest), PARAMS)),
    /** argon2's verify compares in constant time. */
    verify: (stored: string, digest: string) => limit(() => verify(stored, peppered(digest))),
    /** Spends the same time as a real check for unknown e-mails, so timing reveals nothing. */
    async dummyVerify(digest: string) {
      dummy ??= hash(peppered('0'.repeat(32)), PARAMS);
      await limit(async () => verify(await dummy!, peppered(digest))).catch(() => false);
      return false;
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
