import type { Order } from '@dropforge/shared/contract';
import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { type Executor, readMilli, type Tx } from '../../platform/db';

export type OrderRow = {
  id: number;
  order_sn: string;
  user_id: number;
  amount: Milli;
  fee: Milli;
  bonus: Milli;
  coupon_id: number | null;
  coupon_bonus: Milli;
  currency: 'money' | 'shop_score';
  method_id: string;
  provider: string;
  state: Order['state'];
  created_at: Date;
  paid_at: Date | null;
};

export type NewOrder = Omit<
  OrderRow,
  'id' | 'bonus' | 'coupon_id' | 'coupon_bonus' | 'state' | 'created_at' | 'paid_at'
> & {
  country: string;
  coupon_id?: number;
};

const orderOf = (r: OrderRow): OrderRow => ({
  ...r,
  amount: readMilli(r.amount),
  fee: readMilli(r.fee),
  bonus: readMilli(r.bonus),
  coupon_id: r.coupon_id === null ? null : Number(r.coupon_id),
  coupon_bonus: readMilli(r.coupon_bonus),
});

export async function insertOrder(tx: Executor, v: NewOrder): Promise<OrderRow> {
  const rows = await tx.execute<OrderRow>(sql`
    insert into payment_orders (order_sn, user_id, amount, fee, currency, method_id, provider, country, coupon_id)
    values (${v.order_sn}, ${v.user_id}, ${v.amount}, ${v.fee}, ${v.currency}, ${v.method_id},
            ${v.provider}, ${v.country}, ${v.coupon_id ?? null})
    returning *`);
  return orderOf(rows.rows[0]!);
}

/** True when the player has no paid order yet (read in the crediting transaction). */
export async function noPaidOrderYet(tx: Tx, userId: number): Promise<boolean> {
  const first = await tx.execute<{ first: boolean }>(sql`
    select not exists (select 1 from payment_orders where user_id = ${userId} and state = 'paid') as first`);
  return first.rows[0]!.first;
}

/** pending → paid with the bonus; false when the order was not pending any more. */
export async function markPaid(
  tx: Tx,
  orderId: number,
  v: { paymentId: string; bonus: Milli; first: boolean },
): Promise<boolean> {
  const updated = await tx.execute(sql`
    update payment_orders set state = 'paid', paid_at = now(), provider_payment_id = ${v.paymentId},
           bonus = ${v.bonus}, first_recharge = ${v.first}
    where id = ${orderId} and state = 'pending'
    returning id`);
  return updated.rows.length > 0;
}

/** Records what the order's top-up coupon added (inside the crediting transaction). */
export async function setCouponBonus(tx: Tx, orderId: number, amount: Milli): Promise<void> {
  await tx.execute(sql`update payment_orders set coupon_bonus = ${amount} where id = ${orderId}`);
}

/** Whether the player's first-recharge window (`hours` after sign-up) is still open. */
export async function firstBoxWindowOpen(tx: Tx, userId: number, hours: number): Promise<boolean> {
  const window = await tx.execute<{ open: boolean }>(sql`
    select created_at + make_interval(hours => ${hours}) > now() as open
    from users where id = ${userId}`);
  return window.rows[0]?.open === true;
}

export async function insertFirstRechargeGrant(
  tx: Tx,
  v: { userId: number; orderSn: string; caseId: string; maxValue: Milli },
): Promise<void> {
  await tx.execute(sql`
    insert into first_recharge_grants (user_id, order_sn, case_id, max_value)
    values (${v.userId}, ${v.orderSn}, ${v.caseId}, ${v.maxValue})
    on conflict (user_id) do nothing`);
}

/** What a paid order credited (for the deposit notification). */
export async function creditedOf(
  db: Executor,
  orderSn: string,
): Promise<{ amount: Milli; bonus: Milli; currency: string } | undefined> {
  const rows = await db.execute<{ amount: unknown; bonus: unknown; currency: string }>(sql`
    select amount, bonus + coupon_bonus as bonus, currency from payment_orders where order_sn = ${orderSn}`);
  const row = rows.rows[0];
  return row && { amount: readMilli(row.amount), bonus: readMilli(row.bonus), currency: row.currency };
}

export async function cancelPending(db: Executor, orderId: number): Promise<void> {
  await db.execute(sql`update payment_orders set state = 'cancelled' where id = ${orderId} and state = 'pending'`);
}

/** The gift card of a code hash, locked for its redemption. */
/** A card's amount without locking it (the responsible-gaming check before the redemption's transaction). */
export async function giftCardAmount(db: Executor, codeHash: string): Promise<Milli | undefined> {
  const card = await db.execute<{ amount: unknown }>(sql`select amount from gift_cards where code_hash = ${codeHash}`);
  return card.rows[0] ? readMilli(card.rows[0].amount) : undefined;
}

export async function lockGiftCard(
  tx: Tx,
  codeHash: string,
): Promise<{ id: number; amount: Milli; state: string } | undefined> {
  const card = await tx.execute<{ id: number; amount: unknown; state: string }>(sql`
    select id, amount, state from gift_cards where code_hash = ${codeHash} for update`);
  const row = card.rows[0];
  return row && { id: row.id, amount: readMilli(row.amount), state: row.state };
}

export async function markGiftCardRedeemed(tx: Tx, cardId: number, userId: number, orderSn: string): Promise<void> {
  await tx.execute(sql`
    update gift_cards set state = 'redeemed', redeemed_by = ${userId}, redeemed_at = now(), order_sn = ${orderSn}
    where id = ${cardId}`);
}

/** The order a webhook is about, locked for its transaction. */
export async function lockOrder(tx: Tx, orderSn: string, provider: string): Promise<OrderRow | undefined> {
  const found = await tx.execute<OrderRow>(sql`
    select * from payment_orders where order_sn = ${orderSn} and provider = ${provider} for update`);
  const row = found.rows[0];
  return row && orderOf(row);
}

/** pending → declined | cancelled; false when the order was not pending any more. */
export async function closePending(tx: Tx, orderId: number, state: 'declined' | 'cancelled'): Promise<boolean> {
  const closed = await tx.execute(sql`
    update payment_orders set state = ${state}
    where id = ${orderId} and state = 'pending' returning id`);
  return closed.rows.length > 0;
}

export async function insertWebhookEvent(
  tx: Tx,
  e: { provider: string; eventId: string; type: string; orderSn: string; outcome: string },
): Promise<void> {
  await tx.execute(sql`
    insert into webhook_events (provider, event_id, type, order_sn, outcome)
    values (${e.provider}, ${e.eventId}, ${e.type}, ${e.orderSn}, ${e.outcome})`);
}

export async function orderOfUser(db: Executor, orderSn: string, userId: number): Promise<OrderRow | undefined> {
  const rows = await db.execute<OrderRow>(sql`
    select * from payment_orders where order_sn = ${orderSn} and user_id = ${userId}`);
  const row = rows.rows[0];
  return row && orderOf(row);
}

export async function orderBySn(db: Executor, orderSn: string): Promise<OrderRow | undefined> {
  const rows = await db.execute<OrderRow>(sql`select * from payment_orders where order_sn = ${orderSn}`);
  const row = rows.rows[0];
  return row && orderOf(row);
}
