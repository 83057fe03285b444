import { type Milli, milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db';
import { promoCodes, promoCodeUses } from './affiliates.schema';

export type CodeRow = Omit<typeof promoCodes.$inferSelect, 'amount' | 'minDeposit'> & {
  amount: Milli;
  minDeposit: Milli;
};
export type NewCode = typeof promoCodes.$inferInsert;

export async function findByHash(db: Executor, codeHash: string): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(sql`${promoCodes.codeHash} = ${codeHash}`);
  return row && { ...row, amount: milli(row.amount), minDeposit: milli(row.minDeposit) };
}

export async function insertCodes(db: Executor, rows: NewCode[]): Promise<number> {
  if (rows.length === 0) return 0;
  const created = await db.insert(promoCodes).values(rows).onConflictDoNothing().returning({ id: promoCodes.id });
  return created.length;
}

/** A content code: its terms follow the file, its `used` count stays. */
export async function upsertContentCode(db: Executor, row: NewCode): Promise<void> {
  const { codeHash: _hash, used: _used, ...terms } = row;
  await db
    .insert(promoCodes)
    .values(row)
    .onConflictDoUpdate({ target: promoCodes.codeHash, set: { ...terms, source: 'content' } });
}

/**
 * Takes one use of the code (its row stays locked until the transaction ends, so an account's uses of it are
 * counted one redemption at a time); false when every use is taken.
 */
export async function takeUse(tx: Tx, codeId: number): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ used: sql`${promoCodes.used} + 1` })
    .where(sql`${promoCodes.id} = ${codeId} and ${promoCodes.used} < ${promoCodes.uses}`)
    .returning({ used: promoCodes.used });
  return rows.length === 1;
}

export async function usesBy(tx: Tx, codeId: number, userId: number): Promise<number> {
  const rows = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from promo_code_uses where code_id = ${codeId} and user_id = ${userId}`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}

/** The account's next use of the code, or undefined when that number is taken (a copy of the request won). */
export async function insertUse(tx: Tx, codeId: number, userId: number, seq: number): Promise<number | undefined> {
  const [row] = await tx
    .insert(promoCodeUses)
    .values({ codeId, userId, seq })
    .onConflictDoNothing()
    .returning({ id: promoCodeUses.id });
  return row?.id;
}
