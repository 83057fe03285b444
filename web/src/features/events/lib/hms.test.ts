import { describe, expect, it } from 'vitest';
import { hms } from './hms';

describe('hms', () => {
  const at = Date.parse('2026-01-01T00:00:00Z');
  it('counts hours past a day and ends at 00:00:00', () => {
    expect(hms('2026-01-02T01:02:03Z', at)).toBe('25:02:03');
    expect(hms('2026-01-01T00:00:09.999Z', at)).toBe('00:00:09');
    expect(hms('2026-01-01T00:00:00Z', at)).toBe('00:00:00');
    expect(hms('2025-12-31T00:00:00Z', at)).toBe('00:00:00');
  });
});
