import { randomBytes } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Running, start } from '../server/src/main';
import { testPostgres, withDatabase } from '../server/test/postgres';
import { cloneDatabase } from '../server/test/template';
// @ts-expect-error: a plain .mjs build script (no types); the size gate and this test read index.html alike.
import { initialScripts } from '../web/scripts/size.mjs';
import { ARTIFACTS, DESKTOP, launch } from './browser';

const SHOTS = '/work/notes/shots/platform';

/** A raw request: the bytes that went over the wire, not decoded. */
function raw(url: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const decode = (body: Buffer, encoding: unknown) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

async function shot(page: Page, name: string) {
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, timeout: 120_000 });
  try {
    copyFileSync(path, join(SHOTS, `${name}.png`));
  } catch {
    // The notes folder exists only on the development machine.
  }
}

const WEB_DIST = join(import.meta.dirname, '..', 'web', 'dist');

/**
 * A copy of the built app, taken when it is whole (index.html and every script it loads), so a rebuild
 * running meanwhile cannot pull files from under this server.
 */
async function snapshotDist(): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const index = join(WEB_DIST, 'index.html');
    if (existsSync(index)) {
      const dir = mkdtempSync(join(tmpdir(), 'dropforge-e2e-dist-'));
      cpSync(WEB_DIST, dir, { recursive: true });
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      const files = initialScripts(html) as string[];
      const whole = ['robots.txt', 'favicon.ico', ...files.map((f) => f.slice(1))].every((f) =>
        existsSync(join(dir, f)),
      );
      if (files.length > 0 && whole) return dir;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error('web/dist is not built: npm run build');
}

let browser: Browser;
let running: Running;
let baseUrl: string;
let stopPg: () => Promise<void>;
beforeAll(async () => {
  browser = await launch();
  const webDist = await snapshotDist();
  const pg = await testPostgres();
  stopPg = pg.stop;
  const name = `e2e_platform_${randomBytes(4).toString('hex')}`;
  await cloneDatabase(pg.adminUrl, inject('migratedTemplate'), name);
  // Unlike the other journeys, no trusted loopback: this visitor gets the limits of the open internet.
  // The default limits per window, and a window long enough that the 60 loads below fall in one, however
  // busy the machine: as strict as 60 loads within one minute of the default one-minute window.
  running = await start(
    {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      dataDir: mkdtempSync(join(tmpdir(), 'dropforge-e2e-platform-')),
      trustedIps: [],
      webDist,
    },
    {
      NODE_ENV: 'test',
      DATABASE_URL: withDatabase(pg.adminUrl, name),
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: `test:${name}:`,
      RATE_LIMIT_WINDOW_MS: '600000',
    },
  );
  await running.catalog.import({ categories: ['pistol'] });
  running.cases.service.reload();
  baseUrl = running.url;
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await running?.stop();
  await stopPg?.();
});

async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    const d = new Date();
    const stamp = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    localStorage.setItem('notice_day', stamp);
  });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseUrl }]);
  return { context, page: await context.newPage() };
}

describe('the built site on the wire', () => {
  it('sends the initial JS of / compressed, at most 170 KB', async () => {
    const index = await raw(`${baseUrl}/`, 'GET', { 'accept-encoding': 'br, gzip' });
    expect(index.status).toBe(200);
    const html = decode(index.body, index.headers['content-encoding']).toString();
    const files = initialScripts(html) as string[];
    expect(files.length).toBeGreaterThan(0);
    let total = 0;
    for (const file of files) {
      const res = await raw(`${baseUrl}${file}`, 'GET', { 'accept-encoding': 'br, gzip' });
      expect({ file, status: res.status, encoding: res.headers['content-encoding'] }).toEqual({
        file,
        status: 200,
        encoding: 'br',
      });
      expect(res.headers['cache-control']).toContain('immutable');
      total += res.body.length;
    }
    console.log(`initial JS on the wire: ${(total / 1024).toFixed(1)} KB in ${files.length} files`);
    expect(total).toBeLessThanOrEqual(170 * 1024);
  });

  it('answers HEAD /, /robots.txt and /favicon.ico', async () => {
    const head = await raw(`${baseUrl}/`, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body.length).toBe(0);
    const robots = await raw(`${baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.body.toString()).toContain('User-agent');
    const icon = await raw(`${baseUrl}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/icon/);
  });
});

describe('browsing never trips a limit', () => {
  it('loads 60 pages in one rate-limit window without a 429 or the maintenance page', {
    timeout: 400_000,
  }, async () => {
    const paths = ['/', '/mall', '/battle', '/upgrade', '/free', '/top', '/vip', '/provablyfair', '/blog', '/de/'];
    const { context } = await visitor();
    const limited: string[] = [];
    let apiCalls = 0;
    context.on('response', (res) => {
      if (res.status() === 429) limited.push(res.url());
      if (new URL(res.url()).pathname.startsWith('/api/')) apiCalls++;
    });
    const tabs = await Promise.all([0, 1, 2].map(() => context.newPage()));
    const started = Date.now();
    let loads = 0;
    await Promise.all(
      tabs.map(async (tab, t) => {
        for (let i = 0; i < 20; i++) {
          const path = paths[(t * 7 + i) % paths.length] as string;
          await tab.goto(`${baseUrl}${path}`, { waitUntil: 'commit', timeout: 60_000 });
          await tab.getByTestId('site-header').waitFor({ timeout: 60_000 });
          expect(await tab.getByText('The site is undergoing maintenance!').count()).toBe(0);
          loads++;
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(`${loads} page loads in ${seconds.toFixed(1)} s, ${apiCalls} API calls`);
    expect(loads).toBe(60);
    expect(seconds * 1000).toBeLessThan(600_000);
    expect(limited).toEqual([]);
    await context.close();
  });
});

describe('when the API limits or fails', () => {
  const limitedOnce = (seconds: number) => ({
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(seconds) },
    body: JSON.stringify({
      code: 429,
      msg: `Too many requests, please try again in ${seconds} seconds`,
      data: { retry_after: seconds },
    }),
  });

  it('a 429 on /api/config shows "slow down" and the site once the retry answers', { timeout: 180_000 }, async () => {
    const { context, page } = await visitor();
    let calls = 0;
    await page.route('**/api/config*', async (route) => {
      calls++;
      if (calls === 1) return route.fulfill(limitedOnce(2));
      return route.continue();
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit', timeout: 60_000 });
    const toast = page.getByText('Slow down: too many requests. Trying again in 2 s.');
    await toast.waitFor({ timeout: 60_000 });
    await page.getByTestId('site-header').waitFor({ timeout: 60_000 });
    expect(calls).toBe(2);
    expect(await page.getByText('The site is undergoing maintenance!').count()).toBe(0);
    await context.close();
  });

  it('a 429 on a page call shows the toast over the page (screenshot)', { timeout: 180_000 }, async () => {
    const { context, page } = await visitor();
    let calls = 0;
    await page.route('**/api/box', async (route) => {
      calls++;
      if (calls === 1) return route.fulfill(limitedOnce(4));
      return route.continue();
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit', timeout: 60_000 });
    await page.getByText('Slow down: too many requests. Trying again in 4 s.').waitFor({ timeout: 60_000 });
    await page.getByTestId('site-header').waitFor({ timeout: 60_000 });
    await shot(page, 'toast-429');
    await expect.poll(() => calls, { timeout: 30_000 }).toBe(2);
    await context.close();
  });

  it('the maintenance page tries again by itself and shows the site once the server is back', {
    timeout: 180_000,
  }, async () => {
    const { context, page } = await visitor();
    let down = true;
    await page.route('**/api/config*', (route) =>
      down ? route.fulfill({ status: 503, contentType: 'text/html', body: 'down' }) : route.continue(),
    );
    await page.goto(`${baseUrl}/de/`, { waitUntil: 'commit', timeout: 60_000 });
    await page.getByText('Die Seite wird gerade gewartet!').waitFor({ timeout: 60_000 });
    await page.getByText(/Neuer Versuch automatisch in \d+ s\./).waitFor();
    await shot(page, 'maintenance-de');
    down = false;
    // No click: the page's own countdown (5 s at first) brings the site back.
    await page.getByTestId('site-header').waitFor({ timeout: 60_000 });
    await context.close();
  });

  it('a lazy page whose chunk failed once loads on the retry; one that keeps failing offers a reload', {
    timeout: 180_000,
  }, async () => {
    const { context, page } = await visitor();
    let hits = 0;
    await page.route(/\/assets\/UpgradePage-[\w-]+\.js(\?|$)/, (route) => {
      hits++;
      return hits === 1 ? route.abort('connectionreset') : route.continue();
    });
    await page.goto(`${baseUrl}/upgrade`, { waitUntil: 'commit', timeout: 60_000 });
    await page.getByTestId('site-header').waitFor({ timeout: 60_000 });
    await expect.poll(() => hits, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    // The upgrade page itself renders (not the spinner, not the reload offer).
    await page.locator('main [data-testid^="upgrade-"]').first().waitFor({ timeout: 60_000 });
    expect(await page.getByText('This page did not load').count()).toBe(0);
    await page.unroute(/\/assets\/UpgradePage-[\w-]+\.js(\?|$)/);

    await page.route(/\/assets\/MallPage-[\w-]+\.js(\?|$)/, (route) => route.abort('connectionreset'));
    await page.goto(`${baseUrl}/mall`, { waitUntil: 'commit', timeout: 60_000 });
    await page.getByRole('button', { name: 'Reload page' }).waitFor({ timeout: 60_000 });
    await shot(page, 'chunk-failed');
    await context.close();
  });
});
