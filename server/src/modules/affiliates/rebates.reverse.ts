import { type Milli, minMilli, ZERO_MILLI } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db';
import { balancesOf, wallet } from '../wallet';

/**
 * A refunded deposit's referral rebate (issue 25): unclaimed, it is cancelled; already paid to the referrer, as much
 * of it as the referrer still holds is taken back (a balance never goes negative). Answers what was undone.
 */
export async function reverseRebate(tx: Tx, orderSn: string): Promise<{ cancelled: Milli; taken: Milli }> {
  const unclaimed = await tx.execute<{ amount: number }>(sql`
    delete from referral_earnings where order_sn = ${orderSn} and claim_id is null returning amount::float8 as amount`);
  const cancelled = (unclaimed.rows[0]?.amount ?? 0) as Milli;
  const paid = await tx.execute<{ parent_id: number; amount: number }>(sql`
    select parent_id, amount::float8 as amount from referral_earnings where order_sn = ${orderSn} and claim_id is not null`);
  const row = paid.rows[0];
  if (!row) return { cancelled, taken: ZERO_MILLI };
  const held = (await balancesOf(tx, row.parent_id)).money;
  const taken = minMilli(held, row.amount as Milli);
  if (taken > 0)
    await wallet.debit(tx, {
      userId: row.parent_id,
      to: 'promotions',
      currency: 'money',
      amount: taken,
      kind: 'refund',
      key: `referral-reversal:${orderSn}`,
      ref: { kind: 'order', id: orderSn },
      memo: 'referral rebate of a refunded deposit',
    });
  return { cancelled, taken };
}
