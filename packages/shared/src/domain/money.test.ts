import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMilli,
  ceilToCent,
  formatMilli,
  type Milli,
  maxMilli,
  milli,
  minMilli,
  mulRate,
  negMilli,
  parseMilli,
  roundToCent,
  roundToMilli,
  shownDifference,
  subMilli,
  sumMilli,
  timesMilli,
  toAmount,
  ZERO_MILLI,
} from './money';

describe('money in thousandths', () => {
  it('is a required brand: a plain number does not type-check as money', () => {
    // @ts-expect-error a plain number is not Milli (npm run check fails here if the brand becomes optional)
    const m: Milli = 1.5;
    // @ts-expect-error nor is an integer literal: amounts come from parseMilli, milli() and the helpers
    const n: Milli = 1500;
    expect([m, n]).toEqual([1.5, 1500]);
  });

  it('builds amounts only from integer thousandths', () => {
    expect(milli(12_345)).toBe(12_345);
    expect(() => milli(1.5)).toThrow(RangeError);
    expect(() => milli(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => milli(Number.NaN)).toThrow(RangeError);
    expect(ZERO_MILLI).toBe(0);
    expect(sumMilli([milli(1), milli(2), milli(3)])).toBe(6);
    expect(sumMilli([])).toBe(0);
    expect(addMilli(milli(5), milli(-7))).toBe(-2);
    expect(subMilli(milli(5), milli(7))).toBe(-2);
    expect(negMilli(milli(5))).toBe(-5);
    expect(timesMilli(milli(1_250), 3)).toBe(3_750);
    expect(() => timesMilli(milli(1_250), 1.5)).toThrow(RangeError);
    expect(maxMilli(milli(1), milli(3), milli(2))).toBe(3);
    expect(minMilli(milli(1), milli(3), milli(2))).toBe(1);
    expect(roundToMilli(1.2345)).toBe(1_235);
    expect(roundToMilli(Number.NaN)).toBe(0);
  });

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
      fc.property(fc.integer({ min: -1e12, max: 1e12 }).map(milli), (amount) => {
        expect(parseMilli(toAmount(amount))).toBe(amount);
      }),
    );
  });

  it('formats two decimals rounding half away from zero', () => {
    expect(formatMilli(milli(12345))).toBe('12.35');
    expect(formatMilli(milli(-12345))).toBe('-12.35');
    expect(formatMilli(milli(12344))).toBe('12.34');
    expect(formatMilli(milli(5))).toBe('0.01');
    expect(formatMilli(milli(0))).toBe('0.00');
  });

  it('applies a rate rounding half away from zero to the thousandth', () => {
    expect(mulRate(milli(10), 0.05)).toBe(1);
    expect(mulRate(milli(-10), 0.05)).toBe(-1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }).map(milli), (amount) => {
        const fee = mulRate(amount, 0.05);
        expect(Number.isInteger(fee)).toBe(true);
        expect(Math.abs(fee - amount * 0.05)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('shown amounts add up', () => {
  it('rounds to the cent as displayed and up to the cent for top-ups', () => {
    expect(roundToCent(milli(4941))).toBe(4940);
    expect(roundToCent(milli(4945))).toBe(4950);
    expect(roundToCent(milli(-1135))).toBe(-1140);
    expect(ceilToCent(milli(4941))).toBe(4950);
    expect(ceilToCent(milli(4940))).toBe(4940);
  });

  it('a price shown as 4.94 with nothing to pay it is 4.94 short, not 4.95', () => {
    expect(formatMilli(milli(4941))).toBe('4.94');
    expect(formatMilli(shownDifference(milli(4941), milli(0)))).toBe('4.94');
  });

  it('$0.13 − $1.14 is −$1.01 whatever the thousandths behind them', () => {
    expect(formatMilli(shownDifference(milli(130), milli(1140)))).toBe('-1.01');
    expect(formatMilli(shownDifference(milli(134), milli(1136)))).toBe('-1.01');
    expect(formatMilli(shownDifference(milli(125), milli(1135)))).toBe('-1.01');
  });

  it('the difference of two shown amounts is the shown difference, for any amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }).map(milli),
        fc.integer({ min: -1e9, max: 1e9 }).map(milli),
        (a, b) => {
          const shown = (m: Milli) => Math.round(Number(formatMilli(m)) * 100);
          expect(shown(shownDifference(a, b))).toBe(shown(a) - shown(b));
        },
      ),
    );
  });
});
