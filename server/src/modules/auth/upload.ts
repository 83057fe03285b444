import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { AppError } from '../../platform/http';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
const MAX_SIDE = 1024;
/** Decoding allocates width × height × 4 bytes: a small file declaring a huge canvas is refused before it. */
const MAX_PIXELS = 25_000_000;
const MAX_DIMENSION = 12_000;

/** Recognises an image by its first bytes, never by its name or declared type. */
export function sniffImage(bytes: Buffer): 'png' | 'jpeg' | 'webp' | 'gif' | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  if (/^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  return undefined;
}

/** The canvas size an image declares in its header, read without decoding it; undefined when unreadable. */
export function declaredSize(bytes: Buffer, kind: NonNullable<ReturnType<typeof sniffImage>>) {
  try {
    switch (kind) {
      case 'png':
        if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined;
        return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
      case 'gif':
        return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
      case 'webp': {
        const chunk = bytes.subarray(12, 16).toString('latin1');
        if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
        if (chunk === 'VP8L') {
          const bits = bytes.readUInt32LE(21);
          return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
        }
        if (chunk === 'VP8 ')
          return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
        return undefined;
      }
      case 'jpeg': {
        // Walk the segments to the first start-of-frame marker (C0–CF except C4 DHT, C8 JPG, CC DAC).
        let at = 2;
        while (at + 9 < bytes.length) {
          if (bytes[at] !== 0xff) return undefined;
          const marker = bytes[at + 1]!;
          if (marker === 0xff) {
            at++;
            continue;
          }
          if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
            return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
          at += 2 + bytes.readUInt16BE(at + 2);
        }
        return undefined;
      }
    }
  } catch {
    return undefined;
  }
}

/**
 * Uploads belong to their uploader, recorded in the file name itself: 16 random hex characters, then 16 of an
 * HMAC over the uploader's id and those random ones. Only the uploader can show that a name is theirs, and
 * nothing needs storing beside the file.
 */
export function uploadSecret(pepper: string): Buffer {
  return createHmac('sha256', pepper).update('dropforge/uploads').digest();
}

function ownerTag(secret: Buffer, userId: number, random: string): string {
  return createHmac('sha256', secret).update(`${userId}:${random}`).digest('hex').slice(0, 16);
}

/** Whether `url` names a file `userId` uploaded (`/uploads/{random}{tag}.webp`). */
export function isOwnUpload(secret: Buffer, userId: number, url: string): boolean {
  const match = /^\/uploads\/([a-f0-9]{16})([a-f0-9]{16})\.webp$/.exec(url);
  if (!match) return false;
  return timingSafeEqual(Buffer.from(ownerTag(secret, userId, match[1]!)), Buffer.from(match[2]!));
}

/**
 * Checks the first bytes (PNG, JPEG, WebP or GIF, never the name or declared type), the size (at most 2 MB) and
 * the declared canvas (at most 25 megapixels, so a tiny file cannot make the decoder allocate gigabytes), then
 * decodes the image and re-encodes it as WebP (at most 1024 px a side), so nothing but pixels survives: no
 * scripts, polyglots or metadata. Returns the public URL.
 */
export async function storeImage(
  bytes: Buffer,
  uploadDir: string,
  owner: { secret: Buffer; userId: number },
): Promise<string> {
  const kind = bytes.length > 0 && bytes.length <= MAX_UPLOAD_BYTES ? sniffImage(bytes) : undefined;
  if (!kind) throw new AppError('image_invalid');
  const size = declaredSize(bytes, kind);
  if (
    !size ||
    size.width < 1 ||
    size.height < 1 ||
    size.width > MAX_DIMENSION ||
    size.height > MAX_DIMENSION ||
    size.width * size.height > MAX_PIXELS
  )
    throw new AppError('image_invalid');
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(bytes);
  } catch {
    throw new AppError('image_invalid');
  }
  if (!image.width || !image.height) throw new AppError('image_invalid');
  const scale = Math.min(1, MAX_SIDE / Math.max(image.width, image.height));
  const canvas = createCanvas(
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
  );
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  const out = await canvas.encode('webp', 85);
  const random = randomBytes(8).toString('hex');
  const name = `${random}${ownerTag(owner.secret, owner.userId, random)}.webp`;
  await mkdir(uploadDir, { recursive: true });
  await writeFile(join(uploadDir, name), out);
  return `/uploads/${name}`;
}
