import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Personal notifications (type 1, one row per player and event) and platform notifications (type 0, one row per
 * content file, `user_id` null: every targeted player sees the same row). `source_key` names what caused the row
 * (`u{user}:deposit:{order}`, `content:{file}`): an event delivered twice, or to two instances, inserts once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    type: smallint('type').notNull(),
    sourceKey: text('source_key').notNull(),
    /** `deposit`, `withdrawal.ready`, … (personal; the texts are rendered in the reader's language) or `platform`. */
    kind: text('kind').notNull(),
    /** Personal: the values the texts name; platform: `{title, text}` by language. */
    params: jsonb('params').notNull().default({}),
    image: text('image').notNull().default(''),
    link: text('link').notNull().default(''),
    /** Platform only: `all`, `vip` (level ≥ min_level) or `new` (account at most new_days old). */
    audience: text('audience').notNull().default('all'),
    minLevel: integer('min_level').notNull().default(0),
    newDays: integer('new_days').notNull().default(0),
    /** Personal only; a platform notification's read marks are in notification_reads. */
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The event's time, or a platform notification's publish time. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_source_key').on(t.sourceKey),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_platform_idx').on(t.createdAt).where(sql`${t.userId} is null`),
  ],
);

/** A player's read mark of a platform notification: a row only once read. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer('user_id').notNull(),
    notificationId: integer('notification_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

/** The language of the player's last notifications request: the language of pushed items. */
export const notificationLangs = pgTable('notification_langs', {
  userId: integer('user_id').primaryKey(),
  lang: text('lang').notNull(),
});
