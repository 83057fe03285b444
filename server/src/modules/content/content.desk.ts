import type { ContentEntry, ContentFields, ContentKind, ContentSummary } from '@dropforge/shared/contract';
import { LANGS, type Lang } from '@dropforge/shared/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db';
import { sanitizeHtml } from '../../platform/html';
import { AppError } from '../../platform/http';
import { articles, banners, infoPages, notices, type Texts } from './content.schema';

/** Ids the console gives start here, above any content file's. */
const FIRST_CONSOLE_ID = 100_000;
const TABLES = { banner: banners, notice: notices, page: infoPages, article: articles } as const;
/** What each kind needs besides an English title. */
const REQUIRED: Record<ContentKind, ReadonlyArray<keyof ContentFields>> = {
  banner: [],
  notice: ['content'],
  page: ['slug', 'keywords', 'content'],
  article: ['slug', 'summary', 'content'],
};
const HTML_KINDS: ReadonlySet<ContentKind> = new Set(['page', 'article']);

type Fields = {
  title: Texts;
  subtitle?: Texts;
  summary?: Texts;
  content?: Texts;
  slug?: string;
  keywords?: string;
  sort?: number;
  picture?: string;
  video?: string;
  link?: string;
};
type AnyRow = Record<string, unknown> & {
  id: number;
  origin: string;
  published: boolean;
  title: Texts;
  editedAt: Date | null;
};

const textsOf = (t: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((t ?? {}) as Record<string, string>).filter(([, v]) => typeof v === 'string'));

function fieldsOf(kind: ContentKind, r: AnyRow): ContentEntry['fields'] {
  const f: ContentEntry['fields'] = { title: textsOf(r.title) };
  if (kind === 'banner')
    Object.assign(f, {
      subtitle: textsOf(r.subtitle),
      picture: r.picture,
      video: r.video,
      link: r.link,
      sort: r.sort,
    });
  if (kind === 'notice') Object.assign(f, { content: textsOf(r.content), picture: r.picture, link: r.link });
  if (kind === 'page')
    Object.assign(f, { content: textsOf(r.content), slug: r.slug, keywords: r.keywords, sort: r.sort });
  if (kind === 'article')
    Object.assign(f, {
      summary: textsOf(r.summary),
      content: textsOf(r.content),
      slug: r.slug,
      picture: r.picture,
    });
  return f;
}

function summaryOf(kind: ContentKind, r: AnyRow): ContentSummary {
  const texts = [r.title, r.content ?? r.subtitle ?? {}] as Texts[];
  const langs = LANGS.filter((l) => texts.every((t) => typeof t?.[l] === 'string' && t[l] !== ''));
  const stamp = r.editedAt ?? (r.updatedAt as Date | undefined) ?? (r.createdAt as Date | undefined) ?? null;
  return {
    kind,
    id: r.id,
    origin: r.origin === 'console' ? 'console' : 'file',
    published: r.published,
    title: r.title.en ?? '',
    slug: typeof r.slug === 'string' ? r.slug : null,
    langs: langs.length ? langs : ['en'],
    updated_at: stamp ? new Date(stamp).toISOString() : null,
  };
}

const sanitized = (kind: ContentKind, t: Texts | undefined): Texts | undefined =>
  t && HTML_KINDS.has(kind) ? Object.fromEntries(Object.entries(t).map(([l, v]) => [l, sanitizeHtml(v ?? '')])) : t;

/** The columns a save writes, per kind; fields the kind does not use are ignored. */
function columnsOf(kind: ContentKind, f: Fields, now: Date) {
  const base = { title: f.title, origin: 'console', editedAt: now };
  switch (kind) {
    case 'banner':
      return {
        ...base,
        subtitle: f.subtitle ?? {},
        picture: f.picture ?? '',
        video: f.video ?? '',
        link: f.link ?? '',
        sort: f.sort ?? 0,
      };
    case 'notice':
      return { ...base, content: f.content!, picture: f.picture ?? '', link: f.link ?? '' };
    case 'page':
      return {
        ...base,
        slug: f.slug!,
        keywords: f.keywords!,
        sort: f.sort ?? 0,
        content: sanitized(kind, f.content)!,
        updatedAt: now,
      };
    case 'article':
      return {
        ...base,
        slug: f.slug!,
        picture: f.picture ?? '',
        summary: f.summary!,
        content: sanitized(kind, f.content)!,
      };
  }
}

function check(kind: ContentKind, f: Fields) {
  for (const field of REQUIRED[kind]) {
    const v = f[field];
    const missing = typeof v === 'object' ? !(v as Texts).en : v === undefined || v === '';
    if (missing) throw new AppError('content_field_missing', { field: String(field) });
  }
}

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505';

/** Banners, announcements, info pages and articles as the console sees them (issue 25), published or not. */
export async function listContent(db: Executor, kind: ContentKind): Promise<ContentSummary[]> {
  const table = TABLES[kind];
  const rows = await db
    .select()
    .from(table)
    .orderBy(kind === 'banner' || kind === 'page' ? asc(sql`sort`) : desc(table.id), asc(table.id))
    .limit(500);
  return (rows as unknown as AnyRow[]).map((r) => summaryOf(kind, r));
}

export async function contentEntry(db: Executor, kind: ContentKind, id: number): Promise<ContentEntry> {
  const table = TABLES[kind];
  const [row] = (await db.select().from(table).where(eq(table.id, id)).limit(1)) as unknown as AnyRow[];
  if (!row) throw new AppError('content_not_found');
  return { ...summaryOf(kind, row), fields: fieldsOf(kind, row) };
}

/**
 * Creates (`id` null) or replaces an entry in the caller's transaction; live at once for players when published. An
 * entry seeded from a file becomes the console's: the next start keeps it instead of the file's.
 */
export async function saveContent(
  tx: Tx,
  kind: ContentKind,
  id: number | null,
  body: { published: boolean; fields: Fields },
  now: Date,
): Promise<{ entry: ContentEntry; before: ContentEntry | null }> {
  check(kind, body.fields);
  const table = TABLES[kind];
  const values = { ...columnsOf(kind, body.fields, now), published: body.published };
  const before = id === null ? null : await contentEntry(tx, kind, id).catch(() => null);
  if (id !== null && !before) throw new AppError('content_not_found');
  await tx.execute(sql`savepoint content_save`);
  let savedId: number;
  try {
    if (id === null) {
      await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
      const next = await tx.execute<{ id: number }>(
        sql`select greatest(coalesce(max(id), 0) + 1, ${FIRST_CONSOLE_ID})::int as id from ${table}`,
      );
      savedId = next.rows[0]!.id;
      const extra = kind === 'article' || kind === 'notice' ? { createdAt: now } : {};
      // One insert over four tables whose columns `columnsOf` matched to the kind.
      await tx.insert(table).values({ id: savedId, ...extra, ...values } as never);
    } else {
      savedId = id;
      await tx
        .update(table)
        .set(values as never)
        .where(eq(table.id, id));
    }
    await tx.execute(sql`release savepoint content_save`);
  } catch (e) {
    await tx.execute(sql`rollback to savepoint content_save`);
    if (isUniqueViolation(e)) throw new AppError('content_slug_taken');
    throw e;
  }
  return { entry: await contentEntry(tx, kind, savedId), before };
}

/** What a player reading `lang` would see of an entry not saved yet: texts picked for the language, HTML sanitised. */
export function previewContent(kind: ContentKind, lang: Lang, f: Fields) {
  const pick = (t: Texts | undefined) => t?.[lang] || t?.en || '';
  const own = [f.title, f.content ?? f.subtitle].every((t) => !t || Boolean(t[lang]));
  const body = pick(f.content);
  return {
    lang,
    title: pick(f.title),
    subtitle: pick(f.subtitle),
    summary: pick(f.summary),
    html: HTML_KINDS.has(kind) ? sanitizeHtml(body) : sanitizeHtml(escapeText(body)),
    fallback: !own,
  };
}

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
