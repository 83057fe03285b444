import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, lastCode, registerUser, userEdited } from '../../../test/auth';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
  token = await registerUser(app, 'Erik');
});
afterAll(() => app?.close());

const post = (path: string, json: unknown) => app.request(path, { method: 'POST', json, headers: bearer(token) });
const GOOD = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_-12';

describe('trade URL', () => {
  it('requires one', async () => {
    expect((await post('/api/user/trade_url', {})).body.msg).toBe('Trade URL required');
    expect((await post('/api/user/trade_url', { trade_url: '' })).body.msg).toBe('Trade URL required');
  });

  for (const bad of [
    'http://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_-12',
    'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=short',
    'https://evil.example/tradeoffer/new/?partner=123456789&token=AbCd_-12',
    'https://steamcommunity.com/tradeoffer/new/?partner=0&token=AbCd_-12',
    'https://steamcommunity.com/tradeoffer/new/?partner=4294967296&token=AbCd_-12',
    `${GOOD}&x=1`,
  ]) {
    it(`refuses ${bad.slice(0, 80)}`, async () => {
      const res = await post('/api/user/trade_url', { trade_url: bad });
      expect(res.body.msg).toBe('Please enter the correct trade link');
    });
  }

  it('saves a correct link', async () => {
    const res = await post('/api/user/trade_url', { trade_url: GOOD });
    expect(res.body).toMatchObject({ code: 200, msg: 'Saved successfully' });
    expect(res.body.data.trade_url).toBe(GOOD);
  });

  it('must match the SteamID of a Steam-linked account', async () => {
    // partner 123456789 ↔ SteamID 76561197960265728 + 123456789 = 76561198083722517
    const erik = await app.database.pool.query(
      `update users set steam_id = '76561198083722518' where name = 'Erik' returning id`,
    );
    await userEdited(app, erik.rows[0].id);
    expect((await post('/api/user/trade_url', { trade_url: GOOD })).body.msg).toBe(
      'Please enter the correct trade link',
    );
    await app.database.pool.query(`update users set steam_id = '76561198083722517' where name = 'Erik'`);
    await userEdited(app, erik.rows[0].id);
    expect((await post('/api/user/trade_url', { trade_url: GOOD })).body.code).toBe(200);
  });
});

describe('profile and avatar', () => {
  const upload = async (bytes: Buffer, filename: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
    return app.request('/api/upload_img', { method: 'POST', body: form, headers: bearer(token) });
  };

  it('re-encodes an uploaded image and serves it with a safe type', async () => {
    const canvas = createCanvas(64, 64);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#eb4b4b';
    ctx.fillRect(0, 0, 64, 64);
    const res = await upload(canvas.toBuffer('image/png'), 'avatar.png', 'image/png');
    expect(res.body.code).toBe(200);
    const url = res.body.data.url as string;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const file = await fetch(`${app.url}${url}`);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const saved = await post('/api/user/update', { avatar: url, name: 'Erik2' });
    expect(saved.body.data).toMatchObject({ avatar: url, name: 'Erik2' });
  });

  it("refuses another player's upload, or a made-up one, as an avatar (issue 16)", async () => {
    const canvas = createCanvas(32, 32);
    canvas.getContext('2d').fillRect(0, 0, 32, 32);
    const url = (await upload(canvas.toBuffer('image/png'), 'mine.png', 'image/png')).body.data.url as string;
    const thief = await registerUser(app, 'Thief', 'thief@example.com');
    const avatarOf = async () =>
      (await app.database.pool.query(`select avatar from users where email = 'thief@example.com'`)).rows[0].avatar;
    const before = await avatarOf();
    for (const avatar of [url, '/uploads/00000000000000000000000000000000.webp', '/uploads/made-up.png']) {
      const res = await app.request('/api/user/update', { method: 'POST', json: { avatar }, headers: bearer(thief) });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 403, msg: 'Please choose a picture you uploaded yourself' });
    }
    expect(await avatarOf()).toBe(before);
    const own = await post('/api/user/update', { avatar: url });
    expect(own.body.data.avatar).toBe(url);
  });

  it('sniffs content, not names: a script named .png is refused', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script>'.repeat(10)), 'x.png', 'image/png');
    expect(res.body.msg).toBe('Please upload a PNG, JPEG, WebP or GIF image of at most 2 MB');
  });

  it('refuses images over 2 MB', async () => {
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(2 * 1024 * 1024 + 10),
    ]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.body.code).toBe(400);
  });

  it('needs a session', async () => {
    const res = await app.request('/api/upload_img', { method: 'POST', body: new FormData() });
    expect(res.body.msg).toBe('Please log in first');
  });

  it('signs out of every device', async () => {
    const other = await app.request('/api/email/login', {
      method: 'POST',
      json: { email: 'erik@example.com', password: (await import('../../../test/auth')).md5('hunter22'), check: true },
    });
    const second = other.body.data.token;
    await post('/api/user/logout_all', {});
    expect((await app.request('/api/user', { headers: bearer(token) })).body.msg).toBe('Login has expired');
    expect((await app.request('/api/user', { headers: bearer(second) })).body.msg).toBe('Login has expired');
  });
});

describe('an account without an e-mail (Steam sign-in) adds one', () => {
  it('with the code mailed to it, once; a taken or wrong address changes nothing; 20 parallel binds set it once', async () => {
    const steamToken = await registerUser(app, 'Steamer', 'steamer-old@example.com');
    const steamer = await app.database.pool.query(
      `update users set email = null, steam_id = '76561198000000042' where name = 'Steamer' returning id`,
    );
    await userEdited(app, steamer.rows[0].id);
    const bind = (json: unknown) =>
      app.request('/api/user/bind_email', { method: 'POST', json, headers: bearer(steamToken) });
    const send = (email: string) => app.request('/api/user/send_email_code', { method: 'POST', json: { email } });

    expect((await bind({ email: 'not-an-email', email_code: '123456' })).body.code).toBe(400);
    expect((await bind({ email: 'Erik@example.com', email_code: '123456' })).body).toMatchObject({
      code: 409,
      msg: 'This email address is already registered',
    });
    await send('steamer@example.com');
    const wrong = await bind({ email: 'steamer@example.com', email_code: '000000' });
    expect(wrong.body.code).not.toBe(200);
    const noEmail = await app.database.pool.query(`select email from users where name = 'Steamer'`);
    expect(noEmail.rows[0].email).toBeNull();

    await send('steamer2@example.com').catch(() => undefined);
    const code = await lastCode(app, 'steamer@example.com');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => bind({ email: 'steamer@example.com', email_code: code })),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.find((r) => r.body.code === 200)!.body.data.email).toBe('steamer@example.com');
    const row = await app.database.pool.query(`select email from users where name = 'Steamer'`);
    expect(row.rows[0].email).toBe('steamer@example.com');
    expect((await app.request('/api/user', { headers: bearer(steamToken) })).body.data.email).toBe(
      'steamer@example.com',
    );
    expect((await bind({ email: 'steamer2@example.com', email_code: '111111' })).body).toMatchObject({
      code: 409,
      msg: 'Your account already has an e-mail address',
    });
    const visitor = await app.request('/api/user/bind_email', {
      method: 'POST',
      json: { email: 'x@example.com', email_code: '123456' },
    });
    expect(visitor.body.code).toBe(401);
  });
});
