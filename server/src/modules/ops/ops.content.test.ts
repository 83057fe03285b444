import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth';
import { type OpsKit, startOpsKit } from './ops.test-kit';

let kit: OpsKit;
const page = (lang = 'en', slug = 'ops-house-rules') =>
  kit.app.request(`/api/page/${slug}`, { headers: { Language: lang } });
const rulesFields = {
  slug: 'ops-house-rules',
  keywords: 'about',
  title: { en: 'House rules', de: 'Hausregeln', fr: '' },
  content: { en: '<p>Be kind.</p><script>alert(1)</script>', de: '<p>Sei nett.</p>' },
};

beforeAll(async () => {
  kit = await startOpsKit();
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

describe('content in the console', () => {
  it('lists what content/ seeded, by kind, with its languages', async () => {
    const res = await kit.get('content', '/api/ops/content?kind=banner');
    expect(res.body.code).toBe(200);
    expect(res.body.data.list.length).toBeGreaterThan(0);
    expect(res.body.data.list[0]).toMatchObject({ kind: 'banner', origin: 'file', published: true });
    expect(res.body.data.list[0].langs).toContain('en');
    expect((await kit.get('support', '/api/ops/content?kind=banner')).status).toBe(403);
    expect((await kit.get('content', '/api/ops/content?kind=poster')).status).toBe(400);
  });

  it('previews in a language, falling back to English, with the HTML sanitised', async () => {
    const res = await kit.post('content', '/api/ops/content/preview', {
      kind: 'page',
      lang: 'fr',
      fields: rulesFields,
    });
    expect(res.body.data).toMatchObject({ lang: 'fr', title: 'House rules', fallback: true });
    expect(res.body.data.html).toBe('<p>Be kind.</p>');
    const de = await kit.post('content', '/api/ops/content/preview', { kind: 'page', lang: 'de', fields: rulesFields });
    expect(de.body.data).toMatchObject({ title: 'Hausregeln', html: '<p>Sei nett.</p>', fallback: false });
  });

  it('creates a page unpublished, publishes it without a deploy, and audits both', async () => {
    const missing = await kit.post('content', '/api/ops/content/page', {
      published: true,
      fields: { ...rulesFields, slug: undefined },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.msg).toBe('This kind of content needs slug');

    const draft = await kit.post('content', '/api/ops/content/page', { published: false, fields: rulesFields });
    expect(draft.body.data).toMatchObject({
      kind: 'page',
      origin: 'console',
      published: false,
      slug: 'ops-house-rules',
    });
    expect(draft.body.data.id).toBeGreaterThanOrEqual(100_000);
    expect(draft.body.data.fields.content.en).toBe('<p>Be kind.</p>');
    expect(draft.body.data.fields.title.fr).toBeUndefined();
    expect((await page()).status).toBe(404);
    expect(await kit.lastAudit()).toMatchObject({ action: 'content.create', target: `page:${draft.body.data.id}` });

    const live = await kit.post('content', `/api/ops/content/page/${draft.body.data.id}`, {
      published: true,
      fields: rulesFields,
    });
    expect(live.body.data.published).toBe(true);
    const audit = await kit.lastAudit();
    expect(audit).toMatchObject({ action: 'content.edit', before: { published: false }, after: { published: true } });
    expect((await page('de')).body.data).toMatchObject({ title: 'Hausregeln', content: '<p>Sei nett.</p>' });
    const footer = (await kit.app.request('/api/footer')).body.data;
    expect(JSON.stringify(footer)).toContain('ops-house-rules');
  });

  it('refuses an address another page has, and an unknown entry', async () => {
    const taken = await kit.post('content', '/api/ops/content/page', {
      published: true,
      fields: { ...rulesFields, slug: 'faq' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('Another page or article already uses this address');
    expect((await kit.get('content', '/api/ops/content/article/99999999')).status).toBe(404);
    const gone = await kit.post('content', '/api/ops/content/notice/99999999', {
      published: true,
      fields: { title: { en: 'x' }, content: { en: 'y' } },
    });
    expect(gone.status).toBe(404);
  });

  it("an edited file banner becomes the console's and survives the next start's seeding", async () => {
    const [first] = (await kit.get('content', '/api/ops/content?kind=banner')).body.data.list;
    const entry = (await kit.get('content', `/api/ops/content/banner/${first.id}`)).body.data;
    const fields = { ...entry.fields, title: { ...entry.fields.title, en: 'Console headline' } };
    const saved = await kit.post('content', `/api/ops/content/banner/${first.id}`, { published: true, fields });
    expect(saved.body.data.origin).toBe('console');
    await kit.app.content.seed();
    const banners = (await kit.app.request('/api/banner')).body.data;
    expect(JSON.stringify(banners)).toContain('Console headline');

    await kit.post('content', `/api/ops/content/banner/${first.id}`, { published: false, fields });
    expect(JSON.stringify((await kit.app.request('/api/banner')).body.data)).not.toContain('Console headline');
  });

  it('sends a platform notification to the players it targets', async () => {
    const p = await kit.player();
    const sent = await kit.post('content', '/api/ops/notifications', {
      title: { en: 'Maintenance tonight', de: 'Wartung heute Nacht' },
      text: { en: 'The site pauses at 02:00 UTC for ten minutes.' },
      link: '/faq',
    });
    expect(sent.body.data.source_key).toMatch(/^ops:/);
    expect(await kit.lastAudit()).toMatchObject({ action: 'notification.broadcast' });
    const vipOnly = await kit.post('content', '/api/ops/notifications', {
      title: { en: 'VIP night' },
      text: { en: 'For level 5 and up.' },
      audience: 'vip',
      min_level: 5,
    });
    expect(vipOnly.body.code).toBe(200);
    const list = await kit.app.request('/api/message/notifications?type=0&limit=50', {
      headers: { ...bearer(p.token), Language: 'de' },
    });
    const text = JSON.stringify(list.body.data);
    expect(text).toContain('Wartung heute Nacht');
    expect(text).not.toContain('VIP night');
    const hostile = await kit.post('content', '/api/ops/notifications', {
      title: { en: 'x' },
      text: { en: 'y' },
      link: 'javascript:alert(1)',
    });
    expect(hostile.status).toBe(400);
  });
});
