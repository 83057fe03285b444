import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { type Executor, readMilli, type Tx } from '../../platform/db';

/** What the first-recharge offer of the login data needs: sign-up time, last paid order, an unopened grant. */
export async function offerState(
  db: Executor,
  userId: number,
): Promise<{ created_at: Date; last_sn: string | null; granted: boolean } | undefined> {
  const rows = await db.execute<{ created_at: Date; last_sn: string | null; granted: boolean }>(sql`
    select u.created_at,
           (select order_sn from payment_orders where user_id = u.id and state = 'paid' order by paid_at desc limit 1) as last_sn,
           exists (select 1 from first_recharge_grants where user_id = u.id and state = 'granted') as granted
    from users u where u.id = ${userId}`);
  return rows.rows[0];
}

/** The latest paid deposits, newest first, with the payer's name. */
export async function recentPaid(db: Executor, limit: number): Promise<Array<{ name: string; amount: Milli }>> {
  const rows = await db.execute<{ name: string; amount: unknown }>(sql`
    select u.name, o.amount from payment_orders o join users u on u.id = o.user_id
    where o.state = 'paid' order by o.paid_at desc limit ${limit}`);
  return rows.rows.map((r) => ({ name: r.name, amount: readMilli(r.amount) }));
}

export async function lastPaidAt(db: Executor, userId: number): Promise<Date | string | null> {
  const rows = await db.execute<{ paid_at: Date | string | null }>(sql`
    select max(paid_at) as paid_at from payment_orders where user_id = ${userId} and state = 'paid'`);
  return rows.rows[0]?.paid_at ?? null;
}

/** The case of the player's unopened first-recharge grant, or null. */
export async function pendingGrantCase(db: Executor, userId: number): Promise<string | null> {
  const rows = await db.execute<{ case_id: string }>(sql`
    select case_id from first_recharge_grants where user_id = ${userId} and state = 'granted'`);
  return rows.rows[0]?.case_id ?? null;
}

/** granted → opened inside the opening's transaction; false when none is left to open. */
export async function openGrant(tx: Tx, userId: number, caseId: string): Promise<boolean> {
  const rows = await tx.execute(sql`
    update first_recharge_grants set state = 'opened', opened_at = now()
    where user_id = ${userId} and case_id = ${caseId} and state = 'granted'
    returning id`);
  return rows.rows.length === 1;
}

/** Σ of a player's paid deposits. */
/** The same total as `paidTotal` (ever), as a scalar subquery for a statement that needs it inline. */
export const paidTotalSql = (userId: number) =>
  sql`(select coalesce(sum(amount), 0) from payment_orders where user_id = ${userId} and state = 'paid')`;

export async function paidTotal(db: Executor, userId: number, since?: Date): Promise<Milli> {
  const after = since ? sql`and paid_at >= ${since.toISOString()}` : sql``;
  const rows = await db.execute<{ total: string }>(sql`
    select coalesce(sum(amount), 0)::text as total from payment_orders
     where user_id = ${userId} and state = 'paid' ${after}`);
  return readMilli(rows.rows[0]?.total ?? 0);
}

export async function insertGiftCard(
  db: Executor,
  codeHash: string,
  amount: Milli,
  batch: { name: string | null; by: string | null } = { name: null, by: null },
): Promise<void> {
  await db.execute(sql`
    insert into gift_cards (code_hash, amount, batch, created_by) values (${codeHash}, ${amount}, ${batch.name}, ${batch.by})`);
}

export type PaidOrder = { orderSn: string; userId: number; amount: Milli; paidAt: Date };
type PaidRow = { order_sn: string; user_id: number; amount: string; paid_at: Date | string };
const paidOrderOf = (r: PaidRow): PaidOrder => ({
  orderSn: r.order_sn,
  userId: r.user_id,
  amount: readMilli(r.amount),
  paidAt: new Date(r.paid_at),
});

/** Paid orders (their deposited amount, without bonuses) paid at or after `since`, oldest first. */
export async function paidSince(db: Executor, since: Date, limit: number): Promise<PaidOrder[]> {
  const rows = await db.execute<PaidRow>(sql`
    select order_sn, user_id, amount::text, paid_at from payment_orders
     where state = 'paid' and paid_at >= ${since.toISOString()} order by paid_at, id limit ${limit}`);
  return rows.rows.map(paidOrderOf);
}

export async function paidOrder(db: Executor, orderSn: string): Promise<PaidOrder | undefined> {
  const rows = await db.execute<PaidRow>(sql`
    select order_sn, user_id, amount::text, paid_at from payment_orders where order_sn = ${orderSn} and state = 'paid'`);
  return rows.rows[0] && paidOrderOf(rows.rows[0]);
}

/** A player's paid deposits since a time, oldest first (responsible-gaming deposit limits). */
export async function paidOfUserSince(
  db: Executor,
  userId: number,
  since: Date,
): Promise<Array<{ amount: Milli; paidAt: Date }>> {
  const rows = await db.execute<{ amount: unknown; paid_at: Date | string }>(sql`
    select amount, paid_at from payment_orders
     where user_id = ${userId} and state = 'paid' and paid_at >= ${since.toISOString()}
     order by paid_at`);
  return rows.rows.map((r) => ({ amount: readMilli(r.amount), paidAt: new Date(r.paid_at) }));
}

/** A player's paid orders since `since`, oldest first, with their ids (the recharge-open boxes' unique keys). */
export async function paidOrdersOfUser(
  db: Executor,
  userId: number,
  since: Date,
): Promise<Array<{ id: number; orderSn: string; amount: Milli; paidAt: Date }>> {
  const rows = await db.execute<{ id: number | string; order_sn: string; amount: unknown; paid_at: Date | string }>(sql`
    select id, order_sn, amount, paid_at from payment_orders
     where user_id = ${userId} and state = 'paid' and paid_at >= ${since.toISOString()}
     order by paid_at, id`);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    orderSn: r.order_sn,
    amount: readMilli(r.amount),
    paidAt: new Date(r.paid_at),
  }));
}
