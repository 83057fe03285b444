import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Bus } from '../../platform/bus';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http';
import { SESSIONS_REVOKED_CHANNEL, type SessionsRevoked } from '../../platform/ws';
import type { users } from './auth.schema';
import { createSessionCache, USERS_CHANGED_CHANNEL, type UsersChanged } from './session-cache';
import * as repo from './sessions.repo';

/** The spec's auth cookie lives until 2050-01-01. */
export const AUTH_COOKIE = 'authsk';
export const COOKIE_EXPIRES = new Date('2050-01-01T00:00:00Z');
const TOUCH_EVERY_MS = 60_000;

export type SessionUser = typeof users.$inferSelect & { sessionId: number };
type Known = { user: SessionUser; expiresAt: number; lastUsedAt: number };

export function createSessions(deps: { db: Db; bus: Bus; pepper: string; secureCookies: boolean; cacheMs: number }) {
  const { db } = deps;
  const cache = createSessionCache<Known>({ bus: deps.bus, ttlMs: deps.cacheMs });
  // Every instance's websocket gateway drops the private channels of these sessions' open sockets.
  const announce = (data: SessionsRevoked) =>
    deps.bus.publish({ channel: SESSIONS_REVOKED_CHANNEL, event: 'revoked', data });
  const hashToken = (token: string) => createHmac('sha256', deps.pepper).update(`session:${token}`).digest('hex');

  function tokenOf(req: FastifyRequest): string | undefined {
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
    return req.cookies?.[AUTH_COOKIE] || undefined;
  }

  async function lookUp(tokenHash: string): Promise<Known> {
    const mark = cache.mark();
    const row = await repo.findSession(db, tokenHash);
    if (!row || row.session.revokedAt) throw new AppError('login_expired');
    const known = {
      user: { ...row.user, sessionId: row.session.id },
      expiresAt: row.session.expiresAt.getTime(),
      lastUsedAt: row.session.lastUsedAt.getTime(),
    };
    cache.set(tokenHash, known, { userId: row.user.id, sessionId: row.session.id }, mark);
    return known;
  }

  /** The signed-in user, or undefined for visitors; revoked or expired tokens raise "Login has expired". */
  async function playerOf(req: FastifyRequest): Promise<SessionUser | undefined> {
    const token = tokenOf(req);
    if (!token) return undefined;
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError('login_expired');
    const tokenHash = hashToken(token);
    const known = cache.get(tokenHash) ?? (await lookUp(tokenHash));
    const now = Date.now();
    if (known.expiresAt < now) throw new AppError('login_expired');
    if (now - known.lastUsedAt > TOUCH_EVERY_MS) {
      known.lastUsedAt = now;
      await repo.touchSession(db, known.user.sessionId);
    }
    return { ...known.user };
  }

  return {
    tokenOf,
    playerOf,
    /** Opens a session: 32 random bytes, stored hashed with the device and address. */
    async create(userId: number, req: FastifyRequest): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await repo.insertSession(db, {
        userId,
        tokenHash: hashToken(token),
        device: String(req.headers['user-agent'] ?? '').slice(0, 300),
        ip: req.ip,
        expiresAt: COOKIE_EXPIRES,
      });
      return token;
    },
    setCookie(reply: FastifyReply, token: string) {
      reply.setCookie(AUTH_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.secureCookies,
        expires: COOKIE_EXPIRES,
      });
    },
    clearCookie(reply: FastifyReply) {
      reply.clearCookie(AUTH_COOKIE, { path: '/' });
    },
    async revoke(sessionId: number) {
      await repo.revokeSession(db, sessionId);
      cache.forget({ sessionIds: [sessionId] });
      await announce({ sessionIds: [sessionId] });
    },
    async revokeAll(userId: number) {
      await repo.revokeUserSessions(db, userId);
      cache.forget({ userId });
      await announce({ userId });
    },
    /** After the site changes an account's row: every instance reads its sessions afresh. */
    async userChanged(userId: number) {
      cache.forget({ userId });
      const data: UsersChanged = { userId };
      await deps.bus.publish({ channel: USERS_CHANGED_CHANNEL, event: 'changed', data });
    },
    cacheSize: cache.size,
  };
}

export type Sessions = ReturnType<typeof createSessions>;
