import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
});

export const articles = pgTable('articles', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  picture: text('picture').notNull().default(''),
  title: jsonb('title').$type<Texts>().notNull(),
  summary: jsonb('summary').$type<Texts>().notNull(),
  content: jsonb('content').$type<Texts>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  title: jsonb('title').$type<Texts>().notNull(),
  subtitle: jsonb('subtitle').$type<Texts>().notNull(),
  picture: text('picture').notNull().default(''),
  video: text('video').notNull().default(''),
  link: text('link').notNull().default(''),
});

export const notices = pgTable('notices', {
  id: integer('id').primaryKey(),
  title: jsonb('title').$type<Texts>().notNull(),
  content: jsonb('content').$type<Texts>().notNull(),
  picture: text('picture').notNull().default(''),
  link: text('link').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Messages from the contact/help form (spec §3 feedback {type, email, content, image list}). */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  email: text('email').notNull(),
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  userId: integer('user_id'),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
