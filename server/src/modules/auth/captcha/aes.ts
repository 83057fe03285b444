import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * AES-128-ECB with PKCS#7 padding, base64 — what the AJ-Captcha clients do with CryptoJS:
 * `CryptoJS.AES.encrypt(text, CryptoJS.enc.Utf8.parse(key), {mode: ECB, padding: Pkcs7}).toString()`.
 * The key is the UTF-8 bytes of a 16-character string.
 */
function keyBytes(key: string): Buffer {
  const bytes = Buffer.from(key, 'utf8');
  if (bytes.length !== 16) throw new RangeError('AES-128 key must be 16 bytes');
  return bytes;
}

export function aesEncrypt(plain: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', keyBytes(key), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** Throws on a wrong key, bad padding or input that is not base64 of whole blocks. */
export function aesDecrypt(encoded: string, key: string): string {
  const data = base64Bytes(encoded);
  if (data.length === 0 || data.length % 16 !== 0) throw new RangeError('not AES-128 ciphertext');
  const decipher = createDecipheriv('aes-128-ecb', keyBytes(key), null);
  const plain = Buffer.concat([decipher.update(data), decipher.final()]);
  return utf8Strict(plain);
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** Strict base64 (standard or URL alphabet); a form-encoded '+' that arrived as ' ' is repaired. */
function base64Bytes(encoded: string): Buffer {
  const clean = encoded.trim().replace(/ /g, '+');
  if (!BASE64.test(clean)) throw new RangeError('not base64');
  return Buffer.from(clean.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

function utf8Strict(bytes: Buffer): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The plaintext point JSON of a check. With a secret key the text must be AES ciphertext; without one it is
 * plain JSON or base64 of plain JSON (spec: "captcha point data is base64-encoded before sending").
 * Throws when it cannot be read.
 */
export function decodePointJson(raw: string, secretKey: string | undefined): string {
  if (secretKey) return aesDecrypt(raw, secretKey);
  const text = raw.trim();
  if (text.startsWith('{') || text.startsWith('[')) return text;
  const decoded = utf8Strict(base64Bytes(text)).trim();
  if (decoded.startsWith('{') || decoded.startsWith('[')) return decoded;
  throw new RangeError('pointJson is neither JSON nor base64 JSON');
}

/** `captchaVerification` of a passed check: AES(token---pointJson) under the key, or the plain string without one. */
export function verificationOf(token: string, pointPlain: string, secretKey: string | undefined): string {
  const text = `${token}---${pointPlain}`;
  return secretKey ? aesEncrypt(text, secretKey) : text;
}
