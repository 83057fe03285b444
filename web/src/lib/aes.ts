/**
 * AES-128 encryption in ECB mode with PKCS#7 padding, for the captcha protocol (`pointJson` and
 * `captchaVerification`). WebCrypto has no ECB, so this is a small pure implementation (FIPS-197).
 * Encryption only; the browser never needs to decrypt.
 */

/** Builds the S-box from the multiplicative inverse in GF(2^8) and the affine transform. */
function buildSbox(): Uint8Array {
  const sbox = new Uint8Array(256);
  const rotl = (x: number, shift: number) => ((x << shift) | (x >>> (8 - shift))) & 0xff;
  let p = 1;
  let q = 1;
  do {
    // p ← p · 3, q ← q / 3: q walks the inverses as p walks the group.
    p = (p ^ (p << 1) ^ (p & 0x80 ? 0x1b : 0)) & 0xff;
    q ^= q << 1;
    q ^= q << 2;
    q ^= q << 4;
    q &= 0xff;
    if (q & 0x80) q ^= 0x09;
    sbox[p] = q ^ rotl(q, 1) ^ rotl(q, 2) ^ rotl(q, 3) ^ rotl(q, 4) ^ 0x63;
  } while (p !== 1);
  sbox[0] = 0x63;
  return sbox;
}

const SBOX = buildSbox();
const xtime = (b: number) => ((b << 1) ^ (b & 0x80 ? 0x1b : 0)) & 0xff;

/** The 11 round keys of AES-128 as 176 bytes. */
function expandKey(key: Uint8Array): Uint8Array {
  if (key.length !== 16) throw new RangeError('AES-128 needs a 16-byte key');
  const w = new Uint8Array(176);
  w.set(key);
  let rcon = 1;
  for (let i = 16; i < 176; i += 4) {
    let t0 = w[i - 4]!;
    let t1 = w[i - 3]!;
    let t2 = w[i - 2]!;
    let t3 = w[i - 1]!;
    if (i % 16 === 0) {
      const first = t0;
      t0 = SBOX[t1]! ^ rcon;
      t1 = SBOX[t2]!;
      t2 = SBOX[t3]!;
      t3 = SBOX[first]!;
      rcon = xtime(rcon);
    }
    w[i] = w[i - 16]! ^ t0;
    w[i + 1] = w[i - 15]! ^ t1;
    w[i + 2] = w[i - 14]! ^ t2;
    w[i + 3] = w[i - 13]! ^ t3;
  }
  return w;
}

/** Encrypts one 16-byte block in place (state is column-major, like the input bytes). */
function encryptBlock(s: Uint8Array, w: Uint8Array): void {
  const tmp = new Uint8Array(16);
  for (let i = 0; i < 16; i++) s[i]! ^= w[i]!;
  for (let round = 1; round <= 10; round++) {
    // SubBytes + ShiftRows: row r of column c comes from column c + r.
    for (let c = 0; c < 4; c++) {
      for (let r = 0; r < 4; r++) tmp[r + 4 * c] = SBOX[s[r + 4 * ((c + r) % 4)]!]!;
    }
    if (round < 10) {
      for (let c = 0; c < 4; c++) {
        const a0 = tmp[4 * c]!;
        const a1 = tmp[4 * c + 1]!;
        const a2 = tmp[4 * c + 2]!;
        const a3 = tmp[4 * c + 3]!;
        const all = a0 ^ a1 ^ a2 ^ a3;
        s[4 * c] = a0 ^ all ^ xtime(a0 ^ a1);
        s[4 * c + 1] = a1 ^ all ^ xtime(a1 ^ a2);
        s[4 * c + 2] = a2 ^ all ^ xtime(a2 ^ a3);
        s[4 * c + 3] = a3 ^ all ^ xtime(a3 ^ a0);
      }
    } else {
      s.set(tmp);
    }
    const offset = round * 16;
    for (let i = 0; i < 16; i++) s[i]! ^= w[offset + i]!;
  }
}

/** AES-128-ECB with PKCS#7 padding over raw bytes. */
export function aes128EcbEncrypt(plain: Uint8Array, key: Uint8Array): Uint8Array {
  const w = expandKey(key);
  const pad = 16 - (plain.length % 16);
  const out = new Uint8Array(plain.length + pad);
  out.set(plain);
  out.fill(pad, plain.length);
  for (let i = 0; i < out.length; i += 16) encryptBlock(out.subarray(i, i + 16), w);
  return out;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** base64(AES-128-ECB-PKCS7(UTF-8 text)) with the UTF-8 bytes of a 16-character key, as AJ-Captcha expects. */
export function aesEncryptBase64(text: string, key: string): string {
  const encoder = new TextEncoder();
  return toBase64(aes128EcbEncrypt(encoder.encode(text), encoder.encode(key)));
}
