import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';

let app: TestApp;
let contentDir: string;
let token: string;
let other: string;
// Per-IP limits count every test's tickets (all from loopback): a window large enough for the file, and the
// per-account limit small enough to reach.
const LIMITS = { perAccount: 3, perIp: 8, windowMs: 3_600_000 };

/** HTML a careless or hostile content edit could bring: every one must be gone from what the API serves. */
const XSS = [
  '<script>alert("s")</script>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(2)">click</p>',
  '<a href="javascript:alert(3)">link</a>',
  '<a href="&#106;avascript:alert(4)">entity link</a>',
  '<svg onload=alert(5)><script>alert(6)</script></svg>',
  '<svg><a xlink:href="javascript:alert(7)"><text>svg link</text></a></svg>',
  '<iframe src="data:text/html,<script>alert(8)</script>"></iframe>',
].join('');
const DANGER = /<script|<svg|<iframe|\son\w+=|javascript:|data:/i;

beforeAll(async () => {
  contentDir = contentWithCases({ 'test-pistols': TEST_PISTOL_CASE });
  const notices = JSON.parse(readFileSync(join(contentDir, 'notices.json'), 'utf8'));
  notices[0].content = { en: `<p>Safe words</p>${XSS}`, de: `<p>Sichere Worte</p>${XSS}` };
  writeFileSync(join(contentDir, 'notices.json'), JSON.stringify(notices));
  writeFileSync(
    join(contentDir, 'articles', 'zz-hostile.json'),
    JSON.stringify({
      id: 990,
      slug: 'hostile',
      created_at: '2020-01-01T00:00:00Z',
      title: { en: 'Hostile' },
      summary: { en: 'Summary' },
      content: { en: `<h2>Kept heading</h2>${XSS}` },
    }),
  );
  writeFileSync(join(contentDir, 'pages', 'faq.en.html'), `<h2>Kept question</h2>${XSS}`);
  app = await startTestApp({ content: LIMITS, contentDir }, { CAPTCHA_MODE: 'off' });
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
  token = await registerUser(app, 'Helga');
  other = await registerUser(app, 'Olaf');
}, 60_000);
afterAll(async () => {
  await app?.close();
  rmSync(contentDir, { recursive: true, force: true });
});

describe('content HTML is sanitised on the server', () => {
  it('strips scripts, event handlers, javascript: links and SVG from announcements, articles and pages', async () => {
    for (const lang of ['en', 'de']) {
      const notice = (await app.request('/api/notice_new', { headers: { Language: lang } })).body.data[0];
      expect(notice.content).not.toMatch(DANGER);
      expect(notice.content).toContain(lang === 'en' ? '<p>Safe words</p>' : '<p>Sichere Worte</p>');
    }
    const article = (await app.request('/api/article/990')).body.data;
    expect(article.content).not.toMatch(DANGER);
    expect(article.content).toContain('<h2>Kept heading</h2>');
    const page = (await app.request('/api/page/faq')).body.data;
    expect(page.content).not.toMatch(DANGER);
    expect(page.content).toContain('<h2>Kept question</h2>');
    // The text of links survives without the link.
    expect(page.content).toContain('<a>link</a>');
    // What is stored is clean too, not only what is served.
    const { rows } = await app.database.pool.query(`select content::text as c from notices`);
    expect(rows.map((r) => r.c).join('')).not.toMatch(DANGER);
  });
});

const TICKET = /^DF-\d{6}-\d{5,}$/;
const body = (over: Record<string, unknown> = {}) => ({
  type: 'withdrawal',
  email: 'Helga@Example.com',
  content: 'My AK-47 withdrawal has been pending for two hours, offer never arrived.',
  ...over,
});
const send = (json: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/user/feedback', { method: 'POST', json, headers });
const pngOf = (size = 48) => {
  const canvas = createCanvas(size, size);
  canvas.getContext('2d').fillRect(0, 0, size, size);
  return canvas.toBuffer('image/png');
};
const upload = async (who: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pngOf())], { type: 'image/png' }), 'shot.png');
  const res = await app.request('/api/upload_img', { method: 'POST', body: form, headers: bearer(who) });
  expect(res.body.code).toBe(200);
  return res.body.data.url as string;
};
const mailsTo = async (email: string) =>
  (
    await app.database.pool.query<{ subject: string; text: string }>(
      'select subject, text from mail_outbox where lower("to") = $1 order by id',
      [email],
    )
  ).rows;

describe('GET /api/support', () => {
  it('answers the desk hours in GMT+8, Monday to Friday, the reply time and the categories', async () => {
    const res = await app.request('/api/support');
    expect(res.body.data).toMatchObject({
      email: 'support@dropforge.gg',
      utc_offset_minutes: 480,
      days: [1, 2, 3, 4, 5],
      open: '09:00',
      close: '18:00',
      reply_hours: 24,
      max_images: 5,
    });
    expect(res.body.data.types).toContain('withdrawal');
  });
});

describe('POST /api/user/feedback', () => {
  it('stores the ticket with its images, answers its number and mails an acknowledgement in the language', async () => {
    const image = await upload(token);
    const res = await send(body({ image: [image] }), { ...bearer(token), Language: 'de' });
    expect(res.status).toBe(200);
    const ticket = res.body.data.ticket as string;
    expect(ticket).toMatch(TICKET);
    const { rows } = await app.database.pool.query(
      'select ticket, type, email, content, images, user_id, lang from feedback where ticket = $1',
      [ticket],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'withdrawal',
      email: 'helga@example.com',
      images: [image],
      lang: 'de',
      content: body().content,
    });
    expect(rows[0].user_id).toEqual(expect.any(Number));
    const mails = await mailsTo('helga@example.com');
    const ack = mails.find((m) => m.subject.includes(ticket));
    expect(ack?.subject).toBe(`Wir haben deine Anfrage ${ticket} erhalten`);
    expect(ack?.text).toContain('9:00 bis 18:00 Uhr (GMT+8)');
    expect(ack?.text).toContain('24 Stunden');
  });

  it('takes tickets from visitors too (without pictures), each with its own number', async () => {
    const a = await send(body({ email: 'visitor@example.com', type: 'other' }));
    const b = await send(body({ email: 'visitor@example.com', type: 'bug' }));
    expect(a.body.data.ticket).toMatch(TICKET);
    expect(b.body.data.ticket).not.toBe(a.body.data.ticket);
    const { rows } = await app.database.pool.query('select user_id from feedback where ticket = $1', [
      a.body.data.ticket,
    ]);
    expect(rows[0].user_id).toBeNull();
    expect((await mailsTo('visitor@example.com')).map((m) => m.subject)).toEqual([
      `We received your request ${a.body.data.ticket}`,
      `We received your request ${b.body.data.ticket}`,
    ]);
  });

  it('refuses pictures that are not the sender’s own uploads', async () => {
    const olafs = await upload(other);
    const before = (await app.database.pool.query('select count(*)::int as n from feedback')).rows[0].n;
    const stolen = await send(body({ image: [olafs] }), bearer(token));
    expect(stolen.status).toBe(403);
    const visitor = await send(body({ image: [olafs] }));
    expect(visitor.status).toBe(403);
    const after = (await app.database.pool.query('select count(*)::int as n from feedback')).rows[0].n;
    expect(after).toBe(before);
  });

  for (const [name, bad, field] of [
    ['an unknown category', { type: 'refund-now' }, 'type'],
    ['a malformed e-mail', { email: 'not-an-address' }, 'email'],
    ['a too short description', { content: 'help' }, 'content'],
    ['a too long description', { content: 'x'.repeat(5001) }, 'content'],
    ['a picture from elsewhere', { image: ['https://evil.example/x.png'] }, 'image.0'],
    ['six pictures', { image: Array(6).fill('/uploads/0123456789abcdef0123456789abcdef.webp') }, 'image'],
  ] as const) {
    it(`answers 400 naming the field for ${name}`, async () => {
      const res = await send(body(bad), bearer(other));
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe(field);
    });
  }

  it('answers 400 for a body that is not JSON', async () => {
    const res = await app.request('/api/user/feedback', {
      method: 'POST',
      body: '{"type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('limits tickets per account and answers 429 with the time to wait', async () => {
    const sent: number[] = [];
    for (let i = 0; i < LIMITS.perAccount + 1; i++)
      sent.push((await send(body({ email: 'olaf@example.com' }), bearer(other))).status);
    // Olaf's earlier refused calls (400, 403) did not count: only stored tickets do.
    expect(sent.slice(0, -1).every((s) => s === 200)).toBe(true);
    const last = await send(body({ email: 'olaf@example.com' }), bearer(other));
    expect(last.status).toBe(429);
    const seconds = Number(last.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(3500);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(last.body).toMatchObject({
      code: 429,
      msg: `You have sent several requests already, please try again in ${Math.ceil(seconds / 60)} minutes`,
      data: { seconds },
    });
  });

  it('limits tickets per IP address, whoever sends them', async () => {
    let status = 200;
    for (let i = 0; i < LIMITS.perIp && status === 200; i++)
      status = (await send(body({ email: `v${i}@example.com` }))).status;
    expect(status).toBe(429);
    // A signed-in player on the same address is limited too.
    const res = await send(body(), bearer(token));
    expect(res.status).toBe(429);
    expect(res.body.data.seconds).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBe(res.body.data.seconds);
  });
});

describe('POST /api/orders/follow', () => {
  const follow = (json: unknown, who = token) =>
    app.request('/api/orders/follow', { method: 'POST', json, headers: bearer(who) });

  it('needs a session', async () => {
    const res = await app.request('/api/orders/follow', {
      method: 'POST',
      json: { url: 'https://discord.gg/dropforge', type: 'follow' },
    });
    expect(res.status).toBe(401);
  });

  it('records following an official page once per player, type and url', async () => {
    const first = await follow({ url: 'https://discord.gg/dropforge', type: 'follow' });
    expect(first.body.data).toMatchObject({ type: 'follow', url: 'https://discord.gg/dropforge', created: true });
    const again = await follow({ url: 'https://DISCORD.gg/dropforge/', type: 'follow', gift_id: null });
    expect(again.body.data).toMatchObject({ id: first.body.data.id, created: false });
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => follow({ url: 'https://x.com/dropforge', type: 'follow' })),
    );
    expect(parallel.every((r) => r.status === 200)).toBe(true);
    expect(parallel.filter((r) => r.body.data.created)).toHaveLength(1);
    const olaf = await follow({ url: 'https://discord.gg/dropforge', type: 'follow' }, other);
    expect(olaf.body.data.created).toBe(true);
    const { rows } = await app.database.pool.query(
      `select count(*)::int as n from follow_actions where type = 'follow' and url in ('https://discord.gg/dropforge', 'https://x.com/dropforge')`,
    );
    expect(rows[0].n).toBe(3);
  });

  it('records a share of a case', async () => {
    const box = 'test-pistols';
    expect((await app.request(`/api/box/${box}`)).status).toBe(200);
    const res = await follow({ url: 'https://www.reddit.com/r/cs2/comments/abc', type: 'share', box_id: box });
    expect(res.body.data).toMatchObject({ type: 'share', created: true });
    const { rows } = await app.database.pool.query('select box_id, gift_id from follow_actions where id = $1', [
      res.body.data.id,
    ]);
    expect(rows[0]).toEqual({ box_id: box, gift_id: null });
  });

  for (const [name, bad, status] of [
    ['a page that is not ours', { url: 'https://discord.gg/someone-else', type: 'follow' }, 422],
    ['a javascript: url', { url: 'javascript:alert(1)', type: 'follow' }, 400],
    ['an unknown type', { url: 'https://discord.gg/dropforge', type: 'like' }, 400],
    ['a missing url', { type: 'follow' }, 400],
    ['a share of nothing', { url: 'https://t.me/x', type: 'share' }, 400],
    ['a share of a case that does not exist', { url: 'https://t.me/x', type: 'share', box_id: 'no-such-case' }, 404],
    ['a negative giveaway id', { url: 'https://t.me/x', type: 'share', gift_id: -1 }, 400],
    ['an unknown field', { url: 'https://discord.gg/dropforge', type: 'follow', reward: 100 }, 400],
  ] as const) {
    it(`answers ${status} for ${name}`, async () => {
      const res = await follow(bad);
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(status);
    });
  }
});
