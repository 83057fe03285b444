import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import type { Tx } from '../db';
import { idempotencyRecords as t } from '../idempotency.schema';

type Answer = { status: number; body: string; type: string };

/** Inside the operation's transaction; false when the key already has a record (a concurrent copy committed). */
export async function insert(tx: Tx, scope: string, key: string, hash: string): Promise<boolean> {
  const rows = await tx.insert(t).values({ scope, key, hash }).onConflictDoNothing().returning({ key: t.key });
  return rows.length === 1;
}

export async function find(
  pool: pg.Pool,
  scope: string,
  key: string,
  ttlMs: number,
): Promise<{ hash: string; answer: Answer | null; ref: string | null } | null> {
  const { rows } = await pool.query<{
    hash: string;
    status: number | null;
    body: string | null;
    type: string | null;
    ref: string | null;
  }>(
    `select hash, status, body, content_type as type, ref from idempotency_records
      where scope = $1 and key = $2 and created_at > now() - make_interval(secs => $3)`,
    [scope, key, ttlMs / 1000],
  );
  const row = rows[0];
  if (!row) return null;
  const answer = row.status === null ? null : { status: row.status, body: row.body ?? '', type: row.type ?? '' };
  return { hash: row.hash, answer, ref: row.ref };
}

export async function answer(pool: pg.Pool, scope: string, key: string, a: Answer): Promise<void> {
  await pool.query(
    'update idempotency_records set status = $3, body = $4, content_type = $5 where scope = $1 and key = $2',
    [scope, key, a.status, a.body, a.type],
  );
}

export async function sweep(pool: pg.Pool, ttlMs: number): Promise<void> {
  await pool.query('delete from idempotency_records where created_at < now() - make_interval(secs => $1)', [
    ttlMs / 1000,
  ]);
}

export async function answerInTx(tx: Tx, scope: string, key: string, a: Answer): Promise<void> {
  await tx
    .update(t)
    .set({ status: a.status, body: a.body, contentType: a.type })
    .where(and(eq(t.scope, scope), eq(t.key, key)));
}

export async function noteInTx(tx: Tx, scope: string, key: string, ref: string): Promise<void> {
  await tx
    .update(t)
    .set({ ref })
    .where(and(eq(t.scope, scope), eq(t.key, key)));
}
