import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { AppError } from '../../platform/http';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
const MAX_SIDE = 1024;

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
 * Decodes the image and re-encodes it as WebP (at most 1024 px a side), so nothing but pixels
 * survives: no scripts, polyglots or metadata. Returns the public URL.
 */
export async function storeImage(
  bytes: Buffer,
  uploadDir: string,
  owner: { secret: Buffer; userId: number },
): Promise<string> {
  if (bytes.length === 0 || bytes.length > MAX_UPLOAD_BYTES || !sniffImage(bytes)) throw new AppError('image_invalid');
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
