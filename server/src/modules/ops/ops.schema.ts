import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The people who run the site (issue 25). Not players: their own table, password (argon2id) and TOTP secret.
 * `totp_step` is the last time step accepted, so a code works once; `failures` and `locked_until` limit guessing.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret').notNull(),
    totpStep: bigint('totp_step', { mode: 'number' }).notNull().default(0),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_email_key').on(sql`lower(${t.email})`),
    check('operators_role_check', sql`${t.role} in ('admin', 'support', 'finance', 'content')`),
  ],
);

/** Operator sessions: the token's hash only; they expire and can be revoked. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_key').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/**
 * Every operator action, written in the action's own transaction: who, what, on what, before and after. Append-only:
 * the migration adds a trigger that refuses UPDATE, DELETE and TRUNCATE.
 */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id'),
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ops_audit_created_idx').on(t.createdAt), index('ops_audit_target_idx').on(t.target)],
);

/** Operators' notes on a player's account. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    operatorId: integer('operator_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_notes_user_idx').on(t.userId, t.id)],
);
