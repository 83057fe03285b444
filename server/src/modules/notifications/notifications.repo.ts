import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';

/** Who is reading: what decides which platform notifications reach the player. */
export type Reader = { userId: number; level: number; joinedAt: Date; now: Date };

export type NotificationRow = {
  id: number;
  type: 0 | 1;
  kind: string;
  params: Record<string, unknown>;
  image: string;
  link: string;
  is_read: boolean;
  created_at: Date | string;
};

export type NewNotification = {
  userId: number;
  sourceKey: string;
  kind: string;
  params: Record<string, unknown>;
  image: string;
  link: string;
  createdAt: Date;
};

export type PlatformNotification = {
  sourceKey: string;
  params: Record<string, unknown>;
  image: string;
  link: string;
  audience: 'all' | 'vip' | 'new';
  minLevel: number;
  newDays: number;
  createdAt: Date;
};

/** The platform notifications published by `now` that target this reader. */
function platformFor(r: Reader): SQL {
  return sql`n.user_id is null and n.created_at <= ${r.now.toISOString()}::timestamptz and (
    n.audience = 'all'
    or (n.audience = 'vip' and n.min_level <= ${r.level})
    or (n.audience = 'new' and ${r.joinedAt.toISOString()}::timestamptz > ${r.now.toISOString()}::timestamptz - make_interval(days => n.new_days)))`;
}

/** Both kinds as one list: personal rows of the reader, and targeted platform rows with the reader's read mark. */
function visible(r: Reader): SQL {
  return sql`(
    select n.id, 1 as type, n.kind, n.params, n.image, n.link, n.is_read, n.created_at
    from notifications n where n.user_id = ${r.userId}
    union all
    select n.id, 0 as type, n.kind, n.params, n.image, n.link, (m.notification_id is not null) as is_read, n.created_at
    from notifications n
    left join notification_reads m on m.user_id = ${r.userId} and m.notification_id = n.id
    where ${platformFor(r)}
  ) v`;
}

function filters(f: { type?: number; isRead?: boolean }): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.type !== undefined) parts.push(sql`v.type = ${f.type}`);
  if (f.isRead !== undefined) parts.push(sql`v.is_read = ${f.isRead}`);
  return sql.join(parts, sql` and `);
}

export async function listFor(
  db: Executor,
  r: Reader,
  f: { type?: number; isRead?: boolean; limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = filters(f);
  const [rows, count] = await Promise.all([
    db.execute<NotificationRow>(sql`
      select v.* from ${visible(r)} where ${where}
      order by v.created_at desc, v.id desc limit ${f.limit} offset ${f.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${visible(r)} where ${where}`),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

export async function unreadOf(db: Executor, r: Reader): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`
    select
      (select count(*) from notifications where user_id = ${r.userId} and not is_read)::int
      + (select count(*) from notifications n where ${platformFor(r)} and not exists (
          select 1 from notification_reads m where m.user_id = ${r.userId} and m.notification_id = n.id))::int as n`);
  return res.rows[0]?.n ?? 0;
}

/** Inserts a personal notification unless its source already made one; the row when this call inserted it. */
export async function insertPersonal(db: Executor, n: NewNotification): Promise<NotificationRow | undefined> {
  const res = await db.execute<NotificationRow>(sql`
    insert into notifications (user_id, type, source_key, kind, params, image, link, created_at)
    values (${n.userId}, 1, ${n.sourceKey}, ${n.kind}, ${JSON.stringify(n.params)}::jsonb, ${n.image}, ${n.link},
      ${n.createdAt.toISOString()}::timestamptz)
    on conflict (source_key) do nothing
    returning id, 1 as type, kind, params, image, link, is_read, created_at`);
  return res.rows[0];
}

/** Marks one notification the reader can see; false when it is not theirs (or not targeted at them). */
export async function markOne(db: Executor, r: Reader, id: number): Promise<boolean> {
  const own = await db.execute(sql`
    update notifications set is_read = true, read_at = coalesce(read_at, now())
    where id = ${id} and user_id = ${r.userId} returning id`);
  if (own.rows.length > 0) return true;
  const platform = await db.execute(sql`
    select n.id from notifications n where n.id = ${id} and ${platformFor(r)}`);
  if (platform.rows.length === 0) return false;
  await db.execute(sql`
    insert into notification_reads (user_id, notification_id) values (${r.userId}, ${id}) on conflict do nothing`);
  return true;
}

/** Marks everything the reader can see as read (idempotent: parallel calls end in the same state). */
export async function markAll(db: Executor, r: Reader): Promise<void> {
  await db.execute(sql`
    update notifications set is_read = true, read_at = now() where user_id = ${r.userId} and not is_read`);
  await db.execute(sql`
    insert into notification_reads (user_id, notification_id)
    select ${r.userId}, n.id from notifications n where ${platformFor(r)}
    on conflict do nothing`);
}

/** Content is the source of truth: upserts each platform notification by its file, drops those whose file went. */
export async function replacePlatform(db: Executor, list: PlatformNotification[]): Promise<void> {
  for (const p of list) {
    await db.execute(sql`
      insert into notifications (user_id, type, source_key, kind, params, image, link, audience, min_level, new_days,
        created_at)
      values (null, 0, ${p.sourceKey}, 'platform', ${JSON.stringify(p.params)}::jsonb, ${p.image}, ${p.link},
        ${p.audience}, ${p.minLevel}, ${p.newDays}, ${p.createdAt.toISOString()}::timestamptz)
      on conflict (source_key) do update set params = excluded.params, image = excluded.image, link = excluded.link,
        audience = excluded.audience, min_level = excluded.min_level, new_days = excluded.new_days,
        created_at = excluded.created_at`);
  }
  const keys = list.map((p) => p.sourceKey);
  await db.execute(sql`
    with gone as (
      delete from notifications where user_id is null and type = 0 and source_key like 'content:%'
        and source_key not in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)) returning id)
    delete from notification_reads where notification_id in (select id from gone)`);
}

/** A platform notification from the operator console (`ops:<key>`); the same key inserts once. */
export async function insertBroadcast(db: Executor, p: Omit<PlatformNotification, 'createdAt'> & { createdAt: Date }) {
  const res = await db.execute<{ id: number }>(sql`
    insert into notifications (user_id, type, source_key, kind, params, image, link, audience, min_level, new_days,
      created_at)
    values (null, 0, ${p.sourceKey}, 'platform', ${JSON.stringify(p.params)}::jsonb, ${p.image}, ${p.link},
      ${p.audience}, ${p.minLevel}, ${p.newDays}, ${p.createdAt.toISOString()}::timestamptz)
    on conflict (source_key) do update set source_key = excluded.source_key
    returning id`);
  return Number(res.rows[0]!.id);
}

export async function langOfUser(db: Executor, userId: number): Promise<string | undefined> {
  const res = await db.execute<{ lang: string }>(sql`select lang from notification_langs where user_id = ${userId}`);
  return res.rows[0]?.lang;
}

export async function rememberLang(db: Executor, userId: number, lang: string): Promise<void> {
  await db.execute(sql`
    insert into notification_langs (user_id, lang) values (${userId}, ${lang})
    on conflict (user_id) do update set lang = excluded.lang where notification_langs.lang <> excluded.lang`);
}
