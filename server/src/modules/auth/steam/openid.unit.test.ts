import { describe, expect, it } from 'vitest';
import { authRedirectUrl, isValidAnswer, nonceTime, parseCallbackQuery } from './openid';

describe('isValidAnswer', () => {
  it.each([
    ['ns:http://specs.openid.net/auth/2.0\nis_valid:true\n', true],
    ['ns:http://specs.openid.net/auth/2.0\r\nis_valid:true\r\n', true],
    ['is_valid:true', true],
    ['ns:http://specs.openid.net/auth/2.0\nis_valid:false\n', false],
    ['is_valid:true\nis_valid:false\n', false],
    ['is_valid:True\n', false],
    ['is_valid: true\n', false],
    ['xis_valid:true\n', false],
    ['<html>is_valid:true</html>', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isValidAnswer(text)).toBe(expected);
  });
});

describe('nonceTime', () => {
  it('reads the UTC timestamp and refuses anything else', () => {
    expect(nonceTime('2025-01-02T03:04:05Zabc123')).toBe(Date.UTC(2025, 0, 2, 3, 4, 5));
    expect(nonceTime('2025-01-02T03:04:05+01:00abc')).toBeUndefined();
    expect(nonceTime('2025-13-40T03:04:05Z')).toBeUndefined();
    expect(nonceTime('x2025-01-02T03:04:05Z')).toBeUndefined();
    expect(nonceTime(`2025-01-02T03:04:05Z${'a'.repeat(300)}`)).toBeUndefined();
  });
});

describe('authRedirectUrl', () => {
  it('builds realm and return_to from the public URL without its trailing slash', () => {
    const url = new URL(
      authRedirectUrl('https://steamcommunity.com/openid/login', 'https://drop.example/', 'S'.repeat(32)),
    );
    expect(url.searchParams.get('openid.realm')).toBe('https://drop.example');
    expect(url.searchParams.get('openid.return_to')).toBe(
      `https://drop.example/api/steam_auth/callback?state=${'S'.repeat(32)}`,
    );
  });
});

describe('parseCallbackQuery', () => {
  it('refuses an encoded duplicate of a parameter', () => {
    const r = parseCallbackQuery(`state=${'S'.repeat(32)}&openid.mode=id_res&openid%2Emode=id_res`);
    expect(r).toEqual({ ok: false, reason: 'duplicated parameter openid.mode' });
  });
});
