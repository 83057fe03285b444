import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, otpauthUri, stepAt, totpAt, verifyTotp } from './totp';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890"; its 8-digit codes end in these 6 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('totp', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(totpAt(RFC_SECRET, stepAt(59_000))).toBe('287082');
    expect(totpAt(RFC_SECRET, stepAt(1_111_111_109_000))).toBe('081804');
    expect(totpAt(RFC_SECRET, stepAt(1_234_567_890_000))).toBe('005924');
    expect(totpAt(RFC_SECRET, stepAt(20_000_000_000_000))).toBe('353130');
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 17, 99]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it('accepts the current and neighbouring step once, never an older one', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(verifyTotp(RFC_SECRET, totpAt(RFC_SECRET, step), now, 0)).toBe(step);
    expect(verifyTotp(RFC_SECRET, totpAt(RFC_SECRET, step - 1), now, 0)).toBe(step - 1);
    expect(verifyTotp(RFC_SECRET, totpAt(RFC_SECRET, step), now, step)).toBeUndefined();
    expect(verifyTotp(RFC_SECRET, totpAt(RFC_SECRET, step - 2), now, 0)).toBeUndefined();
    expect(verifyTotp(RFC_SECRET, '000000', now, 0)).toBe(totpAt(RFC_SECRET, step) === '000000' ? step : undefined);
  });

  it('writes an otpauth URI authenticator apps read', () => {
    expect(otpauthUri('ABC', 'a@b.c')).toBe(
      'otpauth://totp/Dropforge%20Ops%3Aa%40b.c?secret=ABC&issuer=Dropforge%20Ops&algorithm=SHA1&digits=6&period=30',
    );
  });
});
