import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Text in several languages: `{en: '…', de: '…'}`; English is always present. */
export type Texts = Partial<Record<string, string>>;

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const infoPages = pgTable('info_pages', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  keywords: text('keywords').notNull(),
  sort: integer('sort').notNull().default(0),
  title: jsonb('title').$type<Texts>().notNull(),
  content: jsonb('content').$type<Texts>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** `file`: seeded from content/ at each start; `console`: written by an operator, kept across starts. */
  origin: text('origin').notNull().default('file'),
  published: boolean('published').notNull().default(true),
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

export const articles = pgTable('articles', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  picture: text('picture').notNull().default(''),
  title: jsonb('title').$type<Texts>().notNull(),
  summary: jsonb('summary').$type<Texts>().notNull(),
  content: jsonb('content').$type<Texts>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** `file`: seeded from content/ at each start; `console`: written by an operator, kept across starts. */
  origin: text('origin').notNull().default('file'),
  published: boolean('published').notNull().default(true),
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  title: jsonb('title').$type<Texts>().notNull(),
  subtitle: jsonb('subtitle').$type<Texts>().notNull(),
  picture: text('picture').notNull().default(''),
  video: text('video').notNull().default(''),
  link: text('link').notNull().default(''),
  /** `file`: seeded from content/ at each start; `console`: written by an operator, kept across starts. */
  origin: text('origin').notNull().default('file'),
  published: boolean('published').notNull().default(true),
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

export const notices = pgTable('notices', {
  id: integer('id').primaryKey(),
  title: jsonb('title').$type<Texts>().notNull(),
  content: jsonb('content').$type<Texts>().notNull(),
  picture: text('picture').notNull().default(''),
  link: text('link').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** `file`: seeded from content/ at each start; `console`: written by an operator, kept across starts. */
  origin: text('origin').notNull().default('file'),
  published: boolean('published').notNull().default(true),
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

/** Messages from the contact/help form (spec §3 feedback {type, email, content, image list}). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    /** What the player quotes to support (`DF-yymmdd-<id>`); null only on rows older than tickets. */
    ticket: text('ticket').unique(),
    type: text('type').notNull(),
    email: text('email').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    userId: integer('user_id'),
    ip: text('ip').notNull(),
    /** The sender's language: the acknowledgement and the reply are written in it. */
    lang: text('lang').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_user_idx').on(t.userId)],
);

/** Share/follow actions (`POST /api/orders/follow`), once per player, type and url, for later rewards. */
export const followActions = pgTable(
  'follow_actions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    type: text('type').notNull(),
    url: text('url').notNull(),
    giftId: integer('gift_id'),
    boxId: text('box_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('follow_actions_once').on(t.userId, t.type, t.url)],
);
