import { createHmac, randomBytes } from 'node:crypto';
import { type Milli, toAmount } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
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
export async function createGiftCards(
  db: Executor,
  pepper: string,
  count: number,
  amount: Milli,
  batch?: { name: string; by: string },
): Promise<string[]> {
  const codes = Array.from({ length: count }, newGiftCode);
  for (const code of codes) {
    await insertGiftCard(db, hashGiftCode(pepper, code), amount, batch);
  }
  return codes;
}

/** Gift cards by batch (the console's; unnamed ones together), newest first, with how many were redeemed. */
export async function giftCardBatches(db: Executor) {
  const res = await db.execute<{
    batch: string;
    amount: string;
    count: number;
    redeemed: number;
    created_by: string;
    created_at: Date;
  }>(sql`
    select coalesce(batch, '') as batch, max(amount)::text as amount, count(*)::int as count,
      count(*) filter (where state = 'redeemed')::int as redeemed, coalesce(max(created_by), '') as created_by,
      min(created_at) as created_at
    from gift_cards group by coalesce(batch, ''), amount order by min(created_at) desc limit 200`);
  return res.rows.map((r) => ({
    batch: r.batch,
    amount: toAmount(Number(r.amount) as Milli),
    count: r.count,
    redeemed: r.redeemed,
    created_by: r.created_by,
    created_at: new Date(r.created_at).toISOString(),
  }));
}
