/** HMAC-SHA256 (RFC 2104) on top of the pure SHA-256; keys and messages as bytes or UTF-8 strings. */
import { compressBlock, SHA256_BLOCK_BYTES, SHA256_IV, sha256, sha256From, toHex, utf8, utf8Into } from './sha256';

/** MACs a message with a prepared key; writes the 32-byte digest into `out` when given. */
export type HmacSha256 = (message: string | Uint8Array, out?: Uint8Array) => Uint8Array;

/**
 * Prepares a key once (its inner and outer pad blocks are compressed up front) and returns a function
 * that MACs messages with it: two compressions per short message instead of four.
 */
export function createHmacSha256(key: string | Uint8Array): HmacSha256 {
  let keyBytes = typeof key === 'string' ? utf8(key) : key;
  if (keyBytes.length > SHA256_BLOCK_BYTES) keyBytes = sha256(keyBytes);
  const inner = new Int32Array(SHA256_IV);
  const outer = new Int32Array(SHA256_IV);
  const pad = new Uint8Array(SHA256_BLOCK_BYTES);
  for (let i = 0; i < SHA256_BLOCK_BYTES; i++) pad[i] = (keyBytes[i] ?? 0) ^ 0x36;
  compressBlock(inner, pad, 0);
  for (let i = 0; i < SHA256_BLOCK_BYTES; i++) pad[i] = (keyBytes[i] ?? 0) ^ 0x5c;
  compressBlock(outer, pad, 0);
  const innerDigest = new Uint8Array(32);
  let text = new Uint8Array(256);
  return (message, out = new Uint8Array(32)) => {
    if (typeof message === 'string') {
      if (text.length < message.length * 3) text = new Uint8Array(message.length * 3);
      sha256From(inner, SHA256_BLOCK_BYTES, text, utf8Into(message, text), innerDigest);
    } else {
      sha256From(inner, SHA256_BLOCK_BYTES, message, message.length, innerDigest);
    }
    return sha256From(outer, SHA256_BLOCK_BYTES, innerDigest, 32, out);
  };
}

/** HMAC-SHA256 digest (32 bytes). */
export function hmacSha256(key: string | Uint8Array, message: string | Uint8Array): Uint8Array {
  return createHmacSha256(key)(message);
}

/** Lower-case hex HMAC-SHA256. */
export function hmacSha256Hex(key: string | Uint8Array, message: string | Uint8Array): string {
  return toHex(hmacSha256(key, message));
}
