import { describe, expect, it } from 'vitest';
import { aesDecrypt, aesEncrypt, decodePointJson, verificationOf } from './aes';

const KEY = 'abcdefghijklmnop';

describe('AES-128-ECB/PKCS7 base64 (CryptoJS compatible)', () => {
  it('matches a known ciphertext (openssl enc -aes-128-ecb)', () => {
    expect(aesEncrypt('{"x":120,"y":5}', KEY)).toBe('wTXjVn9aB5QCJDcIOw4NWg==');
    expect(aesDecrypt('wTXjVn9aB5QCJDcIOw4NWg==', KEY)).toBe('{"x":120,"y":5}');
  });

  it('round-trips unicode and block-sized text', () => {
    for (const text of ['', 'x', '0123456789abcdef', '[{"x":1,"y":2}] — 字', 'a'.repeat(100)]) {
      expect(aesDecrypt(aesEncrypt(text, KEY), KEY)).toBe(text);
    }
  });

  it('refuses wrong keys, short keys and non-ciphertext', () => {
    const sealed = aesEncrypt('{"x":120,"y":5}', KEY);
    expect(() => aesDecrypt(sealed, 'ponmlkjihgfedcba')).toThrow();
    expect(() => aesEncrypt('x', 'short')).toThrow(RangeError);
    expect(() => aesDecrypt('{"x":1}', KEY)).toThrow();
    expect(() => aesDecrypt('', KEY)).toThrow();
    expect(() => aesDecrypt('YWJj', KEY)).toThrow();
  });

  it('repairs a "+" that arrived as a space', () => {
    const sealed = aesEncrypt('[{"x":10,"y":20},{"x":30,"y":40},{"x":50,"y":60}]', KEY);
    expect(aesDecrypt(sealed.replace(/\+/g, ' '), KEY)).toContain('"x":10');
  });
});

describe('decodePointJson', () => {
  it('requires AES when a key was issued', () => {
    expect(decodePointJson(aesEncrypt('{"x":1,"y":5}', KEY), KEY)).toBe('{"x":1,"y":5}');
    expect(() => decodePointJson('{"x":1,"y":5}', KEY)).toThrow();
  });

  it('takes plain JSON or base64 JSON without a key', () => {
    expect(decodePointJson(' {"x":1,"y":5} ', undefined)).toBe('{"x":1,"y":5}');
    expect(decodePointJson(Buffer.from('[{"x":1,"y":2}]').toString('base64'), undefined)).toBe('[{"x":1,"y":2}]');
    expect(() => decodePointJson('hello', undefined)).toThrow();
    expect(() => decodePointJson(Buffer.from('hello').toString('base64'), undefined)).toThrow();
  });
});

describe('verificationOf', () => {
  it('is AES(token---plain) with a key and the plain string without', () => {
    expect(aesDecrypt(verificationOf('tok', '{"x":1,"y":5}', KEY), KEY)).toBe('tok---{"x":1,"y":5}');
    expect(verificationOf('tok', '{"x":1,"y":5}', undefined)).toBe('tok---{"x":1,"y":5}');
  });
});
