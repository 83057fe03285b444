import { describe, expect, it } from 'vitest';
import { loginHref, safeLoginReturn } from './redirect';

describe('safeLoginReturn', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeLoginReturn('/my/history?type=sell&page=2#top')).toBe('/my/history?type=sell&page=2#top');
    expect(safeLoginReturn('/case/abc%20def')).toBe('/case/abc%20def');
  });

  it('refuses other sites and schemes', () => {
    for (const raw of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      'evil.example',
      '',
      null,
      42,
    ]) {
      expect(safeLoginReturn(raw)).toBe('/');
    }
  });

  it('never returns to the sign-in page itself', () => {
    expect(safeLoginReturn('/login')).toBe('/');
    expect(safeLoginReturn('/login/steam?x=1')).toBe('/');
    expect(safeLoginReturn('/./login')).toBe('/');
    expect(safeLoginReturn('/loginx')).toBe('/loginx');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeLoginReturn('/a/../../b')).toBe('/b');
  });

  it('refuses very long values', () => {
    expect(safeLoginReturn(`/${'a'.repeat(600)}`)).toBe('/');
  });
});

describe('loginHref', () => {
  it('carries the page to return to', () => {
    expect(loginHref('/my/history?type=sell')).toBe('/login?redirect=%2Fmy%2Fhistory%3Ftype%3Dsell');
    expect(loginHref('/')).toBe('/login');
    expect(loginHref('//evil.example')).toBe('/login');
  });
});
