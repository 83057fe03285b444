import { addMilli, type Milli, ZERO_MILLI } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import { type Currency, type HouseAccount, wallet } from '../wallet';
import type { OrderRow } from './deposits.repo';

/**
 * Refunds a paid deposit (issue 25, the console): every credit the order paid the player (the deposit, its bonuses,
 * its top-up coupon) goes back to the house account it came from, and the order becomes `refunded`. The order row is
 * locked and moves from `paid` once, so a hundred refunds of one order reverse it once. The player must still hold the
 * money: a balance never goes negative ("The player no longer has the funds this refund takes back").
 */
type Refunded = Pick<OrderRow, 'id' | 'order_sn' | 'user_id' | 'amount' | 'state'>;

export async function refundOrder(tx: Tx, orderSn: string): Promise<{ order: Refunded; reversed: Milli }> {
  const found = await tx.execute<Refunded>(sql`
    select id, order_sn, user_id, amount::float8 as amount, state from payment_orders where order_sn = ${orderSn} for update`);
  const order = found.rows[0];
  if (!order) throw new AppError('order_not_found');
  if (order.state !== 'paid') throw new AppError('order_not_refundable');
  const credits = await tx.execute<{ tx_id: number; amount: number; house: HouseAccount; currency: Currency }>(sql`
    select t.id::float8 as tx_id, u.amount::float8 as amount, h_acc.name as house, u.currency
    from ledger_tx t
    join postings u on u.tx_id = t.id
    join accounts u_acc on u_acc.id = u.account_id and u_acc.owner = 'user' and u_acc.owner_id = ${order.user_id}
      and u_acc.name = 'main'
    join postings h on h.tx_id = t.id and h.amount < 0
    join accounts h_acc on h_acc.id = h.account_id and h_acc.owner = 'house'
    where t.ref_kind = 'order' and t.ref_id = ${orderSn} and t.kind = 'deposit' and u.amount > 0
    order by t.id`);
  let reversed = ZERO_MILLI;
  for (const c of credits.rows) {
    await wallet
      .debit(tx, {
        userId: order.user_id,
        to: c.house,
        currency: c.currency,
        amount: c.amount as Milli,
        kind: 'refund',
        key: `refund:${c.tx_id}`,
        ref: { kind: 'order', id: orderSn },
        memo: `refund of ${orderSn}`,
      })
      .catch((e: unknown) => {
        if (e instanceof AppError && e.code === 'insufficient_balance') throw new AppError('refund_exceeds_balance');
        throw e;
      });
    reversed = addMilli(reversed, c.amount as Milli);
  }
  await tx.execute(sql`update payment_orders set state = 'refunded' where id = ${order.id}`);
  return { order: { ...order, state: 'refunded' }, reversed };
}
