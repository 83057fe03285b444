import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { lastCode, md5, registerUser } from '../../../test/auth';

/**
 * Login CSRF (issue 16, decision 61): a page of another site must not sign a visitor in (or up) to an account of
 * its choosing. Sign-in and registration that a browser says come from another site are refused before the body is
 * read; API clients that send no Sec-Fetch-Site, Origin or Referer still sign in.
 */
let app: TestApp;
const CROSS = { code: 403, msg: 'This request must come from the site itself', data: null };
const FOREIGN: Record<string, string>[] = [
  { 'Sec-Fetch-Site': 'cross-site' },
  { 'Sec-Fetch-Site': 'same-site' },
  { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
  { Origin: 'https://evil.example' },
  { Origin: 'null' },
  { Referer: 'https://evil.example/login-for-you' },
];

beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
}, 90_000);
afterAll(() => app?.close());

const sessions = async () =>
  Number((await app.database.pool.query('select count(*)::int as n from sessions')).rows[0].n);
const users = async () => Number((await app.database.pool.query('select count(*)::int as n from users')).rows[0].n);
const login = (headers: Record<string, string>) =>
  app.request('/api/email/login', {
    method: 'POST',
    headers,
    json: { email: 'victim-csrf@example.com', password: md5('hunter22'), check: true },
  });

describe('sign-in and registration from another site', () => {
  it('refuses a sign-in a browser says comes from another site, and opens no session', async () => {
    await registerUser(app, 'VictimCsrf', 'victim-csrf@example.com');
    const before = await sessions();
    for (const headers of FOREIGN) {
      const res = await login(headers);
      expect([headers, res.status, res.body]).toEqual([headers, 403, CROSS]);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(await sessions()).toBe(before);
  });

  it('signs in from the site itself and from API clients that send no browser headers', async () => {
    const self = new URL(app.url).origin;
    for (const headers of <Record<string, string>[]>[
      { 'Sec-Fetch-Site': 'same-origin', Origin: self },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: self },
      { Referer: `${self}/login` },
      {},
    ]) {
      const res = await login(headers);
      expect([headers, res.body.code]).toEqual([headers, 200]);
      expect(res.body.data.token).toMatch(/\S{20,}/);
    }
  });

  it('refuses a cross-site registration (no account is made, the code stays usable)', async () => {
    const email = 'signup-csrf@example.com';
    expect((await app.request('/api/user/send_email_code', { method: 'POST', json: { email } })).body.code).toBe(200);
    const body = {
      username: 'SignupCsrf',
      email,
      email_code: await lastCode(app, email),
      password: md5('hunter22'),
      password_confirmation: md5('hunter22'),
    };
    const before = await users();
    for (const headers of FOREIGN) {
      const res = await app.request('/api/email/register', { method: 'POST', headers, json: body });
      expect([headers, res.status, res.body]).toEqual([headers, 403, CROSS]);
    }
    expect(await users()).toBe(before);
    const own = await app.request('/api/email/register', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      json: body,
    });
    expect(own.body.code).toBe(200);
    expect(await users()).toBe(before + 1);
  });
});
