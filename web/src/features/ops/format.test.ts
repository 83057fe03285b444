import { describe, expect, it } from 'vitest';
import { money } from './format';

describe('console money', () => {
  it('groups thousands and keeps cents, with or without the dollar sign', () => {
    expect(money(1_000_000)).toBe('$1,000,000.00');
    expect(money(2.5)).toBe('$2.50');
    expect(money(999.99)).toBe('$999.99');
    expect(money(200_000_000, 'coins')).toBe('200,000,000.00');
    expect(money(-1234.5)).toMatch(/^[-−]\$1,234\.50$/);
  });
});
