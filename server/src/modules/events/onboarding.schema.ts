import {
  bigint,
  bigserial,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Facts the onboarding checklist reads that no other module keeps as "ever": `guidance:case` (first case open),
 * `guidance:battle` (first battle joined), `guidance:open` (the guide was opened). One row per player and mark.
 */
export const eventMarks = pgTable(
  'event_marks',
  {
    userId: integer('user_id').notNull(),
    mark: text('mark').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mark] })],
);

/** One answer set per account and survey (the unique key is the limit); `answers` is `[{id, answer}]`. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventKey: text('event_key').notNull(),
    userId: integer('user_id').notNull(),
    claimId: bigint('claim_id', { mode: 'number' }).notNull(),
    answers: jsonb('answers').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('survey_answers_user_key').on(t.eventKey, t.userId)],
);

/**
 * A reward reserved for an e-mail before launch (normalised: trimmed, lower case). Once per e-mail and campaign;
 * granted once, to one account (`user_id` set in the grant's transaction, unique per campaign).
 */
export const preRegistrations = pgTable(
  'pre_registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventKey: text('event_key').notNull(),
    email: text('email').notNull(),
    /** The reservation's code (shown once; looks the reward up). */
    code: text('code').notNull(),
    ip: text('ip').notNull(),
    userId: integer('user_id'),
    claimId: bigint('claim_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pre_registrations_email_key').on(t.eventKey, t.email),
    uniqueIndex('pre_registrations_code_key').on(t.code),
    uniqueIndex('pre_registrations_user_key').on(t.eventKey, t.userId),
  ],
);
