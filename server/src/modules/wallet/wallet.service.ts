import { type Milli, negMilli } from '@dropforge/shared/domain';
import type { Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import { type AccountRef, type Currency, type HouseAccount, type Posted, post, type Ref } from './ledger';
import * as repo from './wallet.repo';

type Movement = { currency: Currency; amount: Milli; kind: string; key: string; ref: Ref; memo?: string };
const positive = (amount: Milli) => {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new AppError('bad_request');
};

/**
 * The one door through which money moves. Every function takes the caller's transaction, so the
 * money and whatever it pays for (an item, an order) commit or roll back together.
 */
export const wallet = {
  /** Pays `amount` into a player's account from a house account. */
  credit(tx: Tx, m: Movement & { userId: number; from: HouseAccount }): Promise<Posted> {
    positive(m.amount);
    return post(tx, {
      ...m,
      userId: m.userId,
      legs: [
        { account: { house: m.from }, amount: negMilli(m.amount) },
        { account: { user: m.userId }, amount: m.amount },
      ],
    });
  },

  /** Takes `amount` from a player's account into a house account; "Insufficient balance" when short. */
  debit(tx: Tx, m: Movement & { userId: number; to: HouseAccount }): Promise<Posted> {
    positive(m.amount);
    return post(tx, {
      ...m,
      userId: m.userId,
      legs: [
        { account: { user: m.userId }, amount: negMilli(m.amount) },
        { account: { house: m.to }, amount: m.amount },
      ],
    });
  },

  transfer(tx: Tx, m: Movement & { from: AccountRef; to: AccountRef; userId?: number }): Promise<Posted> {
    positive(m.amount);
    return post(tx, {
      ...m,
      legs: [
        { account: m.from, amount: negMilli(m.amount) },
        { account: m.to, amount: m.amount },
      ],
    });
  },

  /** Sets funds aside (main → held) until `settle` pays them on or `release` gives them back. */
  async hold(tx: Tx, m: Movement & { userId: number }): Promise<number> {
    positive(m.amount);
    await post(tx, {
      ...m,
      userId: m.userId,
      legs: [
        { account: { user: m.userId }, amount: negMilli(m.amount) },
        { account: { user: m.userId, held: true }, amount: m.amount },
      ],
    });
    return repo.insertHold(tx, {
      userId: m.userId,
      currency: m.currency,
      amount: m.amount,
      refKind: m.ref.kind,
      refId: String(m.ref.id),
    });
  },

  /** Pays a hold on to `to`. A hold is closed once: a second settle or release is refused. */
  async settle(tx: Tx, holdId: number, to: AccountRef, kind: string): Promise<Posted> {
    const hold = await closeHold(tx, holdId, 'settled');
    return post(tx, {
      kind,
      key: `hold:${holdId}:close`,
      ref: { kind: hold.ref_kind, id: hold.ref_id },
      currency: hold.currency,
      userId: hold.user_id,
      legs: [
        { account: { user: hold.user_id, held: true }, amount: negMilli(hold.amount) },
        { account: to, amount: hold.amount },
      ],
    });
  },

  async release(tx: Tx, holdId: number, kind: string): Promise<Posted> {
    const hold = await closeHold(tx, holdId, 'released');
    return post(tx, {
      kind,
      key: `hold:${holdId}:close`,
      ref: { kind: hold.ref_kind, id: hold.ref_id },
      currency: hold.currency,
      userId: hold.user_id,
      legs: [
        { account: { user: hold.user_id, held: true }, amount: negMilli(hold.amount) },
        { account: { user: hold.user_id }, amount: hold.amount },
      ],
    });
  },
};

type HoldRow = { user_id: number; currency: Currency; amount: Milli; ref_kind: string; ref_id: string };

async function closeHold(tx: Tx, holdId: number, state: 'settled' | 'released'): Promise<HoldRow> {
  const row = await repo.closeHold(tx, holdId, state);
  if (!row) throw new AppError('conflict');
  return { ...row, currency: row.currency as Currency };
}

export type Wallet = typeof wallet;
