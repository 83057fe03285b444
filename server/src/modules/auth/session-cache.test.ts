import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, md5, registerUser } from '../../../test/auth';

// Issue 23: instances answer sessions from memory; sign-out, revocation and account edits made on one instance
// take effect on the other at once (two instances sharing Postgres and Redis).
describe.runIf(process.env.REDIS_URL)('sessions answered from memory', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      CAPTCHA_MODE: 'off',
      REDIS_PREFIX: `test:sessioncache:${randomBytes(4).toString('hex')}:`,
      SESSION_PEPPER: randomBytes(32).toString('hex'),
      SESSION_CACHE_MS: '60000',
    };
    a = await startTestApp({}, env);
    b = await startTestApp({}, { ...env, DATABASE_URL: a.config.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const me = (app: TestApp, token: string) => app.request('/api/user', { headers: bearer(token) });
  const post = (app: TestApp, token: string, path: string, json: unknown = {}) =>
    app.request(path, { method: 'POST', json, headers: bearer(token) });
  const login = async (email: string) =>
    (await a.request('/api/email/login', { method: 'POST', json: { email, password: md5('hunter22'), check: true } }))
      .body.data.token as string;
  it('a cached session signed out on one instance is refused on the other at once', async () => {
    const token = await registerUser(a, 'cacheout', 'cacheout@example.com');
    expect((await me(b, token)).body.code).toBe(200);
    expect(b.sessions.cacheSize()).toBeGreaterThan(0);
    expect((await post(a, token, '/api/user/logout')).body.code).toBe(200);
    const after = await me(b, token);
    expect(after.status).toBe(401);
    expect(after.body.msg).toBe('Login has expired');
  });

  it('sign out everywhere reaches every cached session of the player on every instance', async () => {
    const first = await registerUser(a, 'cacheall', 'cacheall@example.com');
    const second = await login('cacheall@example.com');
    for (const token of [first, second]) {
      expect((await me(a, token)).body.code).toBe(200);
      expect((await me(b, token)).body.code).toBe(200);
    }
    expect((await post(b, second, '/api/user/logout_all')).body.code).toBe(200);
    for (const app of [a, b]) for (const token of [first, second]) expect((await me(app, token)).status).toBe(401);
  });

  it('an account edited on one instance reads fresh on the other (name, trade URL)', async () => {
    const token = await registerUser(a, 'cacheedit', 'cacheedit@example.com');
    expect((await me(b, token)).body.data.name).toBe('cacheedit');
    expect((await post(a, token, '/api/user/update', { name: 'cacheedit2' })).body.code).toBe(200);
    expect((await me(b, token)).body.data.name).toBe('cacheedit2');
    const url = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh';
    expect((await post(a, token, '/api/user/trade_url', { trade_url: url })).body.code).toBe(200);
    expect((await me(b, token)).body.data.trade_url).toBe(url);
  });

  it('answers a session from memory: a revocation behind the site’s back shows only where it was not cached', async () => {
    const token = await registerUser(a, 'cachehit', 'cachehit@example.com');
    expect((await me(b, token)).body.code).toBe(200);
    await a.database.pool.query(
      `update sessions set revoked_at = now() where user_id = (select id from users where name = 'cachehit')`,
    );
    expect((await me(b, token)).body.code).toBe(200);
    expect((await me(a, token)).status).toBe(401);
  });
});
