import { z } from 'zod';
import { envelope, paged } from './envelope';
import { contentRoutes, feedbackRoutes, followRoutes } from './routes';

export const ZCounters = z.object({
  online: z.number().int(),
  register: z.number().int(),
  battle: z.number().int(),
  upgrade: z.number().int(),
  unpacking: z.number().int(),
});

export const ZServiceEntry = z.object({ key: z.string(), value: z.string() });

export const ZConfigQuery = z.object({ ip: z.string().max(64).optional() });
export const ZConfigResult = z.object({
  counters: ZCounters,
  service: z.array(ZServiceEntry),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  /** The visitor's country (ISO 3166 alpha-2) as far as the server can tell, or '' when unknown. */
  country: z.string(),
});
export type ConfigResult = z.infer<typeof ZConfigResult>;

/** Info page (spec §3: title, id, keywords). `keywords` groups pages into footer columns. */
export const ZInfoPageSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  keywords: z.string(),
});
export const ZInfoPage = ZInfoPageSummary.extend({
  /** HTML from content/pages, sanitised by the server's allow-list when seeded (server/src/platform/html.ts). */
  content: z.string(),
  updated_at: z.string(),
  /** The language the body is written in (bodies may exist only in English). */
  content_lang: z.string(),
});
export type InfoPage = z.infer<typeof ZInfoPage>;
export const ZPageParams = z.object({ slug: z.string().min(1).max(80) });

export const ZFooterColumn = z.object({ keyword: z.string(), title: z.string(), pages: z.array(ZInfoPageSummary) });
export const ZFooterResult = z.object({
  columns: z.array(ZFooterColumn),
  address: z.string(),
  contacts: z.array(ZServiceEntry),
});
export type FooterResult = z.infer<typeof ZFooterResult>;

export const ZBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  picture: z.string(),
  video: z.string(),
  link: z.string(),
});
export type Banner = z.infer<typeof ZBanner>;

/** Announcement (spec §3): title, content (HTML, sanitised on the server), picture, link. */
export const ZNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  picture: z.string(),
  link: z.string(),
  created_at: z.string(),
});
export type Notice = z.infer<typeof ZNotice>;

export const ZArticleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  picture: z.string(),
  created_at: z.string(),
  /** The language the article is written in: the caller's, or `en` when no translation exists yet. */
  content_lang: z.string(),
});
export const ZArticle = ZArticleSummary.extend({ content: z.string() });
export type ArticleSummary = z.infer<typeof ZArticleSummary>;
export type Article = z.infer<typeof ZArticle>;
export const ZArticleQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZArticleParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Ticker (spec §3): recent recharges {name, money} and withdrawals {name, goods.hash_name}. Names are masked. */
export const ZRollingResult = z.object({
  recharge: z.array(z.object({ name: z.string(), money: z.number() })),
  withdrawal: z.array(z.object({ name: z.string(), goods: z.object({ hash_name: z.string() }) })),
});
export type RollingResult = z.infer<typeof ZRollingResult>;

export const contentApi = {
  config: { ...contentRoutes.config, query: ZConfigQuery, result: envelope(ZConfigResult) },
  page: { ...contentRoutes.page, params: ZPageParams, result: envelope(ZInfoPage) },
  footer: { ...contentRoutes.footer, result: envelope(ZFooterResult) },
  banner: { ...contentRoutes.banner, result: envelope(z.array(ZBanner)) },
  noticeNew: { ...contentRoutes.noticeNew, result: envelope(z.array(ZNotice)) },
  articles: { ...contentRoutes.articles, query: ZArticleQuery, result: envelope(paged(ZArticleSummary)) },
  article: { ...contentRoutes.article, params: ZArticleParams, result: envelope(ZArticle) },
  rolling: { ...contentRoutes.rolling, result: envelope(ZRollingResult) },
} as const;

export const FEEDBACK_TYPES = ['deposit', 'withdrawal', 'account', 'cases', 'battles', 'bug', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** Contact/help form (spec §3): type, email, content, image list (the sender's own `/api/upload_img` URLs). */
export const ZFeedbackBody = z.object({
  type: z.enum(FEEDBACK_TYPES),
  email: z.string().trim().email().max(254),
  content: z.string().trim().min(10).max(5000),
  image: z
    .array(z.string().regex(/^\/uploads\/[a-f0-9]{32}\.webp$/))
    .max(5)
    .default([]),
});
export type FeedbackBody = z.infer<typeof ZFeedbackBody>;
/** `ticket`: the number the player quotes to support, e.g. `DF-261126-00042` (day of receipt, then the row id). */
export const ZFeedbackResult = z.object({ ticket: z.string() });

/**
 * Support desk facts (spec §1, §9): working hours in the desk's own time zone (`utc_offset_minutes`, e.g. 480 =
 * GMT+8), working days (1 = Monday … 7 = Sunday), the promised reply time, the e-mail and the form's categories.
 */
export const ZSupportInfo = z.object({
  email: z.string(),
  utc_offset_minutes: z.number().int(),
  days: z.array(z.number().int().min(1).max(7)),
  open: z.string().regex(/^\d{2}:\d{2}$/),
  close: z.string().regex(/^\d{2}:\d{2}$/),
  reply_hours: z.number().int(),
  types: z.array(z.enum(FEEDBACK_TYPES)),
  max_images: z.number().int(),
});
export type SupportInfo = z.infer<typeof ZSupportInfo>;

export const feedbackApi = {
  send: { ...feedbackRoutes.send, body: ZFeedbackBody, result: envelope(ZFeedbackResult) },
  support: { ...feedbackRoutes.support, result: envelope(ZSupportInfo) },
} as const;

/**
 * `POST /api/orders/follow` (spec §7): a signed-in player followed one of the site's social pages (`follow`, `url` =
 * one of the footer's `flw_` links) or shared a case or giveaway (`share`, `url` = where it was shared, with
 * `box_id` or `gift_id`). Recorded once per player, type and url for later rewards.
 */
export const FOLLOW_TYPES = ['follow', 'share'] as const;
export const ZFollowBody = z
  .object({
    url: z
      .string()
      .trim()
      .max(500)
      .url()
      .refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL'),
    type: z.enum(FOLLOW_TYPES),
    gift_id: z.number().int().min(1).max(2_147_483_647).nullish(),
    box_id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,79}$/)
      .nullish(),
  })
  .strict();
export type FollowBody = z.infer<typeof ZFollowBody>;
export const ZFollowResult = z.object({
  id: z.number().int(),
  type: z.enum(FOLLOW_TYPES),
  url: z.string(),
  /** False when this player had already recorded this action (the first record is answered). */
  created: z.boolean(),
  created_at: z.string(),
});
export type FollowResult = z.infer<typeof ZFollowResult>;

export const followApi = {
  follow: { ...followRoutes.follow, body: ZFollowBody, result: envelope(ZFollowResult) },
} as const;
