import { existsSync, readdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { declaredSize, sniffImage } from './upload';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
  token = await registerUser(app, 'Uma');
});
afterAll(() => app?.close());

const REFUSED = 'Please upload a PNG, JPEG, WebP or GIF image of at most 2 MB';
const upload = async (bytes: Buffer, filename: string, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return app.request('/api/upload_img', { method: 'POST', body: form, headers: bearer(token) });
};
const drawn = (mime: 'image/png' | 'image/jpeg' | 'image/webp', w = 40, h = 30) => {
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#3ee089';
  ctx.fillRect(0, 0, w, h);
  return canvas.toBuffer(mime as 'image/png');
};
/** A real PNG whose header declares `w` × `h` (the pixel data is a tiny compressed stream). */
const pngDeclaring = (w: number, h: number) => {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('POST /api/upload_img accepts images only', () => {
  for (const mime of ['image/png', 'image/jpeg', 'image/webp'] as const) {
    it(`re-encodes a ${mime} as WebP, whatever it is called`, async () => {
      const res = await upload(drawn(mime), 'holiday.txt', 'application/octet-stream');
      expect(res.body.code).toBe(200);
      const file = Buffer.from(await (await fetch(`${app.url}${res.body.data.url}`)).arrayBuffer());
      expect(sniffImage(file)).toBe('webp');
      expect(declaredSize(file, 'webp')).toEqual({ width: 40, height: 30 });
    });
  }

  const refused: Array<[string, Buffer, string, string]> = [
    ['a script named .png', Buffer.from('<script>alert(1)</script>'.repeat(10)), 'x.png', 'image/png'],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    [
      'an SVG named .png',
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
      'a.png',
      'image/png',
    ],
    ['an HTML page named .jpg', Buffer.from('<!doctype html><html><body>hi</body></html>'), 'a.jpg', 'image/jpeg'],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'doc.pdf', 'application/pdf'],
    [
      'a GIF header followed by a script (polyglot)',
      Buffer.from(`GIF89a/*${'x'.repeat(20)}*/=1;alert(1)`),
      'x.gif',
      'image/gif',
    ],
    ['a truncated PNG', drawn('image/png').subarray(0, 60), 'cut.png', 'image/png'],
    [
      'a PNG declaring 100000 × 100000 pixels (decompression bomb)',
      pngDeclaring(100_000, 100_000),
      'bomb.png',
      'image/png',
    ],
    ['a PNG declaring 6000 × 6000 pixels', pngDeclaring(6000, 6000), 'big.png', 'image/png'],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
  ];
  for (const [name, bytes, filename, type] of refused) {
    it(`refuses ${name}`, async () => {
      const res = await upload(bytes, filename, type);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(REFUSED);
    });
  }

  it('refuses a real image over 2 MB', async () => {
    // A genuine PNG padded past the limit with an ancillary chunk.
    const png = drawn('image/png');
    const big = Buffer.concat([png.subarray(0, 33), Buffer.alloc(2 * 1024 * 1024), png.subarray(33)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(REFUSED);
  });

  it('refuses a request that is not a file upload', async () => {
    const res = await app.request('/api/upload_img', { method: 'POST', json: { url: 'x' }, headers: bearer(token) });
    expect(res.status).toBe(400);
  });

  it('refuses a form without a file, and keeps no file of any refused upload', async () => {
    const files = () => (existsSync(app.config.uploadDir) ? readdirSync(app.config.uploadDir).length : 0);
    const before = files();
    const res = await app.request('/api/upload_img', { method: 'POST', body: new FormData(), headers: bearer(token) });
    expect(res.status).toBe(400);
    for (const [, bytes, filename, type] of refused) await upload(bytes, filename, type);
    expect(files()).toBe(before);
  });
});

describe('declaredSize', () => {
  it('reads the canvas of each format from its header', () => {
    expect(declaredSize(drawn('image/png', 7, 5), 'png')).toEqual({ width: 7, height: 5 });
    expect(declaredSize(drawn('image/jpeg', 7, 5), 'jpeg')).toEqual({ width: 7, height: 5 });
    expect(declaredSize(drawn('image/webp', 7, 5), 'webp')).toEqual({ width: 7, height: 5 });
    expect(declaredSize(pngDeclaring(100_000, 3), 'png')).toEqual({ width: 100_000, height: 3 });
  });
});
