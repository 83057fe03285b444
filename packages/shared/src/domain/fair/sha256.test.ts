import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHmacSha256, hmacSha256, hmacSha256Hex } from './hmac';
import { fromHex, sha256, sha256Hex, toHex, utf8 } from './sha256';

const nodeSha = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const nodeHmac = (key: string | Uint8Array, msg: string | Uint8Array) =>
  createHmac('sha256', key).update(msg).digest('hex');

describe('pure SHA-256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(sha256Hex('a'.repeat(1_000_000))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('matches node:crypto on random bytes of every length around the block boundaries', () => {
    for (let n = 0; n <= 200; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 31 + n) & 0xff);
      expect(sha256Hex(bytes)).toBe(nodeSha(bytes));
    }
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1000 }), (bytes) => {
        expect(sha256Hex(bytes)).toBe(nodeSha(bytes));
      }),
      { numRuns: 500 },
    );
  });

  it('hashes strings as UTF-8 exactly like node:crypto, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(sha256Hex(text)).toBe(nodeSha(text));
        expect(toHex(utf8(text))).toBe(Buffer.from(text, 'utf8').toString('hex'));
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
        expect(utf8(text)).toEqual(new Uint8Array(new TextEncoder().encode(text)));
      }),
    );
    expect(toHex(utf8('a\ud800b\udc00'))).toBe(Buffer.from('a\ud800b\udc00', 'utf8').toString('hex'));
  });

  it('round-trips hex', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(fromHex(toHex(bytes))).toEqual(bytes);
        expect(fromHex(toHex(bytes).toUpperCase())).toEqual(bytes);
      }),
    );
    expect(() => fromHex('abc')).toThrow(RangeError);
    expect(() => fromHex('zz')).toThrow(RangeError);
    expect(sha256(new Uint8Array(0))).toHaveLength(32);
  });
});

describe('pure HMAC-SHA256', () => {
  it('matches RFC 4231 test case 2', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('matches node:crypto on random keys (shorter than, equal to and longer than a block) and messages', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 300 }), (key, msg) => {
        expect(toHex(hmacSha256(key, msg))).toBe(nodeHmac(key, msg));
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 80 }),
        fc.string({ unit: 'binary', maxLength: 200 }),
        (k, m) => {
          expect(hmacSha256Hex(k, m)).toBe(nodeHmac(k, m));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a prepared key gives the same MAC on every call, strings and bytes alike', () => {
    const key = 'f'.repeat(64);
    const mac = createHmacSha256(key);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (msg) => {
        const expected = nodeHmac(key, msg);
        expect(toHex(mac(msg))).toBe(expected);
        expect(toHex(mac(utf8(msg)))).toBe(expected);
        const out = new Uint8Array(32);
        expect(mac(msg, out)).toBe(out);
        expect(toHex(out)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
