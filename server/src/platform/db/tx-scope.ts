import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from './types';

/**
 * Work that must commit or roll back with the first transaction a request opens (the Idempotency-Key's record).
 * `begin` runs inside every transaction before the operation; `committed` or `rolledBack` after it.
 */
export type TxScope = {
  begin: (tx: Tx) => Promise<void>;
  committed: () => void;
  /** The operation's answer, stored with the record in the same transaction. */
  answer?: (tx: Tx, data: unknown) => Promise<void>;
  /** A reference the route's replay rebuilds the answer from. */
  note?: (tx: Tx, ref: string) => Promise<void>;
  rolledBack: () => void;
};

const scopes = new AsyncLocalStorage<TxScope>();

/** Runs `fn` (and everything it starts) with `scope` attached to the transactions it opens. */
export function runInTxScope<T>(scope: TxScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

export const currentTxScope = (): TxScope | undefined => scopes.getStore();
