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

type AccountKey = { owner: 'house' | 'user'; ownerId: number; name: string };

function keyOf(account: AccountRef): AccountKey {
  return 'house' in account
    ? { owner: 'house', ownerId: 0, name: account.house }
    : { owner: 'user', ownerId: account.user, name: account.held ? 'held' : 'main' };
}
const sameKey = (a: AccountKey, b: { owner: string; owner_id: number | string; name: string }) =>
  a.owner === b.owner && a.ownerId === Number(b.owner_id) && a.name === b.name;

/**
 * Finds (one query for all legs) or creates the legs' accounts without locking them; locks are taken
 * later, in id order.
 */
async function accountIds(tx: Executor, accounts: AccountRef[], currency: Currency): Promise<number[]> {
  const keys = accounts.map(keyOf);
  const tuples = keys.map((k) => sql`(${k.owner}, ${k.ownerId}::int, ${k.name})`);
  const found = (
    await tx.execute<{ id: number; owner: string; owner_id: number; name: string }>(sql`
      select id, owner, owner_id, name from accounts
      where currency = ${currency} and (owner, owner_id, name) in (${sql.join(tuples, sql`, `)})`)
  ).rows;
  const ids: number[] = [];
  for (const key of keys) {
    let row = found.find((r) => sameKey(key, r));
    if (!row) {
      await tx.execute(sql`
        insert into accounts (owner, owner_id, name, currency) values (${key.owner}, ${key.ownerId}, ${key.name}, ${currency})
        on conflict (owner, owner_id, name, currency) do nothing`);
      const created = await tx.execute<{ id: number; owner: string; owner_id: number; name: string }>(sql`
        select id, owner, owner_id, name from accounts
        where owner = ${key.owner} and owner_id = ${key.ownerId} and name = ${key.name} and currency = ${currency}`);
      row = created.rows[0]!;
      found.push(row);
    }
    ids.push(Number(row.id));
  }
  return ids;
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

  const ids = await accountIds(
    tx,
    p.legs.map((leg) => leg.account),
    p.currency,
  );
  const resolved = p.legs.map((leg, i) => ({ ...leg, id: ids[i]! }));
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
