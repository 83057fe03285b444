import { createHmac, randomBytes } from 'node:crypto';
import type { Milli } from '@dropforge/shared/domain';
import type { Db } from '../../platform/db';
import { insertGiftCard } from './payments.repo';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Gift codes are stored as an HMAC under the deployment's pepper, never in clear. */
export function hashGiftCode(pepper: string, code: string): string {
  const normal = code
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return createHmac('sha256', pepper).update(`giftcard:${normal}`).digest('hex');
}

export function newGiftCode(): string {
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}-${chars.slice(12, 16)}`;
}

/** Creates `count` sandbox gift cards of `amount` and answers their codes (shown once). */
export async function createGiftCards(db: Db, pepper: string, count: number, amount: Milli): Promise<string[]> {
  const codes = Array.from({ length: count }, newGiftCode);
  for (const code of codes) {
    await insertGiftCard(db, hashGiftCode(pepper, code), amount);
  }
  return codes;
}
