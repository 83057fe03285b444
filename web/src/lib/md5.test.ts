/// <reference types="node" />
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from './md5';

const nodeMd5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

describe('md5', () => {
  it('matches the RFC 1321 test suite', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe(
      '57edf4a22be3c955ac49da2e2107b67a',
    );
  });

  it('agrees with node:crypto around the block boundaries and on UTF-8', () => {
    for (let length = 0; length < 200; length++) {
      const text = 'p'.repeat(length);
      expect(md5(text), `length ${length}`).toBe(nodeMd5(text));
    }
    for (const text of ['pässwörd', '密码123456', '🔥dropforge🔥', 'secret123']) expect(md5(text)).toBe(nodeMd5(text));
  });

  it('agrees with node:crypto on random passwords', () => {
    for (let i = 0; i < 100; i++) {
      const text = randomBytes(1 + (i % 40)).toString('base64');
      expect(md5(text)).toBe(nodeMd5(text));
    }
  });
});
