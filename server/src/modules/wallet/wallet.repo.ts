import type { Transaction } from '@dropforge/shared/contract';
import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { type Executor, readMilli, type Tx } from '../../platform/db';

export type AccountKey = { owner: 'house' | 'user'; ownerId: number; name: string };
export type AccountRow = { id: number; owner: string; owner_id: number; name: string };
/** A leg resolved to its account id. */
export type LegRow = { id: number; amount: Milli };

/** Creates the account if it is missing and answers it. */
export async function ensureAccount(tx: Executor, key: AccountKey, currency: string): Promise<AccountRow> {
  await tx.execute(sql`
    insert into accounts (owner, owner_id, name, currency) values (${key.owner}, ${key.ownerId}, ${key.name}, ${currency})
    on conflict (owner, owner_id, name, currency) do nothing`);
  const created = await tx.execute<AccountRow>(sql`
    select id, owner, owner_id, name from accounts
    where owner = ${key.owner} and owner_id = ${key.ownerId} and name = ${key.name} and currency = ${currency}`);
  return created.rows[0]!;
}

/**
 * One round trip: the transaction row (nothing on a repeated key) and the legs' accounts, unlocked. Every row
 * carries `tx_id` (null when the key was posted before); rows with a null `id` found no account.
 */
export async function openTransaction(
  tx: Tx,
  t: { kind: string; key: string; refKind: string; refId: string; userId: number | null; memo: string },
  currency: string,
  keys: AccountKey[],
): Promise<Array<AccountRow & { tx_id: number | null }>> {
  const tuples = keys.map((k) => sql`(${k.owner}, ${k.ownerId}::int, ${k.name})`);
  const head = await tx.execute<AccountRow & { tx_id: number | null }>(sql`
    with t as (
      insert into ledger_tx (kind, idempotency_key, ref_kind, ref_id, user_id, memo)
      values (${t.kind}, ${t.key}, ${t.refKind}, ${t.refId}, ${t.userId}, ${t.memo})
      on conflict (idempotency_key) do nothing
      returning id)
    select (select id from t) as tx_id, a.id, a.owner, a.owner_id, a.name
    from (select 1) one
    left join accounts a on a.currency = ${currency} and (a.owner, a.owner_id, a.name) in (${sql.join(tuples, sql`, `)})`);
  return head.rows;
}

export async function txIdByKey(tx: Tx, key: string): Promise<number> {
  const existing = await tx.execute<{ id: number }>(sql`select id from ledger_tx where idempotency_key = ${key}`);
  return Number(existing.rows[0]!.id);
}

const postingValues = (txId: number, currency: string, legs: readonly LegRow[]) =>
  legs.map((leg) => sql`(${txId}::bigint, ${leg.id}::int, ${currency}::text, ${leg.amount}::bigint)`);

/**
 * The balance update of a user account, moving the head of its hash chain in the same write (docs/trust.md): the
 * new head is sha256 of the old head, '|', and `tx_id:account_id:currency:amount:balance_after`.
 */
const chainedUpdate = (txId: number, leg: LegRow) => sql`
  update accounts set balance = balance + ${leg.amount}::bigint,
    prev_chain = chain_hash,
    chain_hash = encode(sha256(convert_to(chain_hash || '|' || ${txId}::bigint || ':' || id || ':' || currency || ':'
      || ${leg.amount}::bigint || ':' || (balance + ${leg.amount}::bigint), 'UTF8')), 'hex')
  where id = ${leg.id} and balance + ${leg.amount}::bigint >= 0
  returning id, prev_chain, chain_hash`;

/** A user leg's link of its account's chain (from `moveBalance`). */
export type Link = { id: number; prev_chain: string; chain_hash: string };

/**
 * A bet or a credit: the one conditional balance update (never below zero) and the postings in one statement.
 * False when the balance update was refused (nothing written).
 */
export async function postWithUserLeg(
  tx: Tx,
  txId: number,
  currency: string,
  legs: readonly LegRow[],
  userLeg: LegRow,
): Promise<boolean> {
  const values = postingValues(txId, currency, legs);
  const written = await tx.execute(sql`
    with u as (${chainedUpdate(txId, userLeg)})
    insert into postings (tx_id, account_id, currency, amount, prev_hash, hash)
    select v.*, case when v.account_id = u.id then u.prev_chain end, case when v.account_id = u.id then u.chain_hash end
    from (values ${sql.join(values, sql`, `)}) v (tx_id, account_id, currency, amount) cross join u`);
  return written.rowCount === values.length;
}

/** A conditional balance update (never below zero) with its chain link; undefined when refused. */
export async function moveBalance(tx: Tx, txId: number, leg: LegRow): Promise<Link | undefined> {
  const updated = await tx.execute<Link>(chainedUpdate(txId, leg));
  return updated.rows[0];
}

export async function insertPostings(
  tx: Tx,
  txId: number,
  currency: string,
  legs: readonly LegRow[],
  links: readonly Link[] = [],
): Promise<void> {
  const values = legs.map((leg) => {
    const link = links.find((l) => Number(l.id) === leg.id);
    return sql`(${txId}::bigint, ${leg.id}::int, ${currency}::text, ${leg.amount}::bigint, ${link?.prev_chain ?? null}::text,
      ${link?.chain_hash ?? null}::text)`;
  });
  await tx.execute(
    sql`insert into postings (tx_id, account_id, currency, amount, prev_hash, hash) values ${sql.join(values, sql`, `)}`,
  );
}

/** A player's spendable balances that exist, per currency. */
export async function mainBalances(db: Executor, userId: number): Promise<Array<{ currency: string; balance: Milli }>> {
  const rows = await db.execute<{ currency: string; balance: unknown }>(sql`
    select currency, balance from accounts where owner = 'user' and owner_id = ${userId} and name = 'main'`);
  return rows.rows.map((r) => ({ currency: r.currency, balance: readMilli(r.balance) }));
}

export async function insertHold(
  tx: Tx,
  h: { userId: number; currency: string; amount: Milli; refKind: string; refId: string },
): Promise<number> {
  const rows = await tx.execute<{ id: number }>(sql`
    insert into holds (user_id, currency, amount, ref_kind, ref_id)
    values (${h.userId}, ${h.currency}, ${h.amount}, ${h.refKind}, ${h.refId})
    returning id`);
  return Number(rows.rows[0]!.id);
}

export type HoldRow = { user_id: number; currency: string; amount: Milli; ref_kind: string; ref_id: string };

/** held → `state` once; undefined when the hold is not held any more. */
export async function closeHold(tx: Tx, holdId: number, state: 'settled' | 'released'): Promise<HoldRow | undefined> {
  const rows = await tx.execute<Omit<HoldRow, 'amount'> & { amount: unknown }>(sql`
    update holds set state = ${state}, closed_at = now()
    where id = ${holdId} and state = 'held'
    returning user_id, currency, amount, ref_kind, ref_id`);
  const row = rows.rows[0];
  return row && { ...row, amount: readMilli(row.amount) };
}

export type LedgerEntryRow = {
  id: number;
  kind: string;
  currency: Transaction['currency'];
  amount: Milli;
  created_at: Date;
  ref_kind: string;
  ref_id: string;
  memo: string;
  hash: string | null;
  prev_hash: string | null;
};

/**
 * A player's transactions: one row per ledger transaction and currency, with the net change of their
 * spendable balance (held funds count as spent until released); newest first, with the total.
 */
export async function ledgerEntries(
  db: Executor,
  userId: number,
  type: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: LedgerEntryRow[]; total: number }> {
  const filter = type ? sql`and t.kind = ${type}` : sql``;
  const base = sql`
    from ledger_tx t
    join postings p on p.tx_id = t.id
    join accounts a on a.id = p.account_id and a.owner = 'user' and a.owner_id = ${userId} and a.name = 'main'
    where t.user_id = ${userId} ${filter}`;
  const [rows, total] = await Promise.all([
    db.execute<Omit<LedgerEntryRow, 'amount'> & { amount: string }>(sql`
      select t.id, t.kind, p.currency, sum(p.amount)::text as amount, t.created_at, t.ref_kind, t.ref_id, t.memo,
        (array_agg(p.hash order by p.id desc))[1] as hash, (array_agg(p.prev_hash order by p.id))[1] as prev_hash
      ${base}
      group by t.id, p.currency
      order by t.id desc, p.currency
      limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 ${base} group by t.id, p.currency) x`),
  ]);
  return { rows: rows.rows.map((r) => ({ ...r, amount: readMilli(r.amount) })), total: total.rows[0]?.n ?? 0 };
}
