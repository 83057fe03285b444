import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

export type Db = NodePgDatabase<Record<string, never>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the pool-backed database or a transaction: repository functions accept both. */
export type Executor = Db | Tx;
