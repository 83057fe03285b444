import { type Milli, milli } from '@dropforge/shared/domain';
import { type SQL, sql } from 'drizzle-orm';
import { deferWrite, type Executor, readMilli, type Tx } from '../../platform/db';

/** An accrual whose amount an SQL expression computes (nothing when it comes to 0), sent with the bet's other deferred writes before commit. */
export async function accrueComputed(tx: Tx, betKey: string, userId: number, amount: SQL): Promise<void> {
  await deferWrite(
    tx,
    'rakeback_accruals',
    sql`insert into rakeback_accruals (bet_key, user_id, amount)
        select ${betKey}, ${userId}, a from (select ${amount} as a) x where a > 0
        on conflict do nothing`,
  );
}

export async function standing(db: Executor, userId: number, day: string) {
  const rows = await db.execute<{ claimable: string; total: string; claimed: boolean }>(sql`
    select coalesce(sum(amount) filter (where claim_id is null), 0)::text as claimable,
           coalesce(sum(amount), 0)::text as total,
           exists (select 1 from rakeback_claims where user_id = ${userId} and day = ${day}::date) as claimed
      from rakeback_accruals where user_id = ${userId}`);
  const r = rows.rows[0];
  return { claimable: readMilli(r?.claimable ?? 0), total: readMilli(r?.total ?? 0), claimed: r?.claimed === true };
}

/** Today's claim (once per player and day) taking every unclaimed accrual; null when today's claim exists. */
export async function claim(tx: Tx, userId: number, day: string): Promise<{ id: number; amount: Milli } | null> {
  const made = await tx.execute<{ id: number }>(sql`
    insert into rakeback_claims (user_id, day) values (${userId}, ${day}::date)
    on conflict do nothing returning id`);
  const id = made.rows[0]?.id;
  if (id === undefined) return null;
  const taken = await tx.execute<{ total: string }>(sql`
    with taken as (
      update rakeback_accruals set claim_id = ${id} where user_id = ${userId} and claim_id is null returning amount
    )
    select coalesce(sum(amount), 0)::text as total from taken`);
  const amount = readMilli(taken.rows[0]?.total ?? 0);
  await tx.execute(sql`update rakeback_claims set amount = ${amount} where id = ${id}`);
  return { id: Number(id), amount: milli(amount) };
}
