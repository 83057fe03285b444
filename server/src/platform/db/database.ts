import { type Milli, milli } from '@dropforge/shared/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { flushesBeforeCommit, flushWrites } from './deferred';
import { currentTxScope } from './tx-scope';
import type { Db, Executor, Tx } from './types';

export type { Db, Executor, Tx };

export type Database = {
  db: Db;
  pool: pg.Pool;
  url: string;
  withTx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** A bigint (or numeric, e.g. `sum(...)`) from Postgres as a JS number, refusing what is not a safe integer. */
function readBigint(v: unknown): number {
  const n = typeof v === 'number' ? v : Number(v);
  if (v === null || v === undefined || v === '' || !Number.isSafeInteger(n)) {
    throw new RangeError(`bigint out of safe range: ${v}`);
  }
  return n;
}

// bigint columns come back as strings by default; money in thousandths fits a JS safe integer.
pg.types.setTypeParser(pg.types.builtins.INT8, readBigint);

/** Money read from a raw row (a bigint or a numeric sum of them) in thousandths, through the same guard. */
export function readMilli(v: unknown): Milli {
  return milli(readBigint(v));
}

export function openDatabase(url: string, max: number): Database {
  // A request waits at most 5 s for a connection: a database that is down answers 503 rather than hanging.
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const db = drizzle(pool);
  return {
    db,
    pool,
    url,
    withTx: (fn) => {
      const scope = currentTxScope();
      const run = async (tx: Tx) => {
        flushesBeforeCommit(tx);
        const result = await fn(tx);
        await flushWrites(tx);
        return result;
      };
      if (!scope) return db.transaction(run);
      return db
        .transaction(async (tx) => {
          await scope.begin(tx);
          return run(tx);
        })
        .then(
          (result) => {
            scope.committed();
            return result;
          },
          (e) => {
            scope.rolledBack();
            throw e;
          },
        );
    },
    close: () => pool.end(),
  };
}

/** Creates `name` on the server of `adminUrl` if it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/** Timestamps of raw queries come back as Postgres text (`2026-01-02 03:04:05.678+00`) or as Dates. */
export function isoTime(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
}
