import { type Milli, milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { type Executor, readMilli, type Tx } from '../../platform/db';

/** Serialises the earnings of one referrer, so each is priced at the level its predecessors reached. */
export async function lockReferrer(tx: Tx, parentId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7001, ${parentId})`);
}

export async function referredDeposits(db: Executor, parentId: number): Promise<Milli> {
  const rows = await db.execute<{ total: string }>(
    sql`select coalesce(sum(deposit), 0)::text as total from referral_earnings where parent_id = ${parentId}`,
  );
  return readMilli(rows.rows[0]?.total ?? 0);
}

export type NewEarning = {
  parentId: number;
  userId: number;
  orderSn: string;
  deposit: Milli;
  level: number;
  ratePpm: number;
  amount: Milli;
};

/** False when the order already earned (a repeated confirmation, another instance, the sweep). */
export async function insertEarning(tx: Tx, e: NewEarning): Promise<boolean> {
  const rows = await tx.execute(sql`
    insert into referral_earnings (parent_id, user_id, order_sn, deposit, level, rate_ppm, amount)
    values (${e.parentId}, ${e.userId}, ${e.orderSn}, ${e.deposit}, ${e.level}, ${e.ratePpm}, ${e.amount})
    on conflict (order_sn) do nothing returning id`);
  return rows.rows.length === 1;
}

export async function earnedOrders(db: Executor, orderSns: string[]): Promise<Set<string>> {
  if (orderSns.length === 0) return new Set();
  const rows = await db.execute<{ order_sn: string }>(
    sql`select order_sn from referral_earnings where order_sn = any(${`{${orderSns.map((s) => s.replace(/[^\w]/g, '')).join(',')}}`}::text[])`,
  );
  return new Set(rows.rows.map((r) => r.order_sn));
}

export async function totals(db: Executor, parentId: number) {
  const rows = await db.execute<{ earned: string; claimable: string; deposits: string }>(sql`
    select coalesce(sum(amount), 0)::text as earned,
           coalesce(sum(amount) filter (where claim_id is null), 0)::text as claimable,
           coalesce(sum(deposit), 0)::text as deposits
      from referral_earnings where parent_id = ${parentId}`);
  const r = rows.rows[0];
  return {
    earned: readMilli(r?.earned ?? 0),
    claimable: readMilli(r?.claimable ?? 0),
    deposits: readMilli(r?.deposits ?? 0),
  };
}

/** Earnings per UTC day over the last `days` days, oldest first (days without earnings are absent). */
export async function byDay(db: Executor, parentId: number, days: number) {
  const rows = await db.execute<{ day: string; amount: string }>(sql`
    select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day, sum(amount)::text as amount
      from referral_earnings
     where parent_id = ${parentId} and created_at > now() - make_interval(days => ${days})
     group by 1 order by 1`);
  return rows.rows.map((r) => ({ day: r.day, amount: readMilli(r.amount) }));
}

/** Deposited (any earning) per referred player among `userIds`. */
export async function depositedOf(db: Executor, parentId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.execute<{ user_id: number }>(sql`
    select distinct user_id from referral_earnings
     where parent_id = ${parentId} and user_id = any(${`{${userIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`);
  return new Set(rows.rows.map((r) => r.user_id));
}

/** Takes every unclaimed earning of the referrer into a new claim; answers the claim and its total (maybe 0). */
export async function claimAll(tx: Tx, parentId: number): Promise<{ claimId: number; amount: Milli }> {
  const claim = await tx.execute<{ id: number }>(
    sql`insert into referral_claims (user_id, amount) values (${parentId}, 0) returning id`,
  );
  const claimId = Number(claim.rows[0]!.id);
  const taken = await tx.execute<{ total: string }>(sql`
    with taken as (
      update referral_earnings set claim_id = ${claimId} where parent_id = ${parentId} and claim_id is null returning amount
    )
    select coalesce(sum(amount), 0)::text as total from taken`);
  const amount = readMilli(taken.rows[0]?.total ?? 0);
  await tx.execute(sql`update referral_claims set amount = ${amount} where id = ${claimId}`);
  return { claimId, amount: milli(amount) };
}
