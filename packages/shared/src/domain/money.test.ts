import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMilli, mulRate, parseMilli, toAmount } from './money';

describe('money in thousandths', () => {
  it('parses amounts with up to 3 decimals exactly', () => {
    expect(parseMilli('12.345')).toBe(12345);
    expect(parseMilli(0.1)).toBe(100);
    expect(parseMilli(5)).toBe(5000);
    expect(parseMilli('-0.001')).toBe(-1);
  });

  it('refuses more than 3 decimals and junk', () => {
    expect(() => parseMilli('1.0001')).toThrow(RangeError);
    expect(() => parseMilli('abc')).toThrow(RangeError);
    expect(() => parseMilli('1e3')).toThrow(RangeError);
  });

  it('round-trips every integer amount through the API number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (milli) => {
        expect(parseMilli(toAmount(milli))).toBe(milli);
      }),
    );
  });

  it('formats two decimals rounding half away from zero', () => {
    expect(formatMilli(12345)).toBe('12.35');
    expect(formatMilli(-12345)).toBe('-12.35');
    expect(formatMilli(12344)).toBe('12.34');
    expect(formatMilli(5)).toBe('0.01');
    expect(formatMilli(0)).toBe('0.00');
  });

  it('applies a rate rounding half away from zero to the thousandth', () => {
    expect(mulRate(10, 0.05)).toBe(1);
    expect(mulRate(-10, 0.05)).toBe(-1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (milli) => {
        const fee = mulRate(milli, 0.05);
        expect(Number.isInteger(fee)).toBe(true);
        expect(Math.abs(fee - milli * 0.05)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
