/// <reference types="node" />
import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aes128EcbEncrypt, aesEncryptBase64 } from './aes';

function nodeAes(text: string | Buffer, key: string | Buffer): string {
  const cipher = createCipheriv('aes-128-ecb', typeof key === 'string' ? Buffer.from(key, 'utf8') : key, null);
  return Buffer.concat([cipher.update(text), cipher.final()]).toString('base64');
}

describe('aes-128-ecb', () => {
  it('matches FIPS-197 appendix C.1', () => {
    const key = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
    const plain = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    const out = Buffer.from(aes128EcbEncrypt(plain, key));
    // The first block is the FIPS vector; the second is the PKCS#7 padding block.
    expect(out.subarray(0, 16).toString('hex')).toBe('69c4e0d86a7b0430d8cdb78070b4c55a');
    expect(out.length).toBe(32);
  });

  it('encrypts the captcha point like node:crypto', () => {
    const key = '0123456789abcdef';
    const plain = '{"x":100,"y":5}';
    expect(aesEncryptBase64(plain, key)).toBe(nodeAes(plain, key));
  });

  it('pads exact block multiples with a whole block and handles UTF-8', () => {
    const key = 'abcdefghijklmnop';
    for (const text of ['', 'a', '0123456789abcdef', 'token---{"x":1}', '汉字 ünï', 'x'.repeat(100)]) {
      expect(aesEncryptBase64(text, key), text).toBe(nodeAes(text, key));
    }
  });

  it('agrees with node:crypto on random keys and inputs', () => {
    for (let i = 0; i < 50; i++) {
      const key = randomBytes(16);
      const plain = randomBytes(i * 3);
      expect(Buffer.from(aes128EcbEncrypt(plain, key)).toString('base64')).toBe(nodeAes(plain, key));
    }
  });

  it('refuses keys that are not 16 bytes', () => {
    expect(() => aesEncryptBase64('x', 'short')).toThrow(RangeError);
  });
});
