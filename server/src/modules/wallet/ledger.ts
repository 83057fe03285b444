import { type Milli, ZERO_MILLI } from '@dropforge/shared/domain';
import type { Executor, Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import * as repo from './wallet.repo';

export const CURRENCIES = ['money', 'shop_score', 'score'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** `guess`: the coins players backed guesses with, owed to them (stakes until settled, then unreceived winnings). */
export const HOUSE_ACCOUNTS = ['payments', 'promotions', 'revenue', 'fees', 'prizes', 'guess'] as const;
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

type AccountKey = repo.AccountKey;

function keyOf(account: AccountRef): AccountKey {
  return 'house' in account
    ? { owner: 'house', ownerId: 0, name: account.house }
    : { owner: 'user', ownerId: account.user, name: account.held ? 'held' : 'main' };
}
const sameKey = (a: AccountKey, b: { owner: string; owner_id: number | string; name: string }) =>
  a.owner === b.owner && a.ownerId === Number(b.owner_id) && a.name === b.name;

type AccountRow = repo.AccountRow;

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
      row = await repo.ensureAccount(tx, key, currency);
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
  const head = await repo.openTransaction(
    tx,
    {
      kind: p.kind,
      key: p.key,
      refKind: p.ref.kind,
      refId: String(p.ref.id),
      userId: p.userId ?? null,
      memo: p.memo ?? '',
    },
    p.currency,
    keys,
  );
  if (head[0]?.tx_id == null) return { txId: await repo.txIdByKey(tx, p.key), duplicate: true };
  const txId = Number(head[0].tx_id);
  const found = head.filter((r) => r.id != null);
  const ids = await accountIds(tx, keys, found, p.currency);
  const resolved = p.legs.map((leg, i) => ({ ...leg, id: ids[i]! })).sort((a, b) => a.id - b.id);
  const userLegs = resolved.filter((leg) => 'user' in leg.account);

  if (userLegs.length === 1) {
    // A bet or a credit: the one conditional balance update and the postings in one statement.
    if (!(await repo.postWithUserLeg(tx, txId, p.currency, resolved, userLegs[0]!))) throw insufficient(p.currency);
    return { txId, duplicate: false };
  }
  const links: repo.Link[] = [];
  for (const leg of userLegs) {
    const link = await repo.moveBalance(tx, txId, leg);
    if (!link) throw insufficient(p.currency);
    links.push(link);
  }
  await repo.insertPostings(tx, txId, p.currency, resolved, links);
  return { txId, duplicate: false };
}

export type Balances = Record<Currency, Milli>;

export async function balancesOf(db: Executor, userId: number): Promise<Balances> {
  const result: Balances = { money: ZERO_MILLI, shop_score: ZERO_MILLI, score: ZERO_MILLI };
  for (const row of await repo.mainBalances(db, userId)) result[row.currency as Currency] = row.balance;
  return result;
}
