import { randomInt } from 'node:crypto';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { startTestApp, type TestApp } from '../../../../test/app';
import type { Config } from '../../../platform/config';
import { ok, registerAuth, registerEnvelope } from '../../../platform/http';
import { insertUser } from '../accounts.repo';
import { users } from '../auth.schema';
import { createSessions, type Sessions } from '../sessions';
import { type FakeSteam, startFakeSteam } from './fake-openid-provider';
import { createSteamAuth } from './index';
import type { SteamAuthDeps, SteamCaptcha } from './types';

/** Test-only: the Steam routes on their own Fastify instance, against a real database, store and fake Steam. */
export type Harness = {
  app: TestApp;
  steam: FakeSteam;
  server: FastifyInstance;
  base: string;
  config: Config;
  sessions: Sessions;
  captcha: SteamCaptcha & { calls: number; pass: boolean };
  /** The dependencies the routes were created with. */
  deps: SteamAuthDeps;
  logs: string[];
  /** Every session token a test saw, to prove none reached the log. */
  tokens: Set<string>;
  browser(): Browser;
  userBySteamId(steamId: string): Promise<typeof users.$inferSelect | undefined>;
  /** A signed-in e-mail user and its session token. */
  emailUser(): Promise<{ id: number; token: string }>;
  close(): Promise<void>;
};

export const API_KEY = 'steam-web-api-key-for-tests';
export const START = '/api/steam_auth?check=1&captchaType=blockPuzzle&pointJson=cGo%3D&token=captcha-token';

export const newSteamId = () => `7656119${String(randomInt(0, 1e10)).padStart(10, '0')}`;

export type Answer = { status: number; location: string | null; body: string; res: Response };

/** A browser that keeps cookies and never follows redirects (the tests play each hop). */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async get(pathOrUrl: string, headers: Record<string, string> = {}): Promise<Answer> {
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${this.base}${pathOrUrl}`;
    const cookieHeader = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), 'user-agent': 'vitest-browser', ...headers },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = attrs.some((a) => {
        const [k, v] = a.trim().split('=');
        if (k?.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k?.toLowerCase() === 'expires') return Date.parse(v ?? '') < Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, location: res.headers.get('location'), body: await res.text(), res };
  }
}

export async function startHarness(options: { timeoutMs?: number } = {}): Promise<Harness> {
  const app = await startTestApp();
  const steam = await startFakeSteam();
  const config: Config = {
    ...app.config,
    steam: { openidEndpoint: steam.endpoint, apiKey: API_KEY, apiUrl: steam.apiUrl },
  };
  const db = app.database.db;
  const sessions = createSessions({
    db,
    bus: app.bus,
    pepper: config.sessionPepper,
    secureCookies: false,
    cacheMs: config.sessionCacheMs,
  });
  const captcha = {
    calls: 0,
    pass: true,
    async consumeVerification() {
      captcha.calls++;
      return captcha.pass;
    },
  };
  const logs: string[] = [];
  const server = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } },
    routerOptions: { ignoreTrailingSlash: true },
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerEnvelope(server);
  registerAuth(server, () => sessions);
  await server.register(cookie, { secret: config.cookieSecret });
  const deps: SteamAuthDeps = { db, store: app.store, sessions, captcha, config, timeoutMs: options.timeoutMs };
  const steamAuth = createSteamAuth(deps);
  await server.register(steamAuth.routes);
  // Stands in for the profile route: any /api call that needs the session.
  server.get('/api/test_me', { config: { auth: 'player' } }, async (req) => ok({ id: req.player.id }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  config.publicUrl = base;

  const fakeReq = { headers: { 'user-agent': 'vitest' }, ip: '127.0.0.1' } as unknown as FastifyRequest;
  let n = 0;
  return {
    app,
    steam,
    server,
    base,
    config,
    sessions,
    captcha,
    deps,
    logs,
    tokens: new Set(),
    browser: () => new Browser(base),
    userBySteamId: async (steamId) => (await db.select().from(users).where(eq(users.steamId, steamId)))[0],
    async emailUser() {
      n++;
      const user = await insertUser(db, {
        name: `mail${n}_${randomInt(1e6)}`,
        email: `m${n}_${randomInt(1e6)}@x.test`,
      });
      return { id: user.id, token: await sessions.create(user.id, fakeReq) };
    },
    async close() {
      await server.close();
      await steam.close();
      await app.close();
    },
  };
}

/** The Location of a redirect back to the site, as `{page, error}`. */
export function backTo(location: string | null): { page: string; error: string | null } {
  const url = new URL(location ?? 'missing:', 'http://site.invalid');
  return { page: url.pathname, error: url.searchParams.get('auth_error') };
}
