import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db';

export type Referee = { id: number; name: string; created_at: string; bound_at: string };
export type Account = {
  id: number;
  name: string;
  avatar: string;
  extension_code: string;
  parent_id: number | null;
  parent_code: string | null;
  parent_bound_at: string | null;
  created_at: string;
};

export async function byCode(db: Executor, code: string): Promise<{ id: number; code: string } | undefined> {
  const rows = await db.execute<{ id: number; code: string }>(
    sql`select id, extension_code as code from users where extension_code = ${code}`,
  );
  return rows.rows[0];
}

export async function accounts(db: Executor, ids: number[]): Promise<Account[]> {
  if (ids.length === 0) return [];
  const rows = await db.execute<Account>(sql`
    select id, name, avatar, extension_code, parent_id, parent_code, parent_bound_at::text, created_at::text
      from users where id = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`);
  return rows.rows;
}

/** Serialises binds, so two players binding to each other at once cannot both pass the cycle check. */
export async function lockGraph(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('referral-graph'))`);
}

/** Whether `userId` is `parentId` or one of its ancestors (binding would close a cycle). */
export async function wouldCycle(tx: Tx, userId: number, parentId: number): Promise<boolean> {
  const rows = await tx.execute<{ found: boolean }>(sql`
    with recursive up(id, depth) as (
      select ${parentId}::int, 0
      union all
      select u.parent_id, up.depth + 1 from users u join up on u.id = up.id
       where u.parent_id is not null and up.depth < 1000
    )
    select exists (select 1 from up where id = ${userId}) as found`);
  return rows.rows[0]?.found === true;
}

/** Binds once, within `days` of registration; false when already bound or too late. */
export async function bind(tx: Tx, userId: number, parent: { id: number; code: string }, days: number) {
  const rows = await tx.execute(sql`
    update users set parent_id = ${parent.id}, parent_code = ${parent.code}, parent_bound_at = now()
     where id = ${userId} and parent_id is null and created_at > now() - make_interval(days => ${days})
     returning id`);
  return rows.rows.length === 1;
}

export async function setCode(db: Executor, userId: number, code: string): Promise<void> {
  await db.execute(sql`update users set extension_code = ${code} where id = ${userId}`);
}

export async function referees(db: Executor, parentId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db.execute<Referee>(sql`
      select id, name, created_at::text, parent_bound_at::text as bound_at from users
       where parent_id = ${parentId} order by parent_bound_at desc, id desc limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from users where parent_id = ${parentId}`),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}

/** The binding columns of a new account registering with `code` (nothing when the code is unknown). */
export async function parentOf(db: Executor, code: string | null | undefined) {
  const normal = code?.trim().toUpperCase();
  const parent = normal && /^[A-Z0-9]{4,16}$/.test(normal) ? await byCode(db, normal) : undefined;
  return parent
    ? { parentId: parent.id, parentCode: parent.code, parentBoundAt: new Date() }
    : { parentId: null, parentCode: null, parentBoundAt: null };
}

/** Players bound to a referrer within [from, to), oldest binding first (events count invitations). */
export async function boundBetween(db: Executor, from: Date, to: Date, limit: number) {
  const rows = await db.execute<{ id: number; parent_id: number; bound_at: string }>(sql`
    select id, parent_id, parent_bound_at::text as bound_at from users
     where parent_id is not null and parent_bound_at >= ${from.toISOString()} and parent_bound_at < ${to.toISOString()}
     order by parent_bound_at, id limit ${limit}`);
  return rows.rows;
}
