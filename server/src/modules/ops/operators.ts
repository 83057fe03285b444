import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type Operator, type OpsArea, type OpsRole, ROLE_AREAS } from '@dropforge/shared/contract';
import { hash, verify } from '@node-rs/argon2';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http';
import { operatorSessions, operators } from './ops.schema';
import { newTotpSecret, otpauthUri, verifyTotp } from './totp';

const ARGON = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Failed sign-ins (password or code) before the account is locked for LOCK_MS. */
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
const TOKEN = /^ops_[A-Za-z0-9_-]{43}$/;

export type OperatorRow = typeof operators.$inferSelect;
export type SignedIn = Operator & { sessionId: number };

export const operatorView = (row: Pick<OperatorRow, 'id' | 'email' | 'role'>): Operator => ({
  id: row.id,
  email: row.email,
  role: row.role as OpsRole,
  areas: [...ROLE_AREAS[row.role as OpsRole]],
});

export function createOperators(deps: { db: Db; pepper: string; sessionHours: number; now: () => number }) {
  const { db } = deps;
  const peppered = (password: string) => createHmac('sha256', deps.pepper).update(`ops:${password}`).digest('hex');
  const hashToken = (token: string) => createHash('sha256').update(`${deps.pepper}:ops:${token}`).digest('hex');
  let dummy: Promise<string> | undefined;

  /** Counts a failure atomically (parallel guesses each count); the fifth locks the account. */
  async function fail(row: OperatorRow): Promise<never> {
    const [counted] = await db
      .update(operators)
      .set({ failures: sql`${operators.failures} + 1` })
      .where(eq(operators.id, row.id))
      .returning({ failures: operators.failures });
    if ((counted?.failures ?? 0) < MAX_FAILURES) throw new AppError('ops_login_failed');
    await db
      .update(operators)
      .set({ failures: 0, lockedUntil: new Date(deps.now() + LOCK_MS) })
      .where(eq(operators.id, row.id));
    throw new AppError('ops_locked');
  }

  return {
    /** A new operator: the first password and TOTP secret are answered once and never stored in the clear. */
    async create(email: string, role: OpsRole) {
      const password = randomBytes(12).toString('base64url');
      const secret = newTotpSecret();
      const [row] = await db
        .insert(operators)
        .values({
          email: email.toLowerCase(),
          role,
          passwordHash: await hash(peppered(password), ARGON),
          totpSecret: secret,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new Error(`an operator with e-mail ${email} already exists`);
      return { operator: operatorView(row), password, secret, uri: otpauthUri(secret, row.email) };
    },

    /** E-mail, password and the current TOTP code; five failures lock the account for 15 minutes. */
    async login(body: { email: string; password: string; totp: string }, ip: string) {
      const [row] = await db
        .select()
        .from(operators)
        .where(sql`lower(${operators.email}) = ${body.email.toLowerCase()}`);
      if (!row || row.disabledAt) {
        dummy ??= hash(peppered('x'), ARGON);
        await verify(await dummy, peppered(body.password)).catch(() => false);
        throw new AppError('ops_login_failed');
      }
      if (row.lockedUntil && row.lockedUntil.getTime() > deps.now()) throw new AppError('ops_locked');
      if (!(await verify(row.passwordHash, peppered(body.password)).catch(() => false))) return fail(row);
      const step = verifyTotp(row.totpSecret, body.totp, deps.now(), row.totpStep);
      if (step === undefined) return fail(row);
      // The step only moves forward: two sign-ins racing with one code cannot both pass.
      const claimed = await db
        .update(operators)
        .set({ totpStep: step, failures: 0, lockedUntil: null })
        .where(and(eq(operators.id, row.id), sql`${operators.totpStep} < ${step}`))
        .returning({ id: operators.id });
      if (claimed.length === 0) return fail(row);
      const token = `ops_${randomBytes(32).toString('base64url')}`;
      const expiresAt = new Date(deps.now() + deps.sessionHours * 3_600_000);
      await db.insert(operatorSessions).values({ operatorId: row.id, tokenHash: hashToken(token), ip, expiresAt });
      return { token, expires_at: expiresAt.toISOString(), operator: operatorView(row) };
    },

    /** The operator of a bearer token; undefined for anything else (a player's token included). */
    async signedIn(token: string | undefined): Promise<SignedIn | undefined> {
      if (!token || !TOKEN.test(token)) return undefined;
      const [found] = await db
        .select({ session: operatorSessions, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, hashToken(token)),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, new Date(deps.now())),
            isNull(operators.disabledAt),
          ),
        );
      return found && { ...operatorView(found.operator), sessionId: found.session.id };
    },

    async sessions(operatorId: number) {
      return db
        .select()
        .from(operatorSessions)
        .where(
          and(
            eq(operatorSessions.operatorId, operatorId),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, new Date(deps.now())),
          ),
        )
        .orderBy(desc(operatorSessions.id));
    },

    /** Revokes one of the operator's own sessions (false when it is not theirs or already ended). */
    async revoke(operatorId: number, sessionId: number): Promise<boolean> {
      const rows = await db
        .update(operatorSessions)
        .set({ revokedAt: new Date(deps.now()) })
        .where(
          and(
            eq(operatorSessions.id, sessionId),
            eq(operatorSessions.operatorId, operatorId),
            isNull(operatorSessions.revokedAt),
          ),
        )
        .returning({ id: operatorSessions.id });
      return rows.length > 0;
    },
  };
}

export type Operators = ReturnType<typeof createOperators>;
export const mayUse = (op: Operator, area: OpsArea) => op.areas.includes(area);
