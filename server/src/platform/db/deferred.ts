import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from './types';

/** A write, and optionally a second one fed by the first's `returning` rows (`then(name)` reads them by `name`). */
type Write = { table: string; statement: SQL; then?: (rows: SQL) => SQL };
const pending = new WeakMap<Tx, Write[]>();
/** Transactions `withTx` opened: it flushes them before commit. Elsewhere (a savepoint, a bare transaction) a write runs at once. */
const flushed = new WeakSet<Tx>();

export function flushesBeforeCommit(tx: Tx): void {
  flushed.add(tx);
}

const parts = (write: Write, i: number): SQL[] => {
  const name = sql.raw(`w${i}`);
  const first = sql`${name} as (${write.statement})`;
  return write.then ? [first, sql`${sql.raw(`w${i}_then`)} as (${write.then(name)})`] : [first];
};

/**
 * A write inside `tx` whose result nobody reads (a counter, a mark, an accrual): it is sent with the transaction's
 * other deferred writes as one statement (`with w0 as (…), w1 as (…) select 1`) just before commit, instead of a
 * round trip each. Nothing later in the same transaction may read what it writes. Two writes to the same table go
 * in separate statements, as one statement must not touch a row twice.
 */
export async function deferWrite(tx: Tx, table: string, statement: SQL, then?: (rows: SQL) => SQL): Promise<void> {
  const write = { table, statement, then };
  if (!flushed.has(tx)) {
    await send(tx, [write]);
    return;
  }
  const list = pending.get(tx);
  if (list) list.push(write);
  else pending.set(tx, [write]);
}

async function send(tx: Tx, batch: Write[]) {
  if (batch.length === 1 && !batch[0]!.then) await tx.execute(batch[0]!.statement);
  else await tx.execute(sql`with ${sql.join(batch.flatMap(parts), sql`, `)} select 1`);
}

/** Sends the deferred writes of `tx` (run by `withTx` before commit). */
export async function flushWrites(tx: Tx): Promise<void> {
  let list = pending.get(tx);
  pending.delete(tx);
  while (list?.length) {
    const batch: Write[] = [];
    const later: Write[] = [];
    const tables = new Set<string>();
    for (const write of list) {
      if (tables.has(write.table)) later.push(write);
      else {
        tables.add(write.table);
        batch.push(write);
      }
    }
    await send(tx, batch);
    list = later;
  }
}
