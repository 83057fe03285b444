import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '@dropforge/shared/domain';
import { z } from 'zod';
import type { Database } from '../../platform/db';
import { sanitizeHtml } from '../../platform/html';
import { replaceContent } from './content.repo';

const ZTexts = z.record(z.string(), z.string()).refine((t) => typeof t.en === 'string', 'needs an en text');

const ZSite = z.object({
  title: ZTexts,
  description: ZTexts,
  keywords: z.string(),
  address: z.string(),
  contacts: z.array(z.object({ key: z.string(), value: z.string() })),
  service: z.array(z.object({ key: z.string(), value: z.string() })),
  /** The support desk (spec §1): hours in its own zone, working days 1 = Monday … 7 = Sunday, reply time. */
  support: z.object({
    email: z.string().email(),
    utc_offset_minutes: z.number().int().min(-720).max(840),
    days: z.array(z.number().int().min(1).max(7)).min(1),
    open: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    close: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    reply_hours: z.number().int().min(1),
  }),
});
export type SiteSettings = z.infer<typeof ZSite>;

const ZPages = z.array(
  z.object({
    id: z.number().int(),
    slug: z.string().regex(/^[a-z0-9-]+$/),
    keywords: z.string(),
    order: z.number().int().default(0),
    title: ZTexts,
    updated_at: z.string(),
  }),
);
const ZColumns = z.record(z.string(), ZTexts);
const ZArticleFile = z.object({
  id: z.number().int(),
  slug: z.string(),
  created_at: z.string(),
  picture: z.string().default(''),
  title: ZTexts,
  summary: ZTexts,
  content: ZTexts,
});
const ZBanners = z.array(
  z.object({
    id: z.number().int(),
    title: ZTexts,
    subtitle: ZTexts,
    picture: z.string().default(''),
    video: z.string().default(''),
    link: z.string().default(''),
  }),
);
const ZNotices = z.array(
  z.object({
    id: z.number().int(),
    created_at: z.string(),
    picture: z.string().default(''),
    link: z.string().default(''),
    title: ZTexts,
    content: ZTexts,
  }),
);

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`)}`);
  return parsed.data;
}

/**
 * Facts a page quotes from the site's configuration: `{{fact:name}}` in a page body becomes the fact's text
 * (HTML-escaped), so a page never states a rule the server does not apply (e.g. the daily free case's deposit
 * window). An unknown fact stops the boot, like any other content error.
 */
export type ContentFacts = Record<string, string>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function withFacts(html: string, facts: ContentFacts, file: string): string {
  return html.replace(/\{\{fact:([a-z0-9_]+)\}\}/g, (_, name: string) => {
    const fact = facts[name];
    if (fact === undefined) throw new Error(`${file}: unknown fact "${name}"`);
    return escapeHtml(fact);
  });
}

/** Every language's HTML through the allow-list sanitizer: content HTML is stored (and so served) only clean. */
function sanitizeTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([lang, html]) => [lang, sanitizeHtml(html)]));
}

/** Page bodies are `<slug>.<lang>.html`; English is required, other languages optional. */
function pageBodies(dir: string, slug: string, facts: ContentFacts): Record<string, string> {
  const bodies: Record<string, string> = {};
  for (const lang of LANGS) {
    const file = join(dir, `${slug}.${lang}.html`);
    if (existsSync(file))
      bodies[lang] = sanitizeHtml(withFacts(readFileSync(file, 'utf8'), facts, `content/pages/${slug}.${lang}.html`));
  }
  if (!bodies.en) throw new Error(`content/pages/${slug}.en.html is missing`);
  return bodies;
}

/**
 * Loads `content/` into the database; the HTML of pages, articles and announcements is sanitised on the way in
 * (platform/html.ts). Idempotent: rows are upserted by id, and rows whose id is
 * gone from the files are removed, so the files stay the source of truth.
 */
export async function seedContent(database: Database, dir: string, facts: ContentFacts = {}): Promise<void> {
  const site = readJson(join(dir, 'site.json'), ZSite);
  const pages = readJson(join(dir, 'pages', 'pages.json'), ZPages);
  const columns = readJson(join(dir, 'pages', 'columns.json'), ZColumns);
  const articleDir = join(dir, 'articles');
  const articleFiles = existsSync(articleDir) ? readdirSync(articleDir).filter((f) => f.endsWith('.json')) : [];
  const articleRows = articleFiles.map((f) => readJson(join(articleDir, f), ZArticleFile));
  const bannerRows = readJson(join(dir, 'banners.json'), ZBanners);
  const noticeRows = readJson(join(dir, 'notices.json'), ZNotices);

  await database.withTx((tx) =>
    replaceContent(tx, {
      settings: { site, footer_columns: columns },
      pages: pages.map((p) => ({
        id: p.id,
        slug: p.slug,
        keywords: p.keywords,
        sort: p.order,
        title: p.title,
        content: pageBodies(join(dir, 'pages'), p.slug, facts),
        updatedAt: new Date(p.updated_at),
      })),
      articles: articleRows.map((a) => ({
        id: a.id,
        slug: a.slug,
        picture: a.picture,
        title: a.title,
        summary: a.summary,
        content: sanitizeTexts(a.content),
        createdAt: new Date(a.created_at),
      })),
      banners: bannerRows.map((b, i) => ({ ...b, sort: i })),
      notices: noticeRows.map((n) => ({ ...n, content: sanitizeTexts(n.content), createdAt: new Date(n.created_at) })),
    }),
  );
}
