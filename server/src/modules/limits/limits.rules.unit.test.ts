import type { Milli } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_ROW } from './limits.repo';
import { addMonths, blocked, change, formatUntil, settle, windowOf } from './limits.rules';

const HOUR = 3_600_000;
const m = (usd: number) => (usd * 1000) as Milli;

describe('limits rules', () => {
  it('adds calendar months in UTC, the 31st becoming the month’s last day', () => {
    expect(addMonths(new Date('2026-08-31T10:00:00Z'), 6).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-26T13:00:00Z'), 12).toISOString()).toBe('2027-11-26T13:00:00.000Z');
    expect(addMonths(new Date('2028-02-29T00:00:00Z'), 60).toISOString()).toBe('2033-02-28T00:00:00.000Z');
  });

  it('lowers at once, raises after 24 hours, keeps the time of the same pending value', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    let row = change(EMPTY_ROW, 'day', m(50), now);
    expect(row.day).toBe(m(50));
    row = change(row, 'day', m(80), now);
    expect(row).toMatchObject({ day: m(50), pending: { day: { limit: m(80), at: '2026-11-27T12:00:00.000Z' } } });
    expect(change(row, 'day', m(80), now + HOUR).pending.day?.at).toBe('2026-11-27T12:00:00.000Z');
    expect(change(row, 'day', m(90), now + HOUR).pending.day?.at).toBe('2026-11-27T13:00:00.000Z');
    expect(change(row, 'day', m(40), now)).toMatchObject({ day: m(40), pending: {} });
    expect(settle(row, now + 24 * HOUR - 1).day).toBe(m(50));
    expect(settle(row, now + 24 * HOUR)).toMatchObject({ day: m(80), pending: {} });
    expect(change(row, 'day', null, now).pending.day?.limit).toBeNull();
  });

  it('counts rolling windows and says when the oldest deposit leaves', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const deposits = [
      { amount: m(10), paidAt: new Date(now - 3 * 24 * HOUR) },
      { amount: m(20), paidAt: new Date(now - 2 * HOUR) },
    ];
    expect(windowOf('day', m(25), deposits, now)).toMatchObject({
      used: m(20),
      remaining: m(5),
      resetsAt: new Date(now + 22 * HOUR),
    });
    expect(windowOf('week', null, deposits, now)).toMatchObject({ used: m(30), remaining: null });
    expect(windowOf('day', m(5), [], now)).toMatchObject({ used: 0, resetsAt: null });
  });

  it('blocks until the end, or for ever', () => {
    const now = Date.now();
    expect(blocked({ ...EMPTY_ROW, blockUntil: new Date(now + 1) }, now)).toBe(true);
    expect(blocked({ ...EMPTY_ROW, blockUntil: new Date(now) }, now)).toBe(false);
    expect(blocked({ ...EMPTY_ROW, blockPermanent: true }, now)).toBe(true);
    expect(formatUntil(new Date('2026-11-27T14:05:59Z'))).toBe('2026-11-27 14:05 UTC');
  });
});
