import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

const LOCK_ID = 727_001;

/** Applies the committed migrations; an advisory lock keeps concurrent instances from racing. */
export async function applyMigrations(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_ID]).catch(() => {});
    client.release();
  }
}

/** True when every migration of the journal is recorded as applied. */
export async function migrationsApplied(pool: pg.Pool, migrationsFolder: string): Promise<boolean> {
  const journalFile = join(migrationsFolder, 'meta', '_journal.json');
  if (!existsSync(journalFile)) return true;
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  const applied = await pool
    .query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
    .catch(() => ({ rows: [{ n: 0 }] }));
  return (applied.rows[0]?.n ?? 0) >= journal.entries.length;
}
