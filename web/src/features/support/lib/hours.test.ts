import { describe, expect, it } from 'vitest';
import { deskStatus, gmtLabel, localWeek, weekdayName } from './hours';

const DESK = { utc_offset_minutes: 480, days: [1, 2, 3, 4, 5], open: '09:00', close: '18:00' };
// Wednesday 26 November 2026, 12:00 UTC = 20:00 in GMT+8.
const WED_NOON_UTC = Date.UTC(2026, 10, 26, 12, 0);

describe('support hours', () => {
  it('shows 9:00–18:00 GMT+8 Monday to Friday in other zones', () => {
    expect(localWeek(DESK, WED_NOON_UTC, 'Asia/Shanghai')).toEqual([
      { from: 1, to: 5, open: '09:00', close: '18:00', nextDay: false },
    ]);
    expect(localWeek(DESK, WED_NOON_UTC, 'UTC')).toEqual([
      { from: 1, to: 5, open: '01:00', close: '10:00', nextDay: false },
    ]);
    expect(localWeek(DESK, WED_NOON_UTC, 'Europe/Berlin')).toEqual([
      { from: 1, to: 5, open: '02:00', close: '11:00', nextDay: false },
    ]);
    // New York in winter (UTC-5): the desk's Monday 9:00 is Sunday 20:00 there, ending Monday 05:00.
    expect(localWeek(DESK, WED_NOON_UTC, 'America/New_York')).toEqual([
      { from: 7, to: 7, open: '20:00', close: '05:00', nextDay: true },
      { from: 1, to: 4, open: '20:00', close: '05:00', nextDay: true },
    ]);
  });

  it('knows whether the desk is open and when it opens next', () => {
    expect(deskStatus(DESK, WED_NOON_UTC)).toEqual({ open: false, next: Date.UTC(2026, 10, 27, 1, 0) });
    expect(deskStatus(DESK, Date.UTC(2026, 10, 26, 3, 0)).open).toBe(true);
    // Friday 10:00 UTC = 18:00 GMT+8: closed until Monday 01:00 UTC.
    expect(deskStatus(DESK, Date.UTC(2026, 10, 27, 10, 0))).toEqual({
      open: false,
      next: Date.UTC(2026, 10, 30, 1, 0),
    });
  });

  it('names zones and weekdays', () => {
    expect(gmtLabel(480)).toBe('GMT+8');
    expect(gmtLabel(-210)).toBe('GMT-3:30');
    expect(weekdayName(1, 'en-US')).toBe('Mon');
    expect(weekdayName(5, 'de-DE', 'long')).toBe('Freitag');
  });
});
