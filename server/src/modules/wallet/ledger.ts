import { type Milli, ZERO_MILLI } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { type Executor, readMilli, type Tx } from '../../platform/db';
import { AppError } from '../../platform/http';

export const CURRENCIES = ['money', 'shop_score', 'score'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const HOUSE_ACCOUNTS = ['payments', 'promotions', 'revenue', 'fees', 'prizes'] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

/** A user's spendable (`main`) or set-aside (`held`) account, or a house account. */
export type AccountRef = { user: number; held?: boolean } | { house: HouseAccount };
export type Leg = { account: AccountRef; amount: Milli };
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

type AccountRow = { id: number; owner: string; owner_id: number; name: string };

/** Ids of the legs' accounts from the rows found with the transaction insert; creates the missing ones. */
async function accountIds(
  tx: Executor,
  keys: AccountKey[],
  found: AccountRow[],
  currency: Currency,
): Promise<number[]> {
  const ids: number[] = [];
  for (const key of keys) {
    let row = found.find((r) => sameKey(key, r));
    if (!row) {
      await tx.execute(sql`
        insert into accounts (owner, owner_id, name, currency) values (${key.owner}, ${key.ownerId}, ${key.name}, ${currency})
        on conflict (owner, owner_id, name, currency) do nothing`);
      const created = await tx.execute<AccountRow>(sql`
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

  // One round trip: the transaction row (nothing on a repeated key) and the legs' accounts, unlocked;
  // locks are taken by the balance updates, in id order.
  const keys = p.legs.map((leg) => keyOf(leg.account));
  const tuples = keys.map((k) => sql`(${k.owner}, ${k.ownerId}::int, ${k.name})`);
  const head = await tx.execute<AccountRow & { tx_id: number | null }>(sql`
    with t as (
      insert into ledger_tx (kind, idempotency_key, ref_kind, ref_id, user_id, memo)
      values (${p.kind}, ${p.key}, ${p.ref.kind}, ${String(p.ref.id)}, ${p.userId ?? null}, ${p.memo ?? ''})
      on conflict (idempotency_key) do nothing
      returning id)
    select (select id from t) as tx_id, a.id, a.owner, a.owner_id, a.name
    from (select 1) one
    left join accounts a on a.currency = ${p.currency} and (a.owner, a.owner_id, a.name) in (${sql.join(tuples, sql`, `)})`);
  if (head.rows[0]?.tx_id == null) {
    const existing = await tx.execute<{ id: number }>(sql`select id from ledger_tx where idempotency_key = ${p.key}`);
    return { txId: Number(existing.rows[0]!.id), duplicate: true };
  }
  const txId = Number(head.rows[0].tx_id);
  const found = head.rows.filter((r) => r.id != null);
  const ids = await accountIds(tx, keys, found, p.currency);
  const resolved = p.legs.map((leg, i) => ({ ...leg, id: ids[i]! })).sort((a, b) => a.id - b.id);
  const values = resolved.map(
    (leg) => sql`(${txId}::bigint, ${leg.id}::int, ${p.currency}::text, ${leg.amount}::bigint)`,
  );
  const userLegs = resolved.filter((leg) => 'user' in leg.account);

  if (userLegs.length === 1) {
    // A bet or a credit: the one conditional balance update and the postings in one statement.
    const leg = userLegs[0]!;
    const written = await tx.execute(sql`
      with u as (
        update accounts set balance = balance + ${leg.amount}
        where id = ${leg.id} and balance + ${leg.amount} >= 0
        returning id)
      insert into postings (tx_id, account_id, currency, amount)
      select * from (values ${sql.join(values, sql`, `)}) v where exists (select 1 from u)`);
    if (written.rowCount !== values.length) throw insufficient(p.currency);
    return { txId, duplicate: false };
  }
  for (const leg of userLegs) {
    const updated = await tx.execute(sql`
      update accounts set balance = balance + ${leg.amount}
      where id = ${leg.id} and balance + ${leg.amount} >= 0
      returning id`);
    if (updated.rows.length === 0) throw insufficient(p.currency);
  }
  await tx.execute(sql`insert into postings (tx_id, account_id, currency, amount) values ${sql.join(values, sql`, `)}`);
  return { txId, duplicate: false };
}

export type Balances = Record<Currency, Milli>;

export async function balancesOf(db: Executor, userId: number): Promise<Balances> {
  const rows = await db.execute<{ currency: Currency; balance: unknown }>(sql`
    select currency, balance from accounts where owner = 'user' and owner_id = ${userId} and name = 'main'`);
  const result: Balances = { money: ZERO_MILLI, shop_score: ZERO_MILLI, score: ZERO_MILLI };
  for (const row of rows.rows) result[row.currency] = readMilli(row.balance);
  return result;
}
