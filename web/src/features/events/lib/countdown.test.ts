import { describe, expect, it } from 'vitest';
import { countdown } from './countdown';

describe('countdown', () => {
  it('shows days, hours, minutes and seconds, and zeros once over', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(countdown('2026-11-26T16:00:00Z', now)).toBe('06:00:00');
    expect(countdown('2026-11-28T11:02:03Z', now)).toBe('2d 01:02:03');
    expect(countdown('2026-11-26T09:00:00Z', now)).toBe('00:00:00');
    expect(countdown(null, now)).toBe('');
  });
});
