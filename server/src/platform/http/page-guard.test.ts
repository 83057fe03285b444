import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { fakeWebDist } from '../../../test/web-dist';

/** What Chromium sends when it loads a page (captured from a navigation of /usr/bin/chromium, headless). */
const CHROMIUM = {
  'sec-ch-ua': '"Not:A-Brand";v="8", "Chromium";v="156"',
  'sec-ch-ua-mobile': '?0',
  'sec-ch-ua-platform': '"Linux"',
  'upgrade-insecure-requests': '1',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
  'sec-fetch-site': 'none',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-user': '?1',
  'sec-fetch-dest': 'document',
  'accept-language': 'en-US,en;q=0.9',
};
/** Safari before 16.4 sends no Sec-Fetch-* headers. */
const OLD_SAFARI = {
  'user-agent':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Safari/605.1.15',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'de-DE,de;q=0.9',
};
const GOOGLEBOT = {
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

let dist: Awaited<ReturnType<typeof fakeWebDist>>;
let guarded: TestApp;
let open: TestApp;

beforeAll(async () => {
  dist = await fakeWebDist();
  guarded = await startTestApp({ webDist: dist.dir }, { PAGE_GUARD: 'on', PAGE_GUARD_ALLOW: 'Googlebot, ExampleBot' });
  open = await startTestApp({ webDist: dist.dir }, { NODE_ENV: 'test' });
}, 120_000);
afterAll(async () => {
  await guarded?.close();
  await open?.close();
});

/** A raw request (fetch would add headers of its own, such as `sec-fetch-mode: cors`). */
function get(app: TestApp, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; type: string; text: string; headers: IncomingHttpHeaders }>(
    (resolve, reject) => {
      const req = httpRequest(`${app.url}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? '',
            text: Buffer.concat(chunks).toString(),
            headers: res.headers,
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the page-load guard on', () => {
  it('answers "403 ERROR!" with 403 to a page load without the session cookie or browser headers', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { 'user-agent': 'curl/8.5.0', accept: '*/*' },
      { 'user-agent': 'python-requests/2.32.3', accept: 'text/html' },
      // A browser's User-Agent alone is not enough.
      { 'user-agent': CHROMIUM['user-agent'] },
      // Browser headers, but not a navigation (a script's fetch of the page).
      { ...CHROMIUM, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      // An allowed crawler name must be in the User-Agent, not elsewhere.
      { 'user-agent': 'curl/8.5.0', referer: 'https://googlebot.example/' },
    ]) {
      for (const path of ['/', '/provablyfair', '/de/battle', '/no-such-page']) {
        const answer = await get(guarded, path, headers);
        expect([path, headers, answer.status]).toEqual([path, headers, 403]);
        expect(answer.type).toMatch(/^text\/html/);
        expect(answer.text).toContain('<h1>403 ERROR!</h1>');
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    }
    expect((await get(guarded, '/', { 'user-agent': 'curl/8.5.0' }, 'HEAD')).status).toBe(403);
  });

  it('serves the app to browsers, signed-in players and allowed crawlers', async () => {
    for (const headers of <Record<string, string>[]>[
      CHROMIUM,
      OLD_SAFARI,
      GOOGLEBOT,
      { 'user-agent': 'Mozilla/5.0 (compatible; ExampleBot/1.0)' },
      { 'user-agent': 'curl/8.5.0', cookie: 'authsk=anything' },
    ]) {
      const answer = await get(guarded, '/provablyfair', headers);
      expect([headers, answer.status]).toEqual([headers, 200]);
      expect(answer.text).toContain('<div id="root">');
    }
    // An unknown page is still the app's 404 for a browser.
    expect((await get(guarded, '/no-such-page', CHROMIUM)).status).toBe(404);
  });

  it('does not touch the API, health probes, metrics, assets and public files', async () => {
    const bare = { 'user-agent': 'curl/8.5.0' };
    const config = await get(guarded, '/api/config', bare);
    expect(config.status).toBe(200);
    expect(JSON.parse(config.text).code).toBe(200);
    const missing = await get(guarded, '/api/nothing-here', bare);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text).code).toBe(404);
    expect((await get(guarded, '/healthz', bare)).status).toBe(200);
    expect((await get(guarded, '/readyz', bare)).status).toBe(200);
    expect((await get(guarded, '/metrics', bare)).status).toBe(200);
    expect((await get(guarded, dist.script, bare)).status).toBe(200);
    expect((await get(guarded, '/robots.txt', bare)).status).toBe(200);
    expect((await get(guarded, '/favicon.svg', bare)).status).toBe(200);
  });

  it('keeps the 500 maintenance page for browsers while the database is not ready', async () => {
    const pool = guarded.database.pool;
    await pool.query('alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_away');
    try {
      const page = await get(guarded, '/', CHROMIUM);
      expect(page.status).toBe(500);
      expect(page.text).toContain('maintenance');
      expect((await get(guarded, '/', { 'user-agent': 'curl/8.5.0' })).status).toBe(403);
    } finally {
      await pool.query('alter table drizzle.__drizzle_migrations_away rename to __drizzle_migrations');
    }
    expect((await get(guarded, '/', CHROMIUM)).status).toBe(200);
  });

  it('lets a real Chromium load pages without a cookie', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await (await browser.newContext()).newPage();
      for (const path of ['/', '/provablyfair', '/fr/battle']) {
        const answer = await page.goto(`${guarded.url}${path}`);
        expect([path, answer?.status()]).toEqual([path, 200]);
      }
    } finally {
      await browser.close();
    }
  });
});

describe('the page-load guard off (the default outside production)', () => {
  it('serves pages to any client', async () => {
    for (const headers of <Record<string, string>[]>[{}, { 'user-agent': 'curl/8.5.0', accept: '*/*' }]) {
      const answer = await get(open, '/provablyfair', headers);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('<div id="root">');
    }
  });
});
