import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { users } from './auth.schema';

export type User = typeof users.$inferSelect;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A player's own referral code: 8 characters without look-alikes (0/O, 1/I). */
export function newExtensionCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = (e as { cause?: unknown }).cause ?? e;
  const pg = err as { code?: string; constraint?: string };
  return pg.code === '23505' && (!constraint || pg.constraint === constraint);
}

export async function findByEmail(db: Executor, email: string): Promise<User | undefined> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return rows[0];
}

export async function findById(db: Executor, id: number): Promise<User | undefined> {
  return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
}

export async function findBySteamId(db: Executor, steamId: string): Promise<User | undefined> {
  return (await db.select().from(users).where(eq(users.steamId, steamId)).limit(1))[0];
}

export async function nameTaken(db: Executor, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.name}) = ${name.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

/** Inserts a user; a clash on the generated referral code is retried with a fresh one. */
export async function insertUser(
  db: Executor,
  values: Omit<typeof users.$inferInsert, 'extensionCode' | 'id'>,
): Promise<User> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(users)
        .values({ ...values, extensionCode: newExtensionCode() })
        .returning();
      return row!;
    } catch (e) {
      if (attempt < 3 && isUniqueViolation(e, 'users_extension_code_key')) continue;
      throw e;
    }
  }
}

export async function updateUser(db: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Sets the e-mail of an account that has none; false when it already had one. */
export async function setEmailIfNone(db: Executor, id: number, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ email })
    .where(and(eq(users.id, id), isNull(users.email)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Registered players. */
export async function countUsers(db: Executor): Promise<number> {
  const rows = await db.select({ n: count() }).from(users);
  return rows[0]?.n ?? 0;
}
