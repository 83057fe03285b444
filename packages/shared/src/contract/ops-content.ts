import { z } from 'zod';
import { LANGS, type Lang } from '../domain/locales';
import { envelope } from './envelope';
import { opsRoutes } from './routes-ops';

/**
 * The console's content (issue 25): banners, announcements, info pages and articles in 12 languages, and platform
 * notifications. What the console writes is live at once (no deploy) and survives restarts; `content/` files seed
 * the rest.
 */
export const CONTENT_KINDS = ['banner', 'notice', 'page', 'article'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const langKey = z.enum(LANGS as unknown as [Lang, ...Lang[]]);
/** Text by language; English is required, an empty language falls back to English. */
export const ZOpsTexts = (max: number) =>
  z
    .partialRecord(langKey, z.string().max(max))
    .transform((t) => Object.fromEntries(Object.entries(t).filter(([, v]) => v.trim() !== '')))
    .refine((t) => typeof t.en === 'string' && t.en.trim() !== '', 'an English text is required');

export const ZContentFields = z.object({
  title: ZOpsTexts(200),
  subtitle: ZOpsTexts(300).optional(),
  summary: ZOpsTexts(600).optional(),
  /** Pages, articles and announcements: HTML (pages, articles) or text; sanitised when saved. */
  content: ZOpsTexts(100_000).optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/)
    .optional(),
  keywords: z.string().trim().max(60).optional(),
  sort: z.number().int().min(-1000).max(1000).optional(),
  picture: z.string().trim().max(500).optional(),
  video: z.string().trim().max(500).optional(),
  link: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/|https:\/\/)|^$/, 'a site path or an https address')
    .optional(),
});
export type ContentFields = z.input<typeof ZContentFields>;

export const ZContentBody = z.object({ published: z.boolean(), fields: ZContentFields });
export const ZContentKindParams = z.object({ kind: z.enum(CONTENT_KINDS) });
export const ZContentParams = ZContentKindParams.extend({ id: z.coerce.number().int().min(1).max(2_000_000_000) });
export const ZContentQuery = z.object({ kind: z.enum(CONTENT_KINDS) });

export const ZContentSummary = z.object({
  kind: z.enum(CONTENT_KINDS),
  id: z.number().int(),
  /** `file`: seeded from content/ (an edit makes it the console's); `console`: written here. */
  origin: z.enum(['file', 'console']),
  published: z.boolean(),
  title: z.string(),
  slug: z.string().nullable(),
  langs: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type ContentSummary = z.infer<typeof ZContentSummary>;
export const ZContentEntry = ZContentSummary.extend({
  fields: z.object({
    title: z.record(z.string(), z.string()),
    subtitle: z.record(z.string(), z.string()).optional(),
    summary: z.record(z.string(), z.string()).optional(),
    content: z.record(z.string(), z.string()).optional(),
    slug: z.string().optional(),
    keywords: z.string().optional(),
    sort: z.number().int().optional(),
    picture: z.string().optional(),
    video: z.string().optional(),
    link: z.string().optional(),
  }),
});
export type ContentEntry = z.infer<typeof ZContentEntry>;

export const ZContentPreviewBody = z.object({
  kind: z.enum(CONTENT_KINDS),
  lang: langKey,
  fields: ZContentFields,
});
/** What a player reading `lang` would see: the texts picked for the language and the sanitised HTML. */
export const ZContentPreview = z.object({
  lang: z.string(),
  title: z.string(),
  subtitle: z.string(),
  summary: z.string(),
  html: z.string(),
  fallback: z.boolean(),
});

export const ZBroadcastBody = z.object({
  title: ZOpsTexts(120),
  text: ZOpsTexts(1000),
  link: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/|https:\/\/)|^$/, 'a site path or an https address')
    .default(''),
  audience: z.enum(['all', 'vip', 'new']).default('all'),
  min_level: z.number().int().min(0).max(10).default(0),
  new_days: z.number().int().min(0).max(3650).default(0),
});
export type BroadcastBody = z.input<typeof ZBroadcastBody>;

export const opsContentApi = {
  contentList: {
    ...opsRoutes.contentList,
    query: ZContentQuery,
    result: envelope(z.object({ list: z.array(ZContentSummary) })),
  },
  contentEntry: { ...opsRoutes.contentEntry, params: ZContentParams, result: envelope(ZContentEntry) },
  createContent: {
    ...opsRoutes.createContent,
    params: ZContentKindParams,
    body: ZContentBody,
    result: envelope(ZContentEntry),
  },
  editContent: {
    ...opsRoutes.editContent,
    params: ZContentParams,
    body: ZContentBody,
    result: envelope(ZContentEntry),
  },
  previewContent: { ...opsRoutes.previewContent, body: ZContentPreviewBody, result: envelope(ZContentPreview) },
  broadcast: {
    ...opsRoutes.broadcast,
    body: ZBroadcastBody,
    result: envelope(z.object({ id: z.number().int(), source_key: z.string() })),
  },
} as const;
