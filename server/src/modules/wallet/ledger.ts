import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db';
import { AppError } from '../../platform/http';

export const CURRENCIES = ['money', 'shop_score', 'score'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const HOUSE_ACCOUNTS = ['payments', 'promotions', 'revenue', 'fees', 'prizes'] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

/** A user's spendable (`main`) or set-aside (`held`) account, or a house account. */
export type AccountRef = { user: number; held?: boolean } | { house: HouseAccount };
export type Leg = { account: AccountRef; amount: number };
export type Ref = { kind: string; id: string | number };
export type Posting = {
  kind: string;
  /** Unique per money movement: the same key posted twice moves money once. */
  key: string;
  ref: Ref;
  currency: Currency;
  legs: Leg[];
  /** The player the transaction belongs to in their history. */
  userId?: number;
  memo?: string;
};
export type Posted = { txId: number; duplicate: boolean };

/** Finds or creates an account without locking it (locks are taken later, in id order). */
async function accountId(tx: Executor, account: AccountRef, currency: Currency): Promise<number> {
  const [owner, ownerId, name] =
    'house' in account ? ['house', 0, account.house] : ['user', account.user, account.held ? 'held' : 'main'];
  const find = () =>
    tx.execute<{ id: number }>(sql`
      select id from accounts
      where owner = ${owner} and owner_id = ${ownerId} and name = ${name} and currency = ${currency}`);
  let rows = (await find()).rows;
  if (rows.length === 0) {
    rows = (
      await tx.execute<{ id: number }>(sql`
        insert into accounts (owner, owner_id, name, currency) values (${owner}, ${ownerId}, ${name}, ${currency})
        on conflict (owner, owner_id, name, currency) do nothing
        returning id`)
    ).rows;
    if (rows.length === 0) rows = (await find()).rows;
  }
  return rows[0]!.id;
}

export function insufficient(currency: Currency): AppError {
  return new AppError(currency === 'score' ? 'insufficient_coins' : 'insufficient_balance');
}

/**
 * Posts a balanced transaction inside the caller's database transaction. User balances change by
 * conditional updates (never below zero), in account-id order so concurrent transfers cannot
 * deadlock. A repeated idempotency key posts nothing and answers the first transaction.
 */
export async function post(tx: Tx, p: Posting): Promise<Posted> {
  if (p.legs.length < 2) throw new Error('a transaction needs at least two legs');
  let sum = 0;
  for (const leg of p.legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) throw new Error(`bad leg amount ${leg.amount}`);
    sum += leg.amount;
  }
  if (sum !== 0) throw new Error(`legs of ${p.kind} do not balance: ${sum}`);

  const inserted = await tx.execute<{ id: number }>(sql`
    insert into ledger_tx (kind, idempotency_key, ref_kind, ref_id, user_id, memo)
    values (${p.kind}, ${p.key}, ${p.ref.kind}, ${String(p.ref.id)}, ${p.userId ?? null}, ${p.memo ?? ''})
    on conflict (idempotency_key) do nothing
    returning id`);
  if (inserted.rows.length === 0) {
    const existing = await tx.execute<{ id: number }>(sql`select id from ledger_tx where idempotency_key = ${p.key}`);
    return { txId: Number(existing.rows[0]!.id), duplicate: true };
  }
  const txId = Number(inserted.rows[0]!.id);

  const resolved: Array<Leg & { id: number }> = [];
  for (const leg of p.legs) resolved.push({ ...leg, id: await accountId(tx, leg.account, p.currency) });
  resolved.sort((a, b) => a.id - b.id);
  for (const leg of resolved) {
    if ('user' in leg.account) {
      const updated = await tx.execute(sql`
        update accounts set balance = balance + ${leg.amount}
        where id = ${leg.id} and balance + ${leg.amount} >= 0
        returning id`);
      if (updated.rows.length === 0) throw insufficient(p.currency);
    }
  }
  const values = resolved.map((leg) => sql`(${txId}, ${leg.id}, ${p.currency}, ${leg.amount})`);
  await tx.execute(sql`insert into postings (tx_id, account_id, currency, amount) values ${sql.join(values, sql`, `)}`);
  return { txId, duplicate: false };
}

export type Balances = Record<Currency, number>;

export async function balancesOf(db: Executor, userId: number): Promise<Balances> {
  const rows = await db.execute<{ currency: Currency; balance: number }>(sql`
    select currency, balance from accounts where owner = 'user' and owner_id = ${userId} and name = 'main'`);
  const result: Balances = { money: 0, shop_score: 0, score: 0 };
  for (const row of rows.rows) result[row.currency] = Number(row.balance);
  return result;
}
