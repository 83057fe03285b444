import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Store } from '../../../platform/kv';

/** The cookie that binds a sign-in attempt to the browser that started it. */
export const STATE_COOKIE = 'steam_state';
export const STATE_COOKIE_PATH = '/api/steam_auth';
export const STATE_TTL_MS = 10 * 60_000;

/** What the redirect remembers for the callback. */
export type Intent = { referralCode?: string; ad?: string; linkUserId?: number };

const ZStored = z.object({
  binding: z.string(),
  referralCode: z.string().optional(),
  ad: z.string().optional(),
  linkUserId: z.number().int().positive().optional(),
});

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const stateKey = (state: string) => `steam:state:${state}`;

/**
 * Opens an attempt: a random state (it travels through Steam in return_to) and a separate random
 * binding for the cookie. The store keeps only a hash of the binding, so neither a leaked URL nor
 * a read of the store is enough to finish someone else's attempt.
 */
export async function openAttempt(store: Store, intent: Intent): Promise<{ state: string; binding: string }> {
  const state = randomBytes(24).toString('base64url');
  const binding = randomBytes(32).toString('base64url');
  const stored: z.infer<typeof ZStored> = { binding: sha256(binding).toString('base64url'), ...intent };
  await store.set(stateKey(state), JSON.stringify(stored), STATE_TTL_MS);
  return { state, binding };
}

/** Takes the attempt (single use) and checks the cookie's binding; undefined when either fails. */
export async function takeAttempt(store: Store, state: string, binding: string): Promise<Intent | undefined> {
  const raw = await store.take(stateKey(state));
  if (!raw) return undefined;
  let parsed: z.infer<typeof ZStored>;
  try {
    parsed = ZStored.parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
  const expected = Buffer.from(parsed.binding, 'base64url');
  const given = sha256(binding);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const { binding: _, ...intent } = parsed;
  return intent;
}

/**
 * Records a response_nonce as seen (per endpoint); false when it was seen before. Kept longer than
 * the accepted nonce age plus clock skew, so a nonce cannot come back after its record expired.
 */
export async function claimNonce(store: Store, endpoint: string, nonce: string, keepMs: number): Promise<boolean> {
  const key = `steam:nonce:${createHash('sha256').update(`${endpoint}\n${nonce}`).digest('base64url')}`;
  return store.setIfAbsent(key, '1', keepMs);
}
