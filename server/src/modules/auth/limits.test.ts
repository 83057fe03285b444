import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { md5 } from '../../../test/auth';

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
