import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../../platform/kv';
import { createSteamAuth } from './index';
import { API_KEY, type Browser, backTo, type Harness, newSteamId, START, startHarness } from './test-harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => {
  h.captcha.pass = true;
  h.steam.mode = 'honest';
  h.steam.summaries = 'ok';
  h.config.steam.apiKey = API_KEY;
});

/** Start → Steam → callback; answers the callback's response. */
async function signIn(browser: Browser, steamId: string, start = START) {
  const begin = await browser.get(start);
  expect(begin.status).toBe(302);
  const done = await browser.get(h.steam.login(begin.location!, steamId));
  const token = browser.cookies.get('authsk');
  if (token) h.tokens.add(token);
  return { begin, done, token };
}

describe('GET /api/steam_auth', () => {
  it('redirects to the configured OpenID endpoint with checkid_setup, identifier_select, exact return_to and realm', async () => {
    const browser = h.browser();
    const res = await browser.get(START);
    expect(res.status).toBe(302);
    const url = new URL(res.location!);
    expect(`${url.origin}${url.pathname}`).toBe(h.steam.endpoint);
    const p = url.searchParams;
    expect(p.get('openid.ns')).toBe('http://specs.openid.net/auth/2.0');
    expect(p.get('openid.mode')).toBe('checkid_setup');
    expect(p.get('openid.identity')).toBe('http://specs.openid.net/auth/2.0/identifier_select');
    expect(p.get('openid.claimed_id')).toBe('http://specs.openid.net/auth/2.0/identifier_select');
    expect(p.get('openid.realm')).toBe(h.base);
    expect(p.get('openid.return_to')).toMatch(
      new RegExp(`^${h.base.replace(/\./g, '\\.')}/api/steam_auth/callback\\?state=[A-Za-z0-9_-]{32}$`),
    );
    const stateCookie = res.res.headers.getSetCookie().find((c) => c.startsWith('steam_state='))!;
    expect(stateCookie).toMatch(/HttpOnly/i);
    expect(stateCookie).toMatch(/SameSite=Lax/i);
    expect(stateCookie).toMatch(/Path=\/api\/steam_auth/);
    // The cookie is a separate secret: the state in the URL is not the cookie.
    expect(p.get('openid.return_to')).not.toContain(browser.cookies.get('steam_state'));
    expect(h.captcha.calls).toBeGreaterThan(0);
  });

  it('sends a visitor without the terms box back with terms_required, before the captcha is spent', async () => {
    const calls = h.captcha.calls;
    for (const path of [
      '/api/steam_auth?token=t&pointJson=p',
      '/api/steam_auth?check=0&token=t',
      '/api/steam_auth/ABC?check=no',
    ]) {
      const res = await h.browser().get(path);
      expect(res.status).toBe(302);
      expect(backTo(res.location)).toEqual({ page: '/', error: 'terms_required' });
      expect(res.res.headers.get('content-type') ?? '').not.toMatch(/json/);
    }
    expect(h.captcha.calls).toBe(calls);
  });

  it('sends a failed captcha back with captcha_failed and never to Steam', async () => {
    h.captcha.pass = false;
    const res = await h.browser().get(START);
    expect(res.status).toBe(302);
    expect(backTo(res.location)).toEqual({ page: '/', error: 'captcha_failed' });
    expect(res.res.headers.getSetCookie().some((c) => c.startsWith('steam_state='))).toBe(false);
  });

  it('has no HEAD twin that could spend the captcha', async () => {
    const calls = h.captcha.calls;
    const res = await fetch(`${h.base}${START}`, { method: 'HEAD', redirect: 'manual' });
    expect(res.status).toBe(404);
    expect(h.captcha.calls).toBe(calls);
  });

  it('accepts check=true and answers a malformed query with a redirect, not JSON', async () => {
    expect((await h.browser().get(START.replace('check=1', 'check=true'))).status).toBe(302);
    const bad = await h.browser().get(`/api/steam_auth?check=1&token=${'x'.repeat(300)}`);
    expect(bad.status).toBe(302);
    expect(backTo(bad.location)).toEqual({ page: '/', error: 'steam_failed' });
  });
});

describe('the callback', () => {
  it('creates a user with the Steam name and avatar, opens a working session and hands the token to the page', async () => {
    const steamId = newSteamId();
    h.steam.players.set(steamId, { personaname: 'Gabe\u202eN', avatarfull: 'https://avatars.example/full.jpg' });
    const browser = h.browser();
    // The referral code in the path binds the new account to its owner.
    const referrer = await h.emailUser();
    await h.app.database.pool.query(`update users set extension_code = 'REF12345' where id = $1`, [referrer.id]);
    const { done, token } = await signIn(
      browser,
      steamId,
      `${START.replace('/api/steam_auth?', '/api/steam_auth/REF12345?')}&ad=spring_sale`,
    );
    expect(done.status).toBe(200);
    expect(done.res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(done.res.headers.get('cache-control')).toBe('no-store');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const authCookie = done.res.headers.getSetCookie().find((c) => c.startsWith('authsk='))!;
    expect(authCookie).toMatch(/HttpOnly/i);
    expect(authCookie).toMatch(/SameSite=Lax/i);
    // CSP-safe: the only script is the static one; the token travels in an attribute.
    expect(done.body).toContain('<script src="/api/steam_auth/done.js" defer></script>');
    expect(done.body.match(/<script/g)).toHaveLength(1);
    expect(done.body).toContain(`data-token="${token}"`);
    expect(done.body).toContain(`data-origin="${h.base}"`);
    expect(browser.cookies.has('steam_state')).toBe(false);

    const user = await h.userBySteamId(steamId);
    expect(user).toMatchObject({
      name: 'GabeN',
      avatar: 'https://avatars.example/full.jpg',
      parentCode: 'REF12345',
      parentId: referrer.id,
      ad: 'spring_sale',
    });
    expect(typeof user!.steamId).toBe('string');
    expect(h.steam.summaryKeys.at(-1)).toBe(API_KEY);
    const me = await browser.get('/api/test_me');
    expect(JSON.parse(me.body)).toMatchObject({ code: 200, data: { id: user!.id } });
    const bearer = await h.browser().get('/api/test_me', { authorization: `Bearer ${token}` });
    expect(JSON.parse(bearer.body).data.id).toBe(user!.id);
  });

  it('serves the page script with a JavaScript type', async () => {
    const res = await h.browser().get('/api/steam_auth/done.js');
    expect(res.status).toBe(200);
    expect(res.res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.body).toContain("postMessage({ type: 'login', token: token }, origin)");
    expect(res.body).toContain('window.opener');
  });

  it('signs the same Steam account into the same user the second time', async () => {
    const steamId = newSteamId();
    const first = await signIn(h.browser(), steamId);
    const second = await signIn(h.browser(), steamId);
    expect(first.done.status).toBe(200);
    expect(second.done.status).toBe(200);
    expect(second.token).not.toBe(first.token);
    const a = JSON.parse((await h.browser().get('/api/test_me', { authorization: `Bearer ${first.token}` })).body);
    const b = JSON.parse((await h.browser().get('/api/test_me', { authorization: `Bearer ${second.token}` })).body);
    expect(a.data.id).toBe(b.data.id);
  });

  it('signs in without name and avatar when GetPlayerSummaries fails, and does not call it without a key', async () => {
    h.steam.summaries = 'fail';
    const steamId = newSteamId();
    expect((await signIn(h.browser(), steamId)).done.status).toBe(200);
    expect((await h.userBySteamId(steamId))?.name).toBe(`player${steamId.slice(-6)}`);

    h.config.steam.apiKey = undefined;
    const calls = h.steam.summaryKeys.length;
    const other = newSteamId();
    expect((await signIn(h.browser(), other)).done.status).toBe(200);
    expect(h.steam.summaryKeys.length).toBe(calls);
  });

  it('lets one of 20 parallel uses of one callback through at most', async () => {
    const browser = h.browser();
    const begin = await browser.get(START);
    const url = h.steam.login(begin.location!, newSteamId());
    const answers = await Promise.all(Array.from({ length: 20 }, () => browser.get(url)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(backTo(a.location).error).toBe('steam_failed');
  });
});

describe('linking Steam from /my', () => {
  it('links Steam to the signed-in user without the captcha', async () => {
    const { id, token } = await h.emailUser();
    h.tokens.add(token);
    const browser = h.browser();
    browser.cookies.set('authsk', token);
    const calls = h.captcha.calls;
    const begin = await browser.get('/api/steam_auth?link=1');
    expect(begin.status).toBe(302);
    expect(h.captcha.calls).toBe(calls);
    const steamId = newSteamId();
    const done = await browser.get(h.steam.login(begin.location!, steamId));
    expect(done.status).toBe(302);
    expect(done.location).toBe('/my?steam_linked=1');
    expect((await h.userBySteamId(steamId))?.id).toBe(id);
    // The session in use stays the same one.
    expect(browser.cookies.get('authsk')).toBe(token);
  });

  it('refuses to link without a session, and refuses a Steam account linked to someone else', async () => {
    const visitor = await h.browser().get('/api/steam_auth?link=1');
    expect(backTo(visitor.location)).toEqual({ page: '/', error: 'not_logged_in' });

    const taken = newSteamId();
    await signIn(h.browser(), taken);
    const { token } = await h.emailUser();
    const browser = h.browser();
    browser.cookies.set('authsk', token);
    const begin = await browser.get('/api/steam_auth?link=1');
    const done = await browser.get(h.steam.login(begin.location!, taken));
    expect(backTo(done.location)).toEqual({ page: '/my', error: 'steam_linked_elsewhere' });
  });

  it('refuses the link when the session was revoked before the callback', async () => {
    const { id, token } = await h.emailUser();
    const browser = h.browser();
    browser.cookies.set('authsk', token);
    const begin = await browser.get('/api/steam_auth?link=1');
    await h.sessions.revokeAll(id);
    const steamId = newSteamId();
    const done = await browser.get(h.steam.login(begin.location!, steamId));
    expect(backTo(done.location)).toEqual({ page: '/my', error: 'steam_failed' });
    expect(await h.userBySteamId(steamId)).toBeUndefined();
  });
});

describe('GET /api/steam_out', () => {
  it('revokes the session and clears the cookie; the token then answers "Login has expired"', async () => {
    const browser = h.browser();
    const { token } = await signIn(browser, newSteamId());
    const out = await browser.get('/api/steam_out');
    expect(out.status).toBe(200);
    expect(JSON.parse(out.body)).toEqual({ code: 200, msg: 'Signed out', data: null });
    expect(browser.cookies.has('authsk')).toBe(false);
    const after = await h.browser().get('/api/test_me', { authorization: `Bearer ${token}` });
    expect(after.status).toBe(401);
    expect(JSON.parse(after.body)).toMatchObject({ code: 401, msg: 'Login has expired' });
  });

  it('answers 200 for a visitor too', async () => {
    const out = await h.browser().get('/api/steam_out');
    expect(JSON.parse(out.body)).toEqual({ code: 200, msg: 'Signed out', data: null });
  });
});

describe('errors on the redirect routes', () => {
  it('are redirects too: a rate limit gives auth_error=rate_limited, a broken store steam_failed', async () => {
    const failingStore = {
      set: async () => {
        throw new Error('store down');
      },
    } as unknown as Store;
    const config = { ...h.config, authLimits: { ...h.config.authLimits, login: 2 }, trustedIps: [] };
    const server = Fastify({ logger: false });
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    await server.register(cookie);
    await server.register(rateLimit, {
      global: true,
      max: 1000,
      errorResponseBuilder: (_req, context) =>
        Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
    });
    const steamAuth = createSteamAuth({ ...h.deps, store: failingStore, config });
    await server.register(steamAuth.routes);
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await server.inject({ method: 'GET', url: START }));
      expect(answers.map((a) => [a.statusCode, a.headers.location])).toEqual([
        [302, '/?auth_error=steam_failed'],
        [302, '/?auth_error=steam_failed'],
        [302, '/?auth_error=rate_limited'],
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('the log', () => {
  it('holds the refusal reasons but no session token and no API key', async () => {
    expect(h.tokens.size).toBeGreaterThan(3);
    const text = h.logs.join('\n');
    expect(text).toContain('steam sign-in refused');
    for (const token of h.tokens) expect(text).not.toContain(token);
    expect(text).not.toContain(API_KEY);
  });
});
