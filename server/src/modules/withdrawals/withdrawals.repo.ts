import type { WithdrawalState } from '@dropforge/shared/contract';
import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { type Executor, readMilli, type Tx } from '../../platform/db';

export type WithdrawalRow = {
  id: number;
  user_id: number;
  knapsack_id: number;
  goods_id: number;
  price: Milli;
  provider: string;
  state: WithdrawalState;
  trade_url: string;
  external_id: string | null;
  cost: Milli | null;
  offer_id: string | null;
  offer_url: string | null;
  expires_at: Date | string | null;
  reason: string | null;
  attempts: number;
  created_at: Date | string;
  updated_at: Date | string;
  finished_at: Date | string | null;
};

const normalize = (r: WithdrawalRow): WithdrawalRow => ({
  ...r,
  id: Number(r.id),
  knapsack_id: Number(r.knapsack_id),
  price: readMilli(r.price),
  cost: r.cost === null ? null : readMilli(r.cost),
});

/** One `in_progress` withdrawal per locked item, inside the extract's transaction; answers them by item. */
export async function insertWithdrawals(
  tx: Tx,
  v: {
    userId: number;
    provider: string;
    tradeUrl: string;
    items: Array<{ knapsackId: number; goodsId: number; price: Milli }>;
  },
): Promise<WithdrawalRow[]> {
  const values = v.items.map(
    (i) => sql`(${v.userId}, ${i.knapsackId}, ${i.goodsId}, ${i.price}, ${v.provider}, ${v.tradeUrl})`,
  );
  const res = await tx.execute<WithdrawalRow>(sql`
    insert into withdrawals (user_id, knapsack_id, goods_id, price, provider, trade_url)
    values ${sql.join(values, sql`, `)} returning *`);
  return res.rows.map(normalize).sort((a, b) => a.knapsack_id - b.knapsack_id);
}

export async function findWithdrawal(db: Executor, id: number): Promise<WithdrawalRow | undefined> {
  const res = await db.execute<WithdrawalRow>(sql`select * from withdrawals where id = ${id}`);
  return res.rows[0] && normalize(res.rows[0]);
}

/** Ids of every withdrawal still in progress or ready (the sweep). */
export async function activeIds(db: Executor): Promise<number[]> {
  const res = await db.execute<{ id: number }>(sql`
    select id from withdrawals where state in ('in_progress', 'ready') order by id`);
  return res.rows.map((r) => Number(r.id));
}

/** Fields a step records without leaving its state (the purchase id, the attempt counter). */
export type StepFields = Partial<{ externalId: string; cost: Milli | null; attempts: number }>;

/** Records what a step learned, only while the withdrawal is still in `state`; false when it moved on. */
export async function recordStep(db: Executor, id: number, state: WithdrawalState, f: StepFields) {
  const sets = [
    f.externalId !== undefined ? sql`external_id = ${f.externalId}` : undefined,
    f.cost !== undefined ? sql`cost = ${f.cost}` : undefined,
    f.attempts !== undefined ? sql`attempts = ${f.attempts}` : undefined,
  ].filter((s) => s !== undefined);
  if (sets.length === 0) return true;
  const res = await db.execute(sql`
    update withdrawals set ${sql.join(sets, sql`, `)} where id = ${id} and state = ${state} returning id`);
  return res.rows.length === 1;
}

export type Transition = {
  to: WithdrawalState;
  offerId?: string;
  offerUrl?: string;
  expiresAt?: Date | null;
  cost?: Milli | null;
  reason?: string;
};

/**
 * Moves a withdrawal from `from` to `t.to` (`UPDATE … WHERE state = $from`): answers the row when this call moved
 * it, undefined when another step already did. Terminal states stamp `finished_at`.
 */
export async function transition(tx: Executor, id: number, from: WithdrawalState, t: Transition) {
  const terminal = t.to === 'success' || t.to === 'failed' || t.to === 'cancelled';
  const res = await tx.execute<WithdrawalRow>(sql`
    update withdrawals set state = ${t.to}, updated_at = now(), attempts = 0
      ${t.offerId !== undefined ? sql`, offer_id = ${t.offerId}` : sql``}
      ${t.offerUrl !== undefined ? sql`, offer_url = ${t.offerUrl}` : sql``}
      ${t.expiresAt !== undefined ? sql`, expires_at = ${t.expiresAt?.toISOString() ?? null}` : sql``}
      ${t.cost !== undefined && t.cost !== null ? sql`, cost = ${t.cost}` : sql``}
      ${t.reason !== undefined ? sql`, reason = ${t.reason.slice(0, 500)}` : sql``}
      ${terminal ? sql`, finished_at = now()` : sql``}
    where id = ${id} and state = ${from}
    returning *`);
  return res.rows[0] && normalize(res.rows[0]);
}

/** One page of a player's withdrawals, newest first, with the total. */
export async function page(
  db: Executor,
  userId: number,
  q: { state?: WithdrawalState; limit: number; offset: number },
) {
  const where = sql`where user_id = ${userId} ${q.state ? sql`and state = ${q.state}` : sql``}`;
  const [rows, total] = await Promise.all([
    db.execute<WithdrawalRow>(sql`
      select * from withdrawals ${where} order by id desc limit ${q.limit} offset ${q.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from withdrawals ${where}`),
  ]);
  return { rows: rows.rows.map(normalize), total: total.rows[0]?.n ?? 0 };
}

export async function countByUser(db: Executor, userId: number): Promise<number> {
  const res = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from withdrawals where user_id = ${userId}`,
  );
  return res.rows[0]?.n ?? 0;
}

/** The latest delivered withdrawals with their players' names (the footer ticker). */
export async function recentSuccessful(db: Executor, limit: number) {
  const res = await db.execute<{ name: string; goods_id: number }>(sql`
    select u.name, w.goods_id from withdrawals w join users u on u.id = w.user_id
    where w.state = 'success' order by w.finished_at desc limit ${limit}`);
  return res.rows;
}

/** A withdrawal's step lock (session advisory lock on the caller's own connection); false when another holds it. */
export async function tryStepLock(client: pg.PoolClient, key: number[]): Promise<boolean> {
  const got = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', key);
  return got.rows[0]?.ok === true;
}

export async function stepUnlock(client: pg.PoolClient, key: number[]): Promise<void> {
  await client.query('select pg_advisory_unlock($1, $2)', key);
}

/** How many withdrawals are in each state (the `/metrics` gauge). */
export async function countByState(db: Executor): Promise<Array<{ state: WithdrawalState; n: number }>> {
  const rows = await db.execute<{ state: WithdrawalState; n: number }>(sql`
    select state, count(*)::int as n from withdrawals group by state`);
  return rows.rows;
}

/**
 * Running step jobs queued under the old `stately` policy become `short` (decision 58), so that one left `active`
 * by a crashed instance no longer makes pg-boss refuse the next step of its withdrawal (and the whole batch).
 */
/** Ids of the steps queued for later under a singleton key (pg-boss `created` or `retry`). */
export async function waitingSteps(db: Executor, queue: string, key: string): Promise<string[]> {
  const res = await db.execute<{ id: string }>(sql`
    select id::text from pgboss.job where name = ${queue} and singleton_key = ${key} and state in ('created', 'retry')`);
  return res.rows.map((r) => r.id);
}

export async function releaseStatelySteps(db: Executor, queue: string): Promise<void> {
  await db.execute(sql`
    update pgboss.job set policy = 'short' where name = ${queue} and policy = 'stately' and state = 'active'`);
}
