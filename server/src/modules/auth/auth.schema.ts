import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    avatar: text('avatar').notNull().default(''),
    steamId: text('steam_id'),
    tradeUrl: text('trade_url'),
    /** The player's own referral code (spec: extension.extension_code). */
    extensionCode: text('extension_code').notNull(),
    /** The referral code the player is bound to (spec: parent.extension_code), as it was when bound. */
    parentCode: text('parent_code'),
    /** The referrer, bound once at registration or by `POST /api/user/promotion` (their code may change later). */
    parentId: integer('parent_id'),
    parentBoundAt: timestamp('parent_bound_at', { withTimezone: true }),
    /** Advertising source the player came from (spec: ad). */
    ad: text('ad'),
    /** Set by the operator; blocks withdrawals and similar rules later. */
    flagged: boolean('flagged').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('users_steam_id_key').on(t.steamId),
    uniqueIndex('users_extension_code_key').on(t.extensionCode),
    index('users_parent_id_idx').on(t.parentId),
    // Invitations in a time window (the old/new event's points), oldest first.
    index('users_parent_bound_at_idx').on(t.parentBoundAt, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** HMAC-SHA256 of the token under the session pepper; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    device: text('device').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
