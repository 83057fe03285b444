import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';

let app: TestApp;
const contentDir = join(import.meta.dirname, '../../../../content');
const pagesFile = JSON.parse(readFileSync(join(contentDir, 'pages/pages.json'), 'utf8'));

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('GET /api/config', () => {
  it('answers counters, service entries and the site title', async () => {
    const res = await app.request('/api/config?ip=1.2.3.4');
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    expect(Object.keys(data.counters).sort()).toEqual(['battle', 'online', 'register', 'unpacking', 'upgrade']);
    expect(data.counters.battle).toBe(0);
    expect(data.service.map((s: { key: string }) => s.key)).toEqual(expect.arrayContaining(['service']));
    expect(data.service.filter((s: { key: string }) => s.key.startsWith('flw_'))).toHaveLength(6);
    expect(data.title).toBeTruthy();
    expect(data.country).toBe('');
  });

  it('translates the title by the Language header', async () => {
    const en = await app.request('/api/config');
    const de = await app.request('/api/config', { headers: { Language: 'de' } });
    expect(de.body.data.title).not.toBe(en.body.data.title);
  });

  it('rejects an over-long ip naming the field', async () => {
    const res = await app.request(`/api/config?ip=${'9'.repeat(80)}`);
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe('ip');
  });
});

describe('info pages', () => {
  it('serves the terms of service with the spec id and a French title', async () => {
    const terms = pagesFile.find((p: { slug: string }) => p.slug === 'terms-of-service');
    const res = await app.request('/api/page/terms-of-service', { headers: { Language: 'fr' } });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ id: 3, slug: 'terms-of-service', title: terms.title.fr });
    expect(res.body.data.content).toMatch(/<h2/);
  });

  it('keeps the spec ids of the privacy and cookie policies', async () => {
    expect((await app.request('/api/page/privacy-policy')).body.data.id).toBe(2);
    expect((await app.request('/api/page/cookies-policy')).body.data.id).toBe(7);
  });

  it('answers 404 in the caller language for a missing page', async () => {
    const res = await app.request('/api/page/nope', { headers: { Language: 'de' } });
    expect(res.status).toBe(404);
    expect(res.body.msg).not.toBe('This page does not exist');
  });

  it('serves the FAQ and the refund policy in all 12 languages, marking an English fallback elsewhere', async () => {
    const { LANGS } = await import('@dropforge/shared/domain');
    for (const slug of ['faq', 'refund-policy', 'contact']) {
      const english = (await app.request(`/api/page/${slug}`)).body.data.content as string;
      for (const lang of LANGS) {
        const res = await app.request(`/api/page/${slug}`, { headers: { Language: lang } });
        expect(res.body.data.content_lang, `${slug} ${lang}`).toBe(lang);
        if (lang !== 'en') expect(res.body.data.content, `${slug} ${lang}`).not.toBe(english);
      }
    }
    const faqDe = (await app.request('/api/page/faq', { headers: { Language: 'de' } })).body.data.content;
    expect(faqDe).toContain('Wie erreiche ich den Support?');
    // A page without a German body is served in English and says so.
    const about = await app.request('/api/page/about', { headers: { Language: 'de' } });
    expect(about.body.data.content_lang).toBe('en');
  });

  it('links the FAQ and the refund policy from the footer', async () => {
    const res = await app.request('/api/footer', { headers: { Language: 'fr' } });
    const pages = res.body.data.columns.flatMap((c: { pages: Array<{ slug: string; title: string }> }) => c.pages);
    expect(pages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: 'faq', title: 'FAQ' }),
        expect.objectContaining({ slug: 'refund-policy', title: 'Politique de remboursement' }),
      ]),
    );
  });

  it('groups footer pages into columns by keyword', async () => {
    const res = await app.request('/api/footer');
    const columns = res.body.data.columns;
    expect(columns.map((c: { keyword: string }) => c.keyword)).toEqual(expect.arrayContaining(['legal', 'help']));
    const all = columns.flatMap((c: { pages: unknown[] }) => c.pages);
    expect(all).toHaveLength(pagesFile.length);
    expect(res.body.data.address).toBeTruthy();
  });
});

describe('blog, banners, notices, ticker', () => {
  it('pages the articles, newest first', async () => {
    const first = await app.request('/api/article?page=1&limit=2');
    expect(first.body.data.page).toBe(1);
    expect(first.body.data.total).toBeGreaterThanOrEqual(3);
    expect(first.body.data.list).toHaveLength(2);
    const [a, b] = first.body.data.list;
    expect(Date.parse(a.created_at)).toBeGreaterThanOrEqual(Date.parse(b.created_at));
    const article = await app.request(`/api/article/${a.id}`);
    expect(article.body.data.content.length).toBeGreaterThan(200);
    expect(article.body.data.content_lang).toBe('en');
    // No article has a Polish body yet: it is served in English and marked as such.
    const pl = await app.request(`/api/article/${a.id}`, { headers: { Language: 'pl' } });
    expect(pl.body.data.content_lang).toBe('en');
    expect(pl.body.data.content).toBe(article.body.data.content);
    expect((await app.request('/api/article/999999')).status).toBe(404);
    expect((await app.request('/api/article/abc')).status).toBe(400);
  });

  it('answers banners and the announcement', async () => {
    const banners = await app.request('/api/banner');
    expect(banners.body.data.length).toBeGreaterThan(0);
    const notices = await app.request('/api/notice_new');
    expect(notices.body.data[0].title).toBeTruthy();
  });

  it('has an empty ticker until recharges and withdrawals exist (no fake rows)', async () => {
    const res = await app.request('/api/rolling_data');
    expect(res.body.data).toEqual({ recharge: [], withdrawal: [] });
  });

  it('seeds idempotently', async () => {
    await app.seed();
    await app.seed();
    const res = await app.request('/api/footer');
    const all = res.body.data.columns.flatMap((c: { pages: unknown[] }) => c.pages);
    expect(all).toHaveLength(pagesFile.length);
  });
});
