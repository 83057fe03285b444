import { asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { articles, banners, feedback, infoPages, notices, siteSettings } from './content.schema';

export async function findSetting<T>(db: Executor, key: string): Promise<T | undefined> {
  const rows = await db.select().from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  return rows[0]?.value as T | undefined;
}

export async function findPage(db: Executor, slug: string) {
  const rows = await db.select().from(infoPages).where(eq(infoPages.slug, slug)).limit(1);
  return rows[0];
}

export function listPages(db: Executor) {
  return db.select().from(infoPages).orderBy(asc(infoPages.keywords), asc(infoPages.sort), asc(infoPages.id));
}

export function listBanners(db: Executor) {
  return db.select().from(banners).orderBy(asc(banners.sort));
}

export function listNotices(db: Executor) {
  return db.select().from(notices).orderBy(desc(notices.createdAt)).limit(5);
}

export async function pageOfArticles(db: Executor, page: number, limit: number) {
  const [list, total] = await Promise.all([
    db
      .select()
      .from(articles)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(articles),
  ]);
  return { list, total: total[0]?.n ?? 0 };
}

export async function findArticle(db: Executor, id: number) {
  const rows = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return rows[0];
}

export async function insertFeedback(db: Executor, row: typeof feedback.$inferInsert): Promise<number> {
  const [created] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return created!.id;
}
