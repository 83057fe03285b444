/**
 * SHA-256 (FIPS 180-4) in plain TypeScript, synchronous, so the same code hashes seeds on the server,
 * in the browser's /provablyfair page and in `npm run verify`. Strings are hashed as UTF-8 bytes.
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** The initial hash value H(0). */
export const SHA256_IV: Readonly<Int32Array> = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

export const SHA256_BLOCK_BYTES = 64;

const W = new Int32Array(64);

/** UTF-8 bytes of a string; a lone surrogate becomes U+FFFD, as in TextEncoder and node:crypto. */
export function utf8(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 3);
  return out.slice(0, utf8Into(text, out));
}

/** Writes the UTF-8 bytes of `text` into `out` (at least 3 × text.length long); returns the byte count. */
export function utf8Into(text: string, out: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) {
      out[n++] = c;
      continue;
    }
    if (c < 0x800) {
      out[n++] = 0xc0 | (c >> 6);
      out[n++] = 0x80 | (c & 0x3f);
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        const cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        i++;
        out[n++] = 0xf0 | (cp >> 18);
        out[n++] = 0x80 | ((cp >> 12) & 0x3f);
        out[n++] = 0x80 | ((cp >> 6) & 0x3f);
        out[n++] = 0x80 | (cp & 0x3f);
        continue;
      }
      c = 0xfffd;
    }
    out[n++] = 0xe0 | (c >> 12);
    out[n++] = 0x80 | ((c >> 6) & 0x3f);
    out[n++] = 0x80 | (c & 0x3f);
  }
  return n;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Lower-case hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]!];
  return out;
}

/** Bytes of a hex string (either case); throws on odd length or a non-hex character. */
export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new RangeError('not a hex string');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** Compresses the 64-byte block of `bytes` at `offset` into `state` (8 words, updated in place). */
export function compressBlock(state: Int32Array, bytes: Uint8Array, offset: number): void {
  const w = W;
  for (let i = 0; i < 16; i++) {
    const j = offset + 4 * i;
    w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + S1 + ch + K[i]! + w[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (S0 + maj) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

const scratchState = new Int32Array(8);
const scratchTail = new Uint8Array(128);

/**
 * Finishes a hash whose first `prefixBytes` bytes (a multiple of 64) are already compressed into
 * `midState`: hashes the first `length` bytes of `data` after them, pads, and writes the 32-byte digest
 * into `out` (returned). `midState` is not changed. Works on scratch buffers: no allocation but `out`.
 */
export function sha256From(
  midState: Readonly<Int32Array>,
  prefixBytes: number,
  data: Uint8Array,
  length: number = data.length,
  out: Uint8Array = new Uint8Array(32),
): Uint8Array {
  const state = scratchState;
  state.set(midState);
  const full = length - (length % 64);
  for (let offset = 0; offset < full; offset += 64) compressBlock(state, data, offset);
  const restLength = length - full;
  const end = restLength < 56 ? 64 : 128;
  const tail = scratchTail;
  for (let i = 0; i < restLength; i++) tail[i] = data[full + i]!;
  tail[restLength] = 0x80;
  tail.fill(0, restLength + 1, end - 8);
  const bits = (prefixBytes + length) * 8;
  const high = Math.floor(bits / 0x100000000);
  const low = bits >>> 0;
  tail[end - 8] = high >>> 24;
  tail[end - 7] = high >>> 16;
  tail[end - 6] = high >>> 8;
  tail[end - 5] = high;
  tail[end - 4] = low >>> 24;
  tail[end - 3] = low >>> 16;
  tail[end - 2] = low >>> 8;
  tail[end - 1] = low;
  for (let offset = 0; offset < end; offset += 64) compressBlock(state, tail, offset);
  for (let i = 0; i < 8; i++) {
    const word = state[i]!;
    out[4 * i] = word >>> 24;
    out[4 * i + 1] = word >>> 16;
    out[4 * i + 2] = word >>> 8;
    out[4 * i + 3] = word;
  }
  return out;
}

/** SHA-256 digest (32 bytes) of bytes, or of a string's UTF-8 bytes. */
export function sha256(data: string | Uint8Array): Uint8Array {
  return sha256From(SHA256_IV, 0, typeof data === 'string' ? utf8(data) : data);
}

/** Lower-case hex SHA-256 of bytes, or of a string's UTF-8 bytes. */
export function sha256Hex(data: string | Uint8Array): string {
  return toHex(sha256(data));
}
