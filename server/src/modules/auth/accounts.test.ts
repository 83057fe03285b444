import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, lastCode, md5, registerUser } from '../../../test/auth';

let app: TestApp;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  app = await startTestApp(
    { logLevel: 'info', trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
    { CAPTCHA_MODE: 'off' },
    { logStream },
  );
});
afterAll(() => app?.close());

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', json, headers });

describe('register → code mail → sign in → profile → sign out', () => {
  let token: string;
  const secrets: string[] = [];

  it('sends a six-digit code to the outbox', async () => {
    const res = await post('/api/user/send_email_code', { email: 'Ana@Example.com' });
    expect(res.body).toEqual({ code: 200, msg: 'Send success', data: null });
    const code = await lastCode(app, 'ana@example.com');
    expect(code).toMatch(/^\d{6}$/);
    secrets.push(code);
  });

  it('refuses a second code within 30 s', async () => {
    const res = await post('/api/user/send_email_code', { email: 'ana@example.com' });
    expect(res.status).toBe(429);
    expect(res.body.msg).toMatch(/^Please wait \d+ seconds before requesting another code$/);
  });

  it('registers with the code and answers a token', async () => {
    // A referrer whose code Ana registers with: a known code binds her to that player.
    await app.database.pool.query(`insert into users (name, extension_code) values ('Friend', 'FRIEND42')`);
    const res = await post('/api/email/register', {
      username: 'Ana',
      email: 'Ana@Example.com',
      email_code: await lastCode(app, 'ana@example.com'),
      password: md5('secret1'),
      password_confirmation: md5('secret1'),
      extension_code: 'friend42',
    });
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toBe('register success');
    token = res.body.data.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.get('set-cookie')).toMatch(/authsk=.*HttpOnly.*SameSite=Lax/i);
    secrets.push(token, md5('secret1'));
  });

  it('answers the login data of spec §3', async () => {
    const res = await app.request('/api/user', { headers: bearer(token) });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Ana',
      email: 'Ana@Example.com',
      money: 0,
      score: 0,
      shop_score: 0,
      svip: { level: 0, color: '#AEC1D6' },
      parent: { extension_code: 'FRIEND42' },
      last_recharge: null,
    });
    expect(res.body.data.unread).toBeGreaterThanOrEqual(1); // the welcome notification
    // The first-recharge offer runs from registration (spec §3 first_box {end_time, created_at, id}).
    expect(res.body.data.first_box).toMatchObject({ id: 'first-recharge', granted: false });
    expect(Date.parse(res.body.data.first_box.end_time)).toBeGreaterThan(Date.now());
    expect(res.body.data.extension.extension_code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('signs in case-insensitively and signs out', async () => {
    const res = await post('/api/email/login', { email: 'ANA@example.com', password: md5('secret1'), check: true });
    expect(res.body).toMatchObject({ code: 200, msg: 'Sign In Success' });
    const session = res.body.data.token;
    secrets.push(session);
    expect((await app.request('/api/user', { headers: bearer(session) })).body.code).toBe(200);
    const out = await post('/api/user/logout', {}, bearer(session));
    expect(out.body.code).toBe(200);
    const after = await app.request('/api/user', { headers: bearer(session) });
    expect(after.status).toBe(401);
    expect(after.body.msg).toBe('Login has expired');
    // The first session is still valid.
    expect((await app.request('/api/user', { headers: bearer(token) })).body.code).toBe(200);
  });

  it('counts registered players in /api/config', async () => {
    const res = await app.request('/api/config');
    // Ana and the referrer whose code she used.
    expect(res.body.data.counters.register).toBe(2);
  });

  it('says "Please log in first" to visitors', async () => {
    const res = await app.request('/api/user');
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('Please log in first');
  });

  it('refuses a wrong password with one message for every cause', async () => {
    const wrong = await post('/api/email/login', { email: 'ana@example.com', password: md5('nope12'), check: true });
    const unknown = await post('/api/email/login', {
      email: 'nobody@example.com',
      password: md5('nope12'),
      check: true,
    });
    expect(wrong.body.msg).toBe('Incorrect email or password');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('never writes a digest, code or token to the log', () => {
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

describe('validation messages (spec §5, §8)', () => {
  const good = {
    username: 'Bruno',
    email: 'bruno@example.com',
    email_code: '123456',
    password: md5('secret1'),
    password_confirmation: md5('secret1'),
  };
  const cases: Array<[string, string, Record<string, unknown>, string]> = [
    ['register', '/api/email/register', { ...good, email: 'bruno@' }, 'Please enter the correct email address'],
    [
      'register',
      '/api/email/register',
      { ...good, password_confirmation: md5('other1') },
      'Two passwords are inconsistent',
    ],
    ['register', '/api/email/register', { ...good, email_code: '12a' }, 'Please enter the correct verification code'],
    [
      'register',
      '/api/email/register',
      { ...good, password: 'short' },
      'The password should consist of 6-32 characters',
    ],
    ['register', '/api/email/register', { ...good, username: 'ab' }, 'The username should consist of 3-20 characters'],
    ['login', '/api/email/login', { email: 'x', password: md5('a') }, 'Please enter the correct email address'],
    ['login', '/api/email/login', { email: 'a@b.co', password: 'plain' }, 'Please enter the correct password'],
    [
      'login',
      '/api/email/login',
      { email: 'a@b.co', password: md5('secret1'), check: false },
      'Please check the service terms first',
    ],
    ['forget', '/api/email/forget', { ...good, password_confirmation: md5('x') }, 'Two passwords are inconsistent'],
    ['code', '/api/user/send_email_code', { email: 'nope' }, 'Please enter the correct email address'],
  ];
  for (const [kind, path, body, msg] of cases) {
    it(`${kind}: ${msg}`, async () => {
      const res = await post(path, body);
      expect(res.body.msg).toBe(msg);
      expect(res.body.code).toBeGreaterThanOrEqual(400);
    });
  }

  it('refuses a wrong verification code', async () => {
    await post('/api/user/send_email_code', { email: 'bruno@example.com' });
    const res = await post('/api/email/register', good);
    expect(res.body.msg).toBe('Please enter the correct verification code');
  });

  it('translates the spec messages', async () => {
    const res = await post('/api/email/login', { email: 'x', password: md5('a') }, { Language: 'de' });
    expect(res.body.msg).not.toBe('Please enter the correct email address');
    expect(res.body.msg.length).toBeGreaterThan(5);
  });
});

describe('forgot password', () => {
  it('changes the password, revokes sessions and reveals nothing about unknown addresses', async () => {
    const token = await registerUser(app, 'Carla', 'carla@example.com', 'oldpass1');
    await new Promise((r) => setTimeout(r, 10));
    // The resend window is 30 s; a fresh address gets its own code.
    const sent = await post('/api/user/send_email_code', { email: 'nobody-here@example.com' });
    expect(sent.body.code).toBe(200);
    const unknown = await post('/api/email/forget', {
      email: 'nobody-here@example.com',
      email_code: await lastCode(app, 'nobody-here@example.com'),
      password: md5('newpass1'),
      password_confirmation: md5('newpass1'),
    });
    expect(unknown.body).toEqual({ code: 200, msg: 'Password changed successfully', data: null });

    await app.store.delete('email_code_cooldown:carla@example.com');
    await post('/api/user/send_email_code', { email: 'carla@example.com' });
    const res = await post('/api/email/forget', {
      email: 'carla@example.com',
      email_code: await lastCode(app, 'carla@example.com'),
      password: md5('newpass1'),
      password_confirmation: md5('newpass1'),
    });
    expect(res.body).toEqual(unknown.body);
    expect((await app.request('/api/user', { headers: bearer(token) })).status).toBe(401);
    const login = await post('/api/email/login', { email: 'carla@example.com', password: md5('newpass1'), check: 1 });
    expect(login.body.code).toBe(200);
  });
});

describe('races', () => {
  it('creates exactly one account from 50 parallel registrations with one e-mail', async () => {
    await post('/api/user/send_email_code', { email: 'race@example.com' });
    const code = await lastCode(app, 'race@example.com');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/api/email/register', {
          username: `racer${i}`,
          email: 'race@example.com',
          email_code: code,
          password: md5('secret1'),
          password_confirmation: md5('secret1'),
        }),
      ),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    const count = await app.database.pool.query(
      "select count(*)::int as n from users where lower(email) = 'race@example.com'",
    );
    expect(count.rows[0].n).toBe(1);
  });

  it('accepts one e-mail code at most once among 50 parallel uses', async () => {
    await registerUser(app, 'Dora', 'dora@example.com');
    await app.store.delete('email_code_cooldown:dora@example.com');
    await post('/api/user/send_email_code', { email: 'dora@example.com' });
    const code = await lastCode(app, 'dora@example.com');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/api/email/forget', {
          email: 'dora@example.com',
          email_code: code,
          password: md5('changed1'),
          password_confirmation: md5('changed1'),
        }),
      ),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
  });
});
