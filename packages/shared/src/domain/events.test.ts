import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkInView,
  dayOf,
  drawPrize,
  instantOf,
  nextDayStart,
  nextStreakDay,
  prizeRanges,
  scheduleAt,
  weekOf,
} from './events';

describe('operator calendar', () => {
  it('days and their starts follow the time zone, across DST changes', () => {
    const t = Date.parse('2026-11-26T15:59:59Z');
    expect(dayOf(t, 'Asia/Shanghai')).toBe('2026-11-26');
    expect(dayOf(t + 1000, 'Asia/Shanghai')).toBe('2026-11-27');
    expect(new Date(nextDayStart(t, 'Asia/Shanghai')).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(new Date(nextDayStart(t, 'UTC')).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    // Warsaw leaves summer time on 2026-10-25: that day has 25 hours.
    expect(new Date(instantOf('2026-10-25', 0, 'Europe/Warsaw')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(new Date(instantOf('2026-10-26', 0, 'Europe/Warsaw')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekOf(Date.parse('2026-11-29T12:00:00Z'), 'UTC')).toBe('2026-11-23');
  });

  it('schedules: dates and weekly windows', () => {
    const dates = { type: 'dates', from: '2026-11-01T00:00:00Z', to: '2026-12-01T00:00:00Z' } as const;
    expect(scheduleAt(dates, Date.parse('2026-11-26T00:00:00Z'), 'UTC')).toEqual({
      running: true,
      endsAt: Date.parse('2026-12-01T00:00:00Z'),
    });
    expect(scheduleAt(dates, Date.parse('2026-12-01T00:00:00Z'), 'UTC').running).toBe(false);
    const weekend = { type: 'weekly', days: [6, 7], from: '18:00', to: '24:00' } as const;
    const sat = Date.parse('2026-11-28T19:00:00Z');
    expect(scheduleAt(weekend, sat, 'UTC')).toEqual({ running: true, endsAt: Date.parse('2026-11-29T00:00:00Z') });
    expect(scheduleAt(weekend, Date.parse('2026-11-27T19:00:00Z'), 'UTC').running).toBe(false);
  });
});

describe('check-in streak', () => {
  it('grows after yesterday, restarts after a gap or after day 7', () => {
    expect(nextStreakDay(null, '2026-11-26')).toBe(1);
    expect(nextStreakDay({ day: '2026-11-25', streak: 3 }, '2026-11-26')).toBe(4);
    expect(nextStreakDay({ day: '2026-11-24', streak: 3 }, '2026-11-26')).toBe(1);
    expect(nextStreakDay({ day: '2026-11-25', streak: 7 }, '2026-11-26')).toBe(1);
    expect(checkInView({ day: '2026-11-25', streak: 2 }, '2026-11-26').states).toEqual([
      'claimed',
      'claimed',
      'available',
      'locked',
      'locked',
      'locked',
      'locked',
    ]);
    expect(checkInView({ day: '2026-11-26', streak: 7 }, '2026-11-26')).toMatchObject({ streak: 7, todayDone: true });
    expect(checkInView({ day: '2026-11-25', streak: 7 }, '2026-11-26').streak).toBe(0);
  });
});

describe('prize tables', () => {
  it('entries own contiguous ranges in order; bad sums are refused', () => {
    const ranges = prizeRanges([
      { kind: 'coins', amount: 1, tickets: 60_000_000 },
      { kind: 'cash', amount: 1, tickets: 40_000_000 },
    ]);
    expect(drawPrize(ranges, 0)).toBe(0);
    expect(drawPrize(ranges, 59_999_999)).toBe(0);
    expect(drawPrize(ranges, 60_000_000)).toBe(1);
    expect(() => prizeRanges([{ kind: 'coins', amount: 1, tickets: 5 }])).toThrow(/sum/);
  });
});
