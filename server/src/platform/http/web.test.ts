import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { goodsBetween } from '../../../test/items';
import { fund } from '../../../test/wallet';
import { fakeWebDist } from '../../../test/web-dist';

/** A raw GET/HEAD (fetch would decode bodies and hide what went over the wire). */
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

let app: TestApp;
let dist: Awaited<ReturnType<typeof fakeWebDist>>;
let caseId: string;
let goodsId: number;
let battleId: number;

beforeAll(async () => {
  dist = await fakeWebDist();
  const contentDir = contentWithCases({ 'test-pistols': TEST_PISTOL_CASE });
  app = await startTestApp({ webDist: dist.dir, contentDir }, { CAPTCHA_MODE: 'off' });
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
  caseId = 'test-pistols';
  goodsId = (await goodsBetween(app, 0, Number.MAX_SAFE_INTEGER))!.id;
  const token = await registerUser(app, 'Pages', 'pages@example.com');
  const me = (await app.request('/api/user', { headers: bearer(token) })).body.data;
  await fund(app, me.id, 1_000_000);
  const created = await app.request('/api/battle', {
    method: 'POST',
    headers: bearer(token),
    json: { boxes: [caseId], players: 2, mode: 'standard' },
  });
  expect(created.body.code).toBe(200);
  battleId = created.body.data.id;
}, 120_000);
afterAll(() => app?.close());

describe('compressed, cached files', () => {
  it('sends hashed assets precompressed (br, else gzip) with Vary and an immutable cache', async () => {
    const br = await raw(`${app.url}${dist.script}`, 'GET', { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body.length).toBeLessThan(dist.js.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(dist.js);

    const gz = await raw(`${app.url}${dist.script}`, 'GET', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(dist.js);

    const plain = await raw(`${app.url}${dist.script}`, 'GET', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(dist.js);
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('compresses the app HTML and JSON answers above a small size', async () => {
    const html = await raw(`${app.url}/`, 'GET', { 'accept-encoding': 'gzip, deflate, br' });
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(html.body).toString()).toContain('<div id="root">');

    const big = await raw(`${app.url}/api/docs/json`, 'GET', { 'accept-encoding': 'br' });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(String(big.headers.vary).toLowerCase()).toContain('accept-encoding');
    const json = brotliDecompressSync(big.body).toString();
    expect(JSON.parse(json).openapi).toMatch(/^3\./);
    expect(big.body.length).toBeLessThan(json.length / 3);

    const gz = await raw(`${app.url}/api/docs/json`, 'GET', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(json);

    // Below the threshold the answer goes out as it is.
    const small = await raw(`${app.url}/healthz`, 'GET', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).data.status).toBe('up');
  });

  it('answers HEAD / like GET / without a body', async () => {
    const get = await raw(`${app.url}/`, 'GET', { 'accept-encoding': 'br' });
    const head = await raw(`${app.url}/`, 'HEAD', { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'vary']) {
      expect(head.headers[name]).toBe(get.headers[name]);
    }
  });

  it('serves /robots.txt and /favicon.ico', async () => {
    const robots = await raw(`${app.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body.toString()).toMatch(/^User-agent: \*/m);
    const icon = await raw(`${app.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/icon/);
    // An ICO file starts with reserved 0, type 1.
    expect([...icon.body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});

describe('unknown pages', () => {
  const page = async (path: string) => {
    const res = await raw(`${app.url}${path}`, 'GET', { 'accept-encoding': 'identity' });
    return { status: res.status, type: res.headers['content-type'], isApp: res.body.toString().includes('id="root"') };
  };

  it('answers 404 with the app (its not-found page) for paths no page has', async () => {
    for (const path of ['/no-such-page', '/de/no-such-page', '/case', '/my/history/nothing', '/battle/create/x']) {
      expect({ path, ...(await page(path)) }).toEqual({
        path,
        status: 404,
        type: 'text/html; charset=utf-8',
        isApp: true,
      });
    }
  });

  it('answers 404 for a case, item or battle that does not exist', async () => {
    for (const path of [
      '/case/no-such-case',
      '/de/case/no-such-case',
      '/item/999999999',
      '/item/abc',
      '/battle/999999',
    ]) {
      expect({ path, ...(await page(path)) }).toMatchObject({ path, status: 404, isApp: true });
    }
  });

  it('answers 200 for known pages, in every language prefix', async () => {
    const known = [
      '/',
      '/de/',
      '/de',
      '/mall',
      '/fr/mall',
      '/my/history',
      '/battle/create',
      '/blog/some-article',
      '/login/steam',
      `/case/${caseId}`,
      `/zh/case/${caseId}`,
      `/item/${goodsId}`,
      `/battle/${battleId}`,
      '/upgrade?x=1',
    ];
    for (const path of known) expect({ path, ...(await page(path)) }).toMatchObject({ path, status: 200, isApp: true });
  });

  it('keeps the JSON 404 under /api/ and for missing files', async () => {
    const api = await app.request('/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.body.code).toBe(404);
    const file = await app.request('/assets/missing-123.js');
    expect(file.status).toBe(404);
    expect(file.body.code).toBe(404);
  });
});
