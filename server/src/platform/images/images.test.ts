import { existsSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { createManualClock } from '../../../test/clock';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { pictureKey } from './cache';

// A 1 × 1 PNG (signature, IHDR, IDAT, IEND).
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);
const WEBP = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(24, 1)]);

type Mode = 'up' | 'down' | 'hang';

/** The picture host: a tiny HTTP server on 127.0.0.1 that counts what it is asked. */
function fakeOrigin() {
  const hits = new Map<string, number>();
  const waiting: Array<() => void> = [];
  let mode: Mode = 'up';
  let gate: Promise<void> | undefined;
  const answer = (res: ServerResponse, type: string, body: Buffer | string) =>
    res.writeHead(200, { 'content-type': type }).end(body);
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    for (const w of waiting.splice(0)) w();
    if (mode === 'down') return req.socket.destroy();
    if (mode === 'hang') return;
    if (gate) await gate;
    if (path.startsWith('/pic/')) return answer(res, 'image/png', PNG);
    if (path === '/photo.webp') return answer(res, 'image/webp', WEBP);
    if (path === '/page.png') return answer(res, 'text/html', '<html><body>not a picture</body></html>');
    if (path === '/liar.png')
      return answer(res, 'image/png', '<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    if (path === '/huge.png') return answer(res, 'image/png', Buffer.concat([PNG, Buffer.alloc(20_000)]));
    if (path === '/away.png') return res.writeHead(302, { location: 'http://127.0.0.2:1/x.png' }).end();
    res.writeHead(404).end();
  });
  return {
    server,
    hits: (path: string) => hits.get(path) ?? 0,
    setMode: (m: Mode) => {
      mode = m;
    },
    /** Holds every answer until the returned function is called. */
    hold() {
      let release!: () => void;
      gate = new Promise((r) => {
        release = r;
      });
      return () => {
        gate = undefined;
        release();
      };
    },
    /** Resolves once the origin has been asked anything. */
    asked: () => new Promise<void>((r) => waiting.push(r)),
  };
}

const origin = fakeOrigin();
const clock = createManualClock();
let base: string;
let app: TestApp;
let contentDir: string;
let goods: number[];

/** Points a goods row's picture at `url` (the catalogue's pictures live on a host unreachable from tests). */
async function pictureOf(id: number, url: string): Promise<string> {
  await app.database.pool.query('update goods set picture = $2 where id = $1', [id, url]);
  const res = await app.request(`/api/goods/${id}`);
  expect(res.status).toBe(200);
  return res.body.data.picture as string;
}

beforeAll(async () => {
  await new Promise<void>((r) => origin.server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
  contentDir = contentWithCases({ 'test-pistols': TEST_PISTOL_CASE });
  app = await startTestApp(
    { contentDir },
    {
      IMAGE_ORIGINS: base,
      IMAGE_MAX_BYTES: '4096',
      IMAGE_FETCH_TIMEOUT_MS: '3000',
      IMAGE_RETRY_SECONDS: '30',
    },
    { clock },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
  const { rows } = await app.database.pool.query(
    "select id from goods where category_type = 'pistol' order by id limit 12",
  );
  goods = rows.map((r) => Number(r.id));
}, 60_000);

afterAll(async () => {
  await app?.close();
  origin.server.close();
  rmSync(contentDir, { recursive: true, force: true });
});

describe('GET /img/goods/:id/:key', () => {
  it('fetches a picture once, keeps it on disk and serves it as immutable with its type', async () => {
    const path = await pictureOf(goods[0]!, `${base}/pic/one.png`);
    expect(path).toBe(`/img/goods/${goods[0]}/${pictureKey(`${base}/pic/one.png`)}`);
    const first = await fetch(`${app.url}${path}`);
    const second = await fetch(`${app.url}${path}`);
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-image-fallback')).toBeNull();
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    }
    expect(origin.hits('/pic/one.png')).toBe(1);
    const key = pictureKey(`${base}/pic/one.png`);
    expect(existsSync(join(app.config.dataDir, 'images', key.slice(0, 2), key))).toBe(true);
  });

  it('names the type by the bytes (WebP) and answers HEAD without fetching again', async () => {
    const path = await pictureOf(goods[1]!, `${base}/photo.webp`);
    expect((await fetch(`${app.url}${path}`)).headers.get('content-type')).toBe('image/webp');
    const head = await fetch(`${app.url}${path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(origin.hits('/photo.webp')).toBe(1);
  });

  it('fetches a picture asked for by many requests at once only once', async () => {
    const path = await pictureOf(goods[2]!, `${base}/pic/crowd.png`);
    const release = origin.hold();
    const arrived = new Promise<void>((resolve) => {
      let n = 0;
      const count = (req: IncomingMessage) => {
        if (req.url === path && ++n === 20) {
          app.app.server.off('request', count);
          resolve();
        }
      };
      app.app.server.on('request', count);
    });
    const asked = origin.asked();
    const answers = Promise.all(Array.from({ length: 20 }, () => fetch(`${app.url}${path}`)));
    await Promise.all([arrived, asked]);
    release();
    const all = await answers;
    expect(all.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(all.every((r) => r.headers.get('content-type') === 'image/png')).toBe(true);
    expect(origin.hits('/pic/crowd.png')).toBe(1);
  });

  it.each([
    ['a page that is not a picture', '/page.png'],
    ['a declared picture whose bytes are not one (SVG)', '/liar.png'],
    ['a picture over IMAGE_MAX_BYTES', '/huge.png'],
    ['a redirect to an origin that is not allowed', '/away.png'],
  ])('refuses %s: draws the fallback, stores nothing', async (_, file) => {
    const url = `${base}${file}`;
    const path = await pictureOf(goods[3]!, url);
    const res = await fetch(`${app.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('x-image-fallback')).toBe('refused');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.text()).toMatch(/^<svg [^>]*viewBox="0 0 256 192"/);
    const key = pictureKey(url);
    expect(existsSync(join(app.config.dataDir, 'images', key.slice(0, 2), key))).toBe(false);
    // A refused picture is not asked for again before its back-off.
    await fetch(`${app.url}${path}`);
    expect(origin.hits(file)).toBe(1);
  });

  it('never asks an origin that is not allowed, and draws the fallback', async () => {
    const path = await pictureOf(goods[4]!, 'http://127.0.0.1:9/evil.png');
    const res = await fetch(`${app.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-image-fallback')).toBe('not-allowed');
  });

  it('draws the item itself: its model, rarity colour, name and wear, in the asked language', async () => {
    const { rows } = await app.database.pool.query(
      "select id, names, w_name, quality_color, wear from goods where w_name = 'Desert Eagle' and wear = 'FT' limit 1",
    );
    const row = rows[0];
    if (!row) return; // a catalogue without the Desert Eagle in this category filter
    const path = await pictureOf(Number(row.id), 'http://127.0.0.1:9/evil.png');
    const de = await (await fetch(`${app.url}${path}?l=de`)).text();
    expect(de).toContain(row.quality_color);
    expect(de).toContain('>FT<');
    const skin = String(row.names.de).split(' | ')[1]!;
    expect(de).toContain(skin.replace(/[&'"<>]/g, '').slice(0, 8));
  });

  it('answers 404 envelopes for paths naming no picture, and never reads outside its folder', async () => {
    for (const path of [
      `/img/goods/${goods[0]}/..%2F..%2Fsecrets.json`,
      '/img/goods/..%2F..%2Fsecrets.json/00000000000000000000000000000000',
      `/img/goods/${goods[0]}/${'g'.repeat(32)}`,
      '/img/goods/999999999/none',
      '/img/avatars/1/none',
      '/img/case/..%2F..%2Fetc/none',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: 404, data: null });
    }
    const res = await app.request(`/img/u/${Buffer.from('../../secrets.json').toString('base64url')}`);
    expect(res.status).toBe(403);
  });
});

describe('GET /img/u/:token (content pictures)', () => {
  it('serves a picture of an allowed origin and refuses any other with a 403 envelope', async () => {
    const ok = await fetch(`${app.url}/img/u/${Buffer.from(`${base}/pic/banner.png`).toString('base64url')}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    const refused = await app.request(`/img/u/${Buffer.from('https://evil.example/x.png').toString('base64url')}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403 });
  });
});

describe('API pictures', () => {
  it('are all same-origin /img/ paths (cases, their contents, goods, the case list)', async () => {
    const pictures: string[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          if (k === 'picture' && typeof v === 'string') pictures.push(v);
          else collect(v);
        }
      }
    };
    for (const path of ['/api/box', '/api/box/test-pistols', `/api/goods/${goods[5]}`]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      collect(res.body.data);
    }
    expect(pictures.length).toBeGreaterThan(3);
    for (const p of pictures) expect(p).toMatch(/^\/img\/(goods|case)\/[\w-]+\/([0-9a-f]{32}|none)(\?l=[\w-]+)?$/);
  });

  it("draws a case's own art (its name, its best rarity's colour) when its picture cannot be had", async () => {
    const box = (await app.request('/api/box/test-pistols', { headers: { language: 'fr' } })).body.data;
    expect(box.picture).toMatch(/^\/img\/case\/test-pistols\/[0-9a-f]{32}\?l=fr$/);
    const res = await fetch(`${app.url}${box.picture}`);
    expect(res.headers.get('x-image-fallback')).toBe('not-allowed');
    const svg = await res.text();
    expect(svg).toContain('Test Pistols');
    expect(svg).toContain(box.top_color.toLowerCase());
  });
});

describe('an origin that does not answer', () => {
  it('draws the fallback, backs off without asking again, then fetches the picture once the back-off has passed', async () => {
    const path = await pictureOf(goods[6]!, `${base}/pic/flaky.png`);
    origin.setMode('down');
    const first = await fetch(`${app.url}${path}`);
    expect(first.headers.get('x-image-fallback')).toBe('unreachable');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(origin.hits('/pic/flaky.png')).toBe(1);

    origin.setMode('up');
    const soon = await fetch(`${app.url}${path}`);
    expect(soon.headers.get('x-image-fallback')).toBe('backoff');
    expect(origin.hits('/pic/flaky.png')).toBe(1);

    clock.advance(30_001);
    const later = await fetch(`${app.url}${path}`);
    expect(later.headers.get('content-type')).toBe('image/png');
    expect(origin.hits('/pic/flaky.png')).toBe(2);
  });

  it('gives up on a host that hangs after IMAGE_FETCH_TIMEOUT_MS', async () => {
    clock.advance(3_600_001);
    const path = await pictureOf(goods[7]!, `${base}/pic/slow.png`);
    origin.setMode('hang');
    const res = await fetch(`${app.url}${path}`);
    origin.setMode('up');
    expect(res.headers.get('x-image-fallback')).toBe('unreachable');
  });
});
