import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';

export type VersionRow = { box_id: string; hash: string; contents: string; created_at: Date };

/** Records the tables not seen before (one statement; a table already known keeps its first time). */
export async function recordVersions(
  db: Executor,
  versions: readonly { boxId: string; hash: string; contents: string }[],
): Promise<void> {
  if (versions.length === 0) return;
  const values = versions.map((v) => sql`(${v.boxId}, ${v.hash}, ${v.contents})`);
  await db.execute(sql`
    insert into case_versions (box_id, hash, contents) values ${sql.join(values, sql`, `)}
    on conflict (box_id, hash) do nothing`);
}

export async function versionByHash(db: Executor, hash: string): Promise<VersionRow | undefined> {
  const res = await db.execute<VersionRow>(sql`
    select box_id, hash, contents, created_at from case_versions where hash = ${hash} order by created_at limit 1`);
  return res.rows[0];
}

/** The change log: newest first, of one case or of all. */
export async function versionPage(db: Executor, boxId: string | undefined, limit: number, offset: number) {
  const where = boxId ? sql`where box_id = ${boxId}` : sql``;
  const [rows, total] = await Promise.all([
    db.execute<Omit<VersionRow, 'contents'>>(sql`
      select box_id, hash, created_at from case_versions ${where}
      order by created_at desc, box_id limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from case_versions ${where}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}
