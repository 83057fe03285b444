import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceilToCent, formatMilli, mulRate, parseMilli, roundToCent, shownDifference, toAmount } from './money';

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

describe('shown amounts add up', () => {
  it('rounds to the cent as displayed and up to the cent for top-ups', () => {
    expect(roundToCent(4941)).toBe(4940);
    expect(roundToCent(4945)).toBe(4950);
    expect(roundToCent(-1135)).toBe(-1140);
    expect(ceilToCent(4941)).toBe(4950);
    expect(ceilToCent(4940)).toBe(4940);
  });

  it('a price shown as 4.94 with nothing to pay it is 4.94 short, not 4.95', () => {
    expect(formatMilli(4941)).toBe('4.94');
    expect(formatMilli(shownDifference(4941, 0))).toBe('4.94');
  });

  it('$0.13 − $1.14 is −$1.01 whatever the thousandths behind them', () => {
    expect(formatMilli(shownDifference(130, 1140))).toBe('-1.01');
    expect(formatMilli(shownDifference(134, 1136))).toBe('-1.01');
    expect(formatMilli(shownDifference(125, 1135))).toBe('-1.01');
  });

  it('the difference of two shown amounts is the shown difference, for any amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }), (a, b) => {
        const shown = (m: number) => Math.round(Number(formatMilli(m)) * 100);
        expect(shown(shownDifference(a, b))).toBe(shown(a) - shown(b));
      }),
    );
  });
});
