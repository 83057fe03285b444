import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db';
import { articles, banners, feedback, followActions, infoPages, notices, siteSettings } from './content.schema';

export async function findSetting<T>(db: Executor, key: string): Promise<T | undefined> {
  const rows = await db.select().from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  return rows[0]?.value as T | undefined;
}

export async function findPage(db: Executor, slug: string) {
  const rows = await db
    .select()
    .from(infoPages)
    .where(and(eq(infoPages.slug, slug), eq(infoPages.published, true)))
    .limit(1);
  return rows[0];
}

export function listPages(db: Executor) {
  return db
    .select()
    .from(infoPages)
    .where(eq(infoPages.published, true))
    .orderBy(asc(infoPages.keywords), asc(infoPages.sort), asc(infoPages.id));
}

export function listBanners(db: Executor) {
  return db.select().from(banners).where(eq(banners.published, true)).orderBy(asc(banners.sort), asc(banners.id));
}

export function listNotices(db: Executor) {
  return db.select().from(notices).where(eq(notices.published, true)).orderBy(desc(notices.createdAt)).limit(5);
}

export async function pageOfArticles(db: Executor, page: number, limit: number) {
  const [list, total] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(eq(articles.published, true))
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(articles).where(eq(articles.published, true)),
  ]);
  return { list, total: total[0]?.n ?? 0 };
}

export async function findArticle(db: Executor, id: number) {
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.published, true)))
    .limit(1);
  return rows[0];
}

/** Stores a message and gives it its ticket (`DF-yymmdd-<id>`, the day in UTC) in one statement pair of `tx`. */
export async function insertFeedback(
  tx: Tx,
  row: Omit<typeof feedback.$inferInsert, 'ticket'>,
): Promise<{ id: number; ticket: string }> {
  const [created] = await tx.insert(feedback).values(row).returning({ id: feedback.id });
  const id = created!.id;
  const [done] = await tx
    .update(feedback)
    .set({
      ticket: sql`'DF-' || to_char(${feedback.createdAt} at time zone 'UTC', 'YYMMDD') || '-' || lpad(${feedback.id}::text, 5, '0')`,
    })
    .where(eq(feedback.id, id))
    .returning({ ticket: feedback.ticket });
  return { id, ticket: done!.ticket! };
}

/** Records a follow/share once per (player, type, url); answers the stored row and whether this call made it. */
export async function recordFollow(
  db: Executor,
  row: typeof followActions.$inferInsert,
): Promise<{ row: typeof followActions.$inferSelect; created: boolean }> {
  const [inserted] = await db.insert(followActions).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(followActions)
    .where(and(eq(followActions.userId, row.userId), eq(followActions.type, row.type), eq(followActions.url, row.url)))
    .limit(1);
  return { row: existing!, created: false };
}

/**
 * Replaces the seeded content inside the caller's transaction: settings upserted by key, pages, articles, banners
 * and notices from files rewritten (the console's own stay). Instances booting together seed one after the other (an advisory lock).
 */
export async function replaceContent(
  tx: Tx,
  c: {
    settings: Record<string, unknown>;
    pages: Array<typeof infoPages.$inferInsert>;
    articles: Array<typeof articles.$inferInsert>;
    banners: Array<typeof banners.$inferInsert>;
    notices: Array<typeof notices.$inferInsert>;
  },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
  for (const [key, value] of Object.entries(c.settings)) {
    await tx
      .insert(siteSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
  }
  // What the console wrote stays; a file entry whose id or slug the console has taken is skipped.
  await tx.delete(infoPages).where(eq(infoPages.origin, 'file'));
  if (c.pages.length) await tx.insert(infoPages).values(c.pages).onConflictDoNothing();
  await tx.delete(articles).where(eq(articles.origin, 'file'));
  if (c.articles.length) await tx.insert(articles).values(c.articles).onConflictDoNothing();
  await tx.delete(banners).where(eq(banners.origin, 'file'));
  if (c.banners.length) await tx.insert(banners).values(c.banners).onConflictDoNothing();
  await tx.delete(notices).where(eq(notices.origin, 'file'));
  if (c.notices.length) await tx.insert(notices).values(c.notices).onConflictDoNothing();
}
