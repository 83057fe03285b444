import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { md5, solveCaptcha } from '../../../test/auth';

/** The business calls require a solved captcha (CAPTCHA_MODE on, the default). */
describe('captcha on business calls', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] });
  });
  afterAll(() => app?.close());

  it('refuses to send a code without a passed captcha', async () => {
    const res = await app.request('/api/user/send_email_code', { method: 'POST', json: { email: 'gate@example.com' } });
    expect(res.body.msg).toBe('Validation failed');
  });

  it('sends with a verification, which works once', async () => {
    const captchaVerification = await solveCaptcha(app);
    const first = await app.request('/api/user/send_email_code', {
      method: 'POST',
      json: { email: 'gate@example.com', captchaVerification },
    });
    expect(first.body.msg).toBe('Send success');
    const again = await app.request('/api/email/login', {
      method: 'POST',
      json: { email: 'gate@example.com', password: md5('secret1'), check: true, captchaVerification },
    });
    expect(again.body.msg).toBe('Validation failed');
  });

  it('accepts one verification at most once among 50 parallel sign-ins', async () => {
    const captchaVerification = await solveCaptcha(app);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.request('/api/email/login', {
          method: 'POST',
          json: { email: 'nobody@example.com', password: md5('secret1'), check: true, captchaVerification },
        }),
      ),
    );
    // One passes the captcha (then fails on the unknown account); the rest fail the captcha.
    expect(results.filter((r) => r.body.msg === 'Incorrect email or password')).toHaveLength(1);
    expect(results.filter((r) => r.body.msg === 'Validation failed')).toHaveLength(49);
  });
});
