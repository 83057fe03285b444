import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { md5, registerUser, solveCaptcha } from '../../../test/auth';

describe('sign-in rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ authLimits: { login: 3, register: 3, code: 2, forget: 3 } }, { CAPTCHA_MODE: 'off' });
  });
  afterAll(() => app?.close());

  const login = (email: string) =>
    app.request('/api/email/login', { method: 'POST', json: { email, password: md5('wrong1'), check: true } });

  it('limits sign-in per IP with a 429 envelope', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await login(`ip${i}@example.com`)).body.code);
    expect(codes).toEqual([422, 422, 422, 429]);
  });

  it('limits code sending per IP', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (await app.request('/api/user/send_email_code', { method: 'POST', json: { email: `c${i}@example.com` } })).body
          .code,
      );
    }
    expect(codes).toEqual([200, 200, 429]);
  });
});

describe('per-account limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Trusted addresses skip per-IP limits but never per-account ones.
    app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
  });
  afterAll(() => app?.close());

  it('locks an address after 10 failed sign-ins, even from a trusted address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await app.request('/api/email/login', {
        method: 'POST',
        json: { email: 'victim@example.com', password: md5(`guess${i}`), check: true },
      });
      codes.push(res.body.code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});

describe('wrong passwords from one address do not lock the owner out (issue 16, 5c)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' });
    await registerUser(app, 'owner5c', 'owner5c@example.com', 'right-pass');
  });
  afterAll(() => app?.close());

  const login = (from: string, password: string, extra: Record<string, unknown> = {}) =>
    app.request('/api/email/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': from },
      json: { email: 'owner5c@example.com', password: md5(password), check: true, ...extra },
    });

  it('locks the attacker’s address for the account; the owner elsewhere signs in with the captcha', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await login('203.0.113.66', `guess${i}`)).body.code);
    expect(codes).toEqual([...Array(10).fill(422), 429, 429]);
    // Even the right password from the locked pair waits.
    expect((await login('203.0.113.66', 'right-pass')).body.code).toBe(429);

    // The owner, from their own address: no lock, but the captcha is required now (even with CAPTCHA_MODE=off).
    const bare = await login('198.51.100.23', 'right-pass');
    expect(bare.body).toMatchObject({ code: 422, msg: 'Validation failed' });
    const solved = await login('198.51.100.23', 'right-pass', { captchaVerification: await solveCaptcha(app) });
    expect(solved.body.code).toBe(200);
    expect(typeof solved.body.data.token).toBe('string');
  });
});
