import { describe, expect, it } from 'vitest';
import { headerValueOf, LANGS, langFromHeader } from './locales';

describe('languages', () => {
  it('has the 12 site languages', () => {
    expect(LANGS).toHaveLength(12);
  });

  it('round-trips every language through the stored Language header value', () => {
    for (const lang of LANGS) expect(langFromHeader(headerValueOf(lang))).toBe(lang);
    expect(headerValueOf('zh')).toBe('zh_CN');
  });

  it('falls back to English for unknown or missing values', () => {
    expect(langFromHeader(undefined)).toBe('en');
    expect(langFromHeader('xx')).toBe('en');
    expect(langFromHeader('pr')).toBe('br');
  });
});
