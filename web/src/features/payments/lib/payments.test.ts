import { milli } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { clock, elapsedShare, readFirstBox } from './first-box';
import { amountProblem, parseInput, quote } from './quote';

describe('top-up quote', () => {
  it('parses typed amounts into thousandths', () => {
    expect(parseInput('25')).toBe(25_000);
    expect(parseInput('25,5')).toBe(25_500);
    expect(parseInput('7.')).toBe(7000);
    expect(parseInput('1.234')).toBeNull();
    expect(parseInput('abc')).toBeNull();
    expect(parseInput('')).toBeNull();
  });

  it('adds the bonus to what is received and the fee to what is charged', () => {
    expect(quote(milli(25_000), 0.2, 0)).toEqual({
      amount: 25_000,
      bonus: 5000,
      receive: 30_000,
      fee: 0,
      charge: 25_000,
    });
    expect(quote(milli(10_000), 0.2, 0.01)).toMatchObject({ fee: 100, charge: 10_100, receive: 12_000 });
  });

  it('enforces the minimum recharge and the method bounds', () => {
    expect(amountProblem(null, { minRecharge: 5 })).toEqual({ kind: 'empty' });
    expect(amountProblem(milli(4_990), { minRecharge: 5 })).toEqual({ kind: 'min', min: 5 });
    expect(amountProblem(milli(9_000), { minRecharge: 5, min: 10 })).toEqual({ kind: 'min', min: 10 });
    expect(amountProblem(milli(600_000), { minRecharge: 5, max: 500 })).toEqual({ kind: 'max', max: 500 });
    expect(amountProblem(milli(25_000), { minRecharge: 5, min: 5, max: 2000 })).toBeNull();
  });
});

describe('first-recharge offer', () => {
  it('reads the login data and counts down to 00:00:00', () => {
    const box = readFirstBox({
      id: 'first-recharge',
      created_at: '2025-01-01T00:00:00Z',
      end_time: '2025-01-04T00:00:00Z',
      max_value: 374.352,
    });
    expect(box).toMatchObject({ id: 'first-recharge', maxValue: 374.352 });
    expect(readFirstBox(null)).toBeNull();
    // No figure from the server: none shown, never a made-up "up to $100".
    expect(readFirstBox({ id: 'x', end_time: '2025-01-04T00:00:00Z', max_value: null })).toMatchObject({
      maxValue: null,
    });
    expect(readFirstBox({ id: 'x' })).toBeNull();
    expect(clock(72 * 3_600_000 - 1000)).toBe('71:59:59');
    expect(clock(-5)).toBe('00:00:00');
    if (!box) return;
    expect(elapsedShare(box, box.createdAt)).toBe(0);
    expect(elapsedShare(box, (box.createdAt + box.endTime) / 2)).toBe(0.5);
    expect(elapsedShare(box, box.endTime + 1)).toBe(1);
  });
});
